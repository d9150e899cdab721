import type { GatewayClient } from '../api'

/**
 * The gateway client behind a stand-in that loads it on the first call. The client
 * brings ky, valibot and every schema (about 15 kB gzip); the intro page needs none
 * of them until Connect is pressed, so they stay out of the first load. Every client
 * method returns a promise, so waiting for the module first changes nothing for callers.
 */
export interface LazyClientOptions {
  /**
   * Called as a method is called (synchronously, in the caller's turn): the runner it returns
   * makes the real call once the client is there. The early reads' recorder uses it to carry
   * "this call belongs to the navigation loading now" across the client's loading.
   */
  readonly carry?: () => <T>(call: () => T) => T
}

export function createLazyClient(load: () => Promise<GatewayClient>, { carry }: LazyClientOptions = {}): GatewayClient {
  let client: Promise<GatewayClient> | null = null
  const get = () =>
    (client ??= load().catch((error: unknown) => {
      client = null // a failed chunk load may succeed on the next call
      throw error
    }))
  const services = new Map<string, object>()
  const serviceProxy = (service: string) =>
    new Proxy(
      {},
      {
        get:
          (_, method) =>
          (...args: unknown[]) => {
            const run = carry?.() ?? ((call) => call())
            return get().then((real) => {
              const target = (real as unknown as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>)[service]
              const fn = target?.[String(method)]
              if (!fn) throw new TypeError(`no client method ${service}.${String(method)}`)
              return run(() => fn.apply(target, args))
            })
          },
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
