#!/usr/bin/env node
// Extracts messages and fills French and Arabic translations from a JSON file, under a lock
// so that several people (or helpers) working in one tree never overwrite each other's catalogs.
//
//   node tests/scripts/translate.mjs my-translations.json
//   { "Try again": { "fr": "Réessayer", "ar": "حاول مرة أخرى" }, ... }
//
// With no file it only extracts. It ends by listing the fr and ar messages still untranslated.
import { execSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'

const lock = '/tmp/consultant-app-po.lock'
const file = process.argv[2]
const translations = file ? JSON.parse(readFileSync(file, 'utf8')) : {}

const unescape = (s) => s.replace(/\\(["\\nt])/g, (_, c) => ({ n: '\n', t: '\t' })[c] ?? c)
const escape = (s) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')

function acquire() {
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      mkdirSync(lock)
      return
    } catch {
      if (Date.now() > deadline) throw new Error(`could not take ${lock}; remove it if no one else is translating`)
      execSync('sleep 0.5')
    }
  }
}

acquire()
try {
  execSync('npx lingui extract --clean', { stdio: 'ignore' })
  for (const locale of ['fr', 'ar']) {
    const path = `src/locales/${locale}/messages.po`
    const lines = readFileSync(path, 'utf8').split('\n')
    const missing = []
    for (let i = 0; i < lines.length; i++) {
      const id = /^msgid "(.*)"$/.exec(lines[i] ?? '')
      if (!id || !id[1]) continue
      const msgid = unescape(id[1])
      const given = translations[msgid]?.[locale]
      if (given) lines[i + 1] = `msgstr "${escape(given)}"`
      if (lines[i + 1] === 'msgstr ""') missing.push(msgid)
    }
    writeFileSync(path, lines.join('\n'))
    if (missing.length) console.log(`${locale}: ${missing.length} untranslated:\n  ${missing.join('\n  ')}`)
    else console.log(`${locale}: complete`)
  }
} finally {
  rmdirSync(lock)
}
