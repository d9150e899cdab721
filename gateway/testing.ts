import { createGatewayApp, type GatewayOptions } from './app'
import { GatewayStore } from './store'

/**
 * The demo gateway for tests, with its store exposed so a test can open a
 * session without going through the sign-in.
 */
export function createGatewayForTests(options: Pick<GatewayOptions, 'seed' | 'now'> = {}) {
  const store = new GatewayStore({ seed: options.seed ?? 42, now: options.now ?? new Date() })
  const app = createGatewayApp({ store })
  /** A session token for a persona (by key: 'active', 'member', ...). */
  const tokenFor = (personaKey: string, impersonatedBy: string | null = null) => store.openSession(personaKey, impersonatedBy).token
  return { app, store, tokenFor }
}
