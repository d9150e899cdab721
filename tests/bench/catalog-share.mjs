// Goal 5 of issue 21 (messages per screen): what a cold load of a screen gets of each language's messages now that
// the catalog is split per chunk (build/catalog-parts.ts), against the whole catalog it loaded before. Reads the boot
// script's route map in dist/ (build/route-preload.ts): a screen's first load gets the common part (map.catalogs) and
// the part of each of its chunks that has one (map.withParts: `<chunk>.<language>.js`). The whole catalog is the
// union of every part of the language. Run from the project root after `npm run build`:
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
const withParts = new Set(map.withParts)

/** A part's messages: `export const messages=JSON.parse("…")`, our own build's output. */
const partMessages = (file) => {
  const text = readFileSync(dir + file, 'utf8')
  return JSON.parse(JSON.parse(text.slice(text.indexOf('JSON.parse(') + 11, text.lastIndexOf(')'))))
}
const gzipKb = (messages) => gzipSync(JSON.stringify(messages), { level: 9 }).length / 1024
const entryFiles = files.filter((file) => /^(index|libs|react|routes|rolldown-runtime)-.*\.js$/.test(file)).map((file) => file.slice(0, -3))

for (const language of Object.keys(map.catalogs)) {
  const common = partMessages(map.files[map.catalogs[language][0]] + '.js')
  const partsOf = (chunk) => (existsSync(`${dir}${chunk}.${language}.js`) ? partMessages(`${chunk}.${language}.js`) : {})
  const whole = { ...common }
  for (const file of files) if (file.endsWith(`.${language}.js`) && !file.startsWith('messages.')) Object.assign(whole, partMessages(file))
  const wholeCount = Object.keys(whole).length
  for (const [pattern, parts] of map.routes) {
    if (!/^\^\/(home|sales|commissions|orders|notifications|account)\/\?\$$/.test(pattern)) continue
    const chunks = [...entryFiles, ...parts.flatMap((part) => map.parts[part])].filter((index) => typeof index !== 'number' || withParts.has(index))
    const loaded = { ...common }
    for (const chunk of chunks) if (typeof chunk === 'number') Object.assign(loaded, partsOf(map.files[chunk]))
    console.log(
      `${pattern} ${language}: ${Object.keys(loaded).length}/${wholeCount} messages; ` +
        `whole catalog ${gzipKb(whole).toFixed(1)} kB gzip, loaded ${gzipKb(loaded).toFixed(1)} kB (common ${gzipKb(common).toFixed(1)} kB)`,
    )
  }
}
