/**
 * Ours, not the spec's (docs/contract.md, "Idempotency-Key"): a write carries a key, and the
 * gateway does a write once per key. A POST whose answer was lost (a timeout on slow mobile
 * data: the gateway did it, the phone never heard) is sent again by Try again with the same key,
 * and the gateway answers with the first result instead of creating a second registration or
 * payment account. A new write gets a new key. Shared by the client (src/api/request.ts sends
 * the header), the form machine's callers (src/forms/use-form-machine.ts makes the keys) and the
 * demo gateway (gateway/idempotency.ts reads them).
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** What the gateway accepts as a key: 16 to 64 letters, digits, '-' or '_'. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/

/**
 * A new key: 128 random bits in 32 hex digits. `crypto.getRandomValues`, not `randomUUID`: the
 * latter exists only on secure origins (https, localhost), and a phone may open the app on
 * neither.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
