/**
 * Who is signed in on this device now, for the service worker (issue 37 §3): a push is shown only when it is for
 * that consultant (src/features/notifications/push-sw.ts). Cache Storage, since a worker cannot read localStorage;
 * beside the push records (push-records.ts), a consultant id and nothing else. Written at each start and sign-in,
 * removed at every end of a session.
 */
import { PUSH_SETTINGS_CACHE } from './push-settings'

export const SIGNED_IN_KEY = '/signed-in.json'

/** The consultant whose pushes this device shows, or null: nobody's (signed out, or staff viewing an account). */
export async function writeSignedIn(consultantId: number | null, storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) return
  const cache = await storage.open(PUSH_SETTINGS_CACHE)
  if (consultantId === null) await cache.delete(SIGNED_IN_KEY)
  else await cache.put(SIGNED_IN_KEY, new Response(JSON.stringify({ id: consultantId }), { headers: { 'Content-Type': 'application/json' } }))
}

/** The id the worker reads; null when nobody is signed in or the record is not ours. */
export function readSignedIn(kept: unknown): number | null {
  if (typeof kept !== 'object' || kept === null) return null
  const id = (kept as Record<string, unknown>).id
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}
