import type { GatewayClient } from '../api'

/**
 * The gateway client behind a stand-in that loads it on the first call. The client
 * brings ky, valibot and every schema (about 15 kB gzip); the intro page needs none
 * of them until Connect is pressed, so they stay out of the first load. Every client
 * method returns a promise, so waiting for the module first changes nothing for callers.
 */
export function createLazyClient(load: () => Promise<GatewayClient>): GatewayClient {
  let client: Promise<GatewayClient> | null = null
  const get = () => (client ??= load().catch((error: unknown) => {
    client = null // a failed chunk load may succeed on the next call
    throw error
  }))
  const services = new Map<string, object>()
  const serviceProxy = (service: string) =>
    new Proxy(
      {},
      {
        get: (_, method) =>
          (...args: unknown[]) =>
            get().then((real) => {
              const target = (real as unknown as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>)[service]
              const fn = target?.[String(method)]
              if (!fn) throw new TypeError(`no client method ${service}.${String(method)}`)
              return fn.apply(target, args)
            }),
        // Listing (Object.keys) needs the real client; the stand-in is for calls only.
        ownKeys: () => [],
      },
    )
  return new Proxy({} as GatewayClient, {
    get: (_, service) => {
      const name = String(service)
      let proxy = services.get(name)
      if (!proxy) services.set(name, (proxy = serviceProxy(name)))
      return proxy
    },
  })
}
