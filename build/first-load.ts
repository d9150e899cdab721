import type { Plugin } from 'vite'

/**
 * Modules that always load together, found in the module graph once it is built, so that a
 * code-splitting group can put them in one chunk. Left to itself the bundler cuts what the
 * entry imports into some thirty chunks (each also shared with a route chunk), and what the
 * signed-in layout imports into a dozen more: the first load was two waves of requests, most of
 * them under 1 kB, and on HTTP/1.1 (six connections per host) most of them waited a round trip
 * for a free connection. Grouped, the same bytes travel in a few requests; route chunks import
 * from the groups as they imported from the small chunks.
 *
 * `first`: everything the entry imports statically (every page runs it).
 * `shell`: what the signed-in layout's component imports statically beyond that, except what
 * the intro's screen imports too (the intro must not load the shell).
 * Add `plugin` to the config's plugins: the sets are computed when the graph is complete.
 */
export function firstLoadModules(options: { readonly shell: RegExp; readonly intro: RegExp }) {
  let first: ReadonlySet<string> = new Set()
  let shell: ReadonlySet<string> = new Set()
  const plugin: Plugin = {
    name: 'first-load-modules',
    apply: 'build',
    buildEnd() {
      const closure = (roots: Iterable<string>, stop: ReadonlySet<string> = new Set()) => {
        const seen = new Set<string>()
        const visit = (id: string) => {
          if (seen.has(id) || stop.has(id)) return
          seen.add(id)
          this.getModuleInfo(id)?.importedIds.forEach(visit)
        }
        for (const id of roots) visit(id)
        return seen
      }
      const ids = [...this.getModuleIds()]
      first = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry))
      const intro = closure(ids.filter((id) => options.intro.test(id)), first)
      const layout = closure(ids.filter((id) => options.shell.test(id)), first)
      shell = new Set([...layout].filter((id) => !intro.has(id)))
    },
  }
  return { plugin, first: (id: string) => first.has(id), shell: (id: string) => shell.has(id) }
}
