/** Cache Storage in memory, as far as the push settings and the push rotation records use it (tests only). */
export function fakeCaches(): CacheStorage {
  const caches = new Map<string, Map<string, Response>>()
  return {
    open: async (name: string) => {
      const entries = caches.get(name) ?? new Map<string, Response>()
      caches.set(name, entries)
      return {
        match: async (key: string) => entries.get(key)?.clone(),
        put: async (key: string, answer: Response) => void entries.set(key, answer),
        delete: async (key: string) => entries.delete(key),
      } as unknown as Cache
    },
  } as unknown as CacheStorage
}
