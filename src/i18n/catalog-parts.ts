/**
 * Messages per chunk (issue 21): what the build writes (build/catalog-parts.ts) and the app loads
 * (src/i18n/activate.ts) agree on these names. No imports: the build reads this module too.
 *
 * The build splits each language's compiled catalog by the chunks that reference each message: a
 * common part holds the messages of the entry and what it imports statically (loaded by
 * `activateLocale` before the first render); every other chunk that references messages of its
 * own gets a part beside it (`partOf`) and, as its first statement, awaits it:
 * `await globalThis[Symbol.for(catalogPartSymbol)]?.(import.meta.url, '<version>')`. A chunk's code
 * thus never runs before its messages are there, however it was imported (a route, a dialog, a
 * form), and no message shows its id.
 */

/** `globalThis[Symbol.for(catalogPartSymbol)]`: the function a chunk with a part awaits (`needPart` in activate.ts). */
export const catalogPartSymbol = 'consultant.catalogPart'

/**
 * `globalThis[Symbol.for(routeMessagesSymbol)](pathname, locale)`: the boot script's (build/route-preload.ts)
 * preload of a route's parts, which the app calls when a navigation starts.
 */
export const routeMessagesSymbol = 'consultant.routeMessages'

/**
 * The string the build replaces with the common part's file per language (JSON, `{"en":"messages.en-….js",…}`,
 * beside the chunk that holds it). Left as it is in development and in the unit tests: the whole catalog loads.
 */
export const commonPartsSlot = '__consultant_catalog_common_parts__'

/** A chunk's part in a language, in the same folder: `home-Ab12.js` → `home-Ab12.ar.js`. */
export function partOf(chunk: string, locale: string): string {
  return chunk.replace(/\.js$/, `.${locale}.js`)
}

/** The common part's file per language from the slot as built; null when the build did not fill it (development, tests). */
export function readCommonParts(slot: string): Readonly<Record<string, string>> | null {
  try {
    const parsed: unknown = JSON.parse(slot)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
    const files = Object.entries(parsed)
    // A file name of the assets folder, nothing that leaves it.
    return files.length > 0 && files.every(([, file]) => typeof file === 'string' && /^[\w.-]+\.js$/.test(file))
      ? (Object.fromEntries(files) as Record<string, string>)
      : null
  } catch {
    return null
  }
}
