import type { Plugin } from 'vite'

/** V8's explicit compile hint (Chrome 136 and later): every function of the script is compiled when the script is. */
export const compileHint = '//# allFunctionsCalledOnLoad'

/**
 * Puts V8's compile hint at the top of the named chunks. V8 compiles a function lazily by default: a light parse when
 * the script loads, then a full parse and compile on the main thread at the function's first call. With the hint a
 * streamed script (Chrome streams those of 30 kB and more) is compiled whole on a background thread while it
 * downloads. Worth it for a chunk nearly all of whose functions run on the start; under 30 kB the script is compiled
 * on the main thread, and compiling what is never called there costs more than it saves (docs/decisions/performance.md).
 *
 * Written in generateBundle, after every other plugin (Vite's preload list is put at the top of a chunk before
 * that): V8 reads the hint only as the script's first line. The chunk's source map, when there is one, moves down the
 * one line added.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const names = new Set(chunkNames)
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !names.has(file.name)) continue
          file.code = `${compileHint}\n${file.code}`
          // The map as Rolldown writes it by then: an asset beside the chunk (`--sourcemap`).
          const map = bundle[`${file.fileName}.map`]
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string }
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
          }
        }
      },
    },
  }
}
