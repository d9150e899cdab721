// Names a position in a built script by its source file and line, from a build of the same code with source maps
// (npx vite build --sourcemap --outDir <folder>): the tracing tools' MAPS=<folder> (long-tasks.mjs, lh-one.mjs).
import { existsSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { SourceMapConsumer } from 'source-map-js'

/**
 * `(file, line, column) => 'name  source:line'` for a script of assets/, or null (no such map, or no `maps`). The source
 * is relative to the folder the tool runs in (the project's: src/app/main.tsx), a package's from its name (xstate/dist/…).
 */
export function sourceNamer(maps) {
  const consumers = new Map()
  return (file, line, column) => {
    if (!maps || !file.endsWith('.js')) return null
    if (!consumers.has(file)) {
      const path = `${maps}/assets/${file}.map`
      consumers.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null)
    }
    const position = consumers.get(file)?.originalPositionFor({ line, column })
    if (!position?.source) return null
    const source = relative(process.cwd(), resolve(maps, 'assets', position.source)).replace(/^.*node_modules\//, '')
    return `${position.name ?? ''}  ${source}:${position.line}`
  }
}
