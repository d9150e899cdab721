// Goal 5 of issue 21 (messages per screen): which share of each language's compiled catalog a cold load of a screen
// needs. Reads the boot script's route map in dist/ (build/route-preload.ts) and counts the Lingui message ids that
// the JS of each screen's first load references. Run from the project root after `npm run build`:
//   node tests/bench/catalog-share.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const dir = 'dist/assets/'
const files = readdirSync(dir)
const boot = readFileSync(dir + files.find((file) => file.startsWith('boot-')), 'utf8')
const start = boot.indexOf('var P=') + 6
let depth = 0
let end = start
for (; end < boot.length; end++) {
  if (boot[end] === '{') depth++
  if (boot[end] === '}' && --depth === 0) break
}
const map = JSON.parse(boot.slice(start, end + 1))
const idsIn = (file) => [...readFileSync(dir + file, 'utf8').matchAll(/id:`([A-Za-z0-9+/_-]{6})`/g)].map((match) => match[1])
const entryFiles = files.filter((file) => /^(index|libs|react|routes|rolldown-runtime)-.*\.js$/.test(file))
const catalog = (language) => {
  const text = readFileSync(dir + map.files[map.catalogs[language][0]] + '.js', 'utf8')
  // The catalog is a template literal (escapes such as \\xA0 included): read as JavaScript reads it, our own build's output.
  return { text, messages: JSON.parse(new Function(`return ${text.slice(text.indexOf('`'), text.lastIndexOf('`') + 1)}`)()) }
}
const gzipKb = (text) => (gzipSync(text, { level: 9 }).length / 1024).toFixed(1)
for (const [pattern, parts] of map.routes) {
  if (!/^\^\/(home|sales|commissions|orders|notifications|account)\/\?\$$/.test(pattern)) continue
  const used = new Set()
  const loaded = [...entryFiles, ...parts.flatMap((part) => map.parts[part].map((file) => map.files[file] + (map.files[file].endsWith('.css') ? '' : '.js')))]
  for (const file of loaded) if (file.endsWith('.js') && existsSync(dir + file)) idsIn(file).forEach((id) => used.add(id))
  for (const language of Object.keys(map.catalogs)) {
    const { text, messages } = catalog(language)
    const all = Object.keys(messages)
    const needed = Object.fromEntries(all.filter((id) => used.has(id)).map((id) => [id, messages[id]]))
    console.log(
      `${pattern} ${language}: ${Object.keys(needed).length}/${all.length} messages; catalog ${gzipKb(text)} kB gzip, needed ${gzipKb(JSON.stringify(needed))} kB`,
    )
  }
}
