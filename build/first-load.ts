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
 * `api`: the gateway client's module and what it imports beyond those (ky, the services, every
 * schema): every signed-in screen loads it, and left apart it came in six requests.
 * `router`: the router's module and what it imports beyond the entry's (the route tree, every route's
 * definition, the guard, their machines and search parsers): every page loads it, but the entry imports
 * it dynamically, so that its evaluation is a task of its own (src/app/main.tsx).
 * Add `plugin` to the config's plugins: the sets are computed when the graph is complete.
 */
export function firstLoadModules(options: {
  readonly shell: RegExp
  readonly intro: RegExp
  /** The screens' own modules (TanStack's split components and loaders of the signed-in routes). */
  readonly screens: RegExp
  /** What may join the screens' common chunk (our shared parts, not libraries). */
  readonly common: RegExp
  /** How many screens must use a module for it to join. */
  readonly commonFrom: number
  /** The app's gateway client module (loaded lazily by the entry). */
  readonly api: RegExp
  /** The app's router module (imported dynamically by the entry, at once). */
  readonly router: RegExp
}) {
  let first: ReadonlySet<string> = new Set()
  let shell: ReadonlySet<string> = new Set()
  let common: ReadonlySet<string> = new Set()
  let api: ReadonlySet<string> = new Set()
  let router: ReadonlySet<string> = new Set()
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
      const entry = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry))
      const intro = closure(
        ids.filter((id) => options.intro.test(id)),
        entry,
      )
      const layout = closure(
        ids.filter((id) => options.shell.test(id)),
        entry,
      )
      // What the intro and the signed-in layout both import is needed by every first load: the entry's.
      first = new Set([...entry, ...[...layout].filter((id) => intro.has(id))])
      // (Beyond the entry's: a module of both would make the entry import the router's chunk, and evaluate it with its own.)
      const routed = closure(
        ids.filter((id) => options.router.test(id)),
        first,
      )
      // Its stylesheets join the entry's: index.html links one stylesheet for both, in the order it had.
      const isStylesheet = (id: string) => /\.css(\?|$)/.test(id)
      first = new Set([...first, ...[...routed].filter(isStylesheet)])
      router = new Set([...routed].filter((id) => !isStylesheet(id)))
      shell = new Set([...layout].filter((id) => !intro.has(id) && !router.has(id)))
      const uses = new Map<string, number>()
      for (const screen of ids.filter((id) => options.screens.test(id))) {
        for (const id of closure([screen], new Set([...first, ...shell, ...router]))) if (id !== screen) uses.set(id, (uses.get(id) ?? 0) + 1)
      }
      api = closure(
        ids.filter((id) => options.api.test(id)),
        new Set([...first, ...shell, ...router]),
      )
      common = new Set([...uses].filter(([id, count]) => count >= options.commonFrom && options.common.test(id)).map(([id]) => id))
    },
  }
  return {
    plugin,
    first: (id: string) => first.has(id),
    shell: (id: string) => shell.has(id),
    common: (id: string) => common.has(id),
    api: (id: string) => api.has(id),
    router: (id: string) => router.has(id),
  }
}
