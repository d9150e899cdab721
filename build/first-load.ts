import type { Plugin } from 'vite'

/**
 * The modules every first load runs: the entry and everything it imports statically. Left to
 * itself the bundler cuts them into some thirty chunks (each also shared with a route chunk),
 * so the very first wave is thirty requests, and on HTTP/1.1 (six connections per host) most
 * of them wait a round trip for a free connection. `test` lets a code-splitting group put them
 * in one chunk: same bytes, one request. Route chunks import from it as they imported from the
 * thirty. Call `plugin()` in the config's plugins so the graph is known when chunks are made.
 */
export function firstLoadModules() {
  let modules: ReadonlySet<string> | null = null
  const plugin: Plugin = {
    name: 'first-load-modules',
    apply: 'build',
    buildEnd() {
      const seen = new Set<string>()
      const visit = (id: string) => {
        if (seen.has(id)) return
        seen.add(id)
        this.getModuleInfo(id)?.importedIds.forEach(visit)
      }
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id)
      modules = seen
    },
  }
  return { plugin, test: (id: string) => modules?.has(id) ?? false }
}
