import { describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import { compileHint, compileHints } from './compile-hints'

type Handler = (options: unknown, bundle: Rollup.OutputBundle) => void

/**
 * The plugin's generateBundle over a bundle of the given chunks (name → code), each with its source map as Rolldown
 * emits it (an asset beside it), and a stylesheet.
 */
function run(chunks: Record<string, string>, named: readonly string[]) {
  const bundle = Object.fromEntries([
    ...Object.entries(chunks).flatMap(([name, code]) => [
      [`assets/${name}-1.js`, { type: 'chunk', name, fileName: `assets/${name}-1.js`, code, map: null }],
      [`assets/${name}-1.js.map`, { type: 'asset', fileName: `assets/${name}-1.js.map`, source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' }) }],
    ]),
    ['assets/app-1.css', { type: 'asset', name: 'app', fileName: 'assets/app-1.css', source: 'body{}' }],
  ]) as unknown as Rollup.OutputBundle
  const hook = compileHints(named).generateBundle as { order: string; handler: Handler }
  hook.handler({}, bundle)
  return { bundle, order: hook.order }
}

describe('compile hints', () => {
  it('puts the hint as the first line of the named chunks only, after every other plugin', () => {
    const { bundle, order } = run({ react: 'const __vite__mapDeps=1;export{}', home: 'export const a=1' }, ['react', 'libs'])
    expect(order).toBe('post')
    const react = bundle['assets/react-1.js'] as Rollup.OutputChunk
    const home = bundle['assets/home-1.js'] as Rollup.OutputChunk
    expect(react.code).toBe(`${compileHint}\nconst __vite__mapDeps=1;export{}`)
    expect(home.code).toBe('export const a=1')
    expect((bundle['assets/app-1.css'] as Rollup.OutputAsset).source).toBe('body{}')
  })

  it("moves the named chunk's source map down the line it adds", () => {
    const { bundle } = run({ libs: 'x', home: 'y' }, ['libs'])
    const mappings = (file: string) => (JSON.parse((bundle[file] as Rollup.OutputAsset).source as string) as { mappings: string }).mappings
    expect(mappings('assets/libs-1.js.map')).toBe(';AAAA,CAAC')
    expect(mappings('assets/home-1.js.map')).toBe('AAAA,CAAC')
  })

  it('is the comment V8 reads', () => {
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad')
  })
})
