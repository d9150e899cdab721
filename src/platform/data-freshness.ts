/**
 * When the data on screen was synced (spec section 4, offline support). The service worker
 * stamps every gateway answer it caches with `x-synced-at` (pwa.config.ts): an answer that
 * arrives with the stamp was served from that cache (offline, or the network too slow),
 * one without it came from the network just now. The client (src/app/client.ts) records
 * every GET in the app's actor `data-freshness` (machines/data-freshness.machine.ts); the
 * offline indicator and any screen draw the oldest time still shown from it.
 * Plain TypeScript, no React: the client chunk imports it too.
 */
import { createActor } from 'xstate'
import type { AppActorSystem } from '../../machines/actor-scope.machine'
import { dataFreshnessMachine, syncedAtOf, type DataFreshnessActor } from '../../machines/data-freshness.machine'

/** The actor's system id, in the app's scope: it outlives every consultant, and is cleared when a session ends. */
export const dataFreshnessId = 'data-freshness'

// Module state, a port: the client's answer hook and clearOfflineData write with no system at hand (times, cleared at each session's end).
let actor: DataFreshnessActor | null = null

/** src/app starts the record in the app's scope as the system is made, before any call; the port writes to it from then on. */
export function connectDataFreshness(system: Pick<AppActorSystem, 'start'>): DataFreshnessActor {
  return (actor = system.start('app', dataFreshnessId, dataFreshnessMachine))
}

// Never connected (the client's unit tests): an actor of the port's own.
const freshness = () => (actor ??= createActor(dataFreshnessMachine).start())

/** The app's one record, written by the client and cleared by the app; the UI draws the actor itself. */
export const dataFreshness = {
  /** A GET was answered: `syncedAt` (epoch ms) when it came from the cache, null when fresh from the network. */
  record: (request: string, syncedAt: number | null): void => freshness().send({ type: 'freshness.record', request, syncedAt }),
  /** The oldest sync time among the cached answers recorded, or null when every answer came fresh. */
  syncedAt: (): number | null => syncedAtOf(freshness().getSnapshot()),
  /** Forget every record: the screen changes, or the consultant signs out. */
  clear: (): void => freshness().send({ type: 'freshness.clear' }),
}

/** The `x-synced-at` stamp as epoch ms; null when absent or unreadable. */
export function parseSyncedAt(header: string | null): number | null {
  if (!header) return null
  const time = Date.parse(header)
  return Number.isNaN(time) ? null : time
}
