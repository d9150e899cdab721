import * as v from 'valibot'

/**
 * What a link may hand the app in its query, read by the navigation guard and the login
 * callback (spec sections 2, 6 and 7). Each value is checked before it is kept: an edited
 * or hostile link gives nothing, never a stored junk value or a thrown error.
 */

/** ?impersonate=<staff-chosen consultant's e-mail> (kept a day; it only counts if the gateway says the user is staff). */
const Impersonate = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())
/** /join?referral=<code>: a consultant's referral code (letters, digits, dashes). */
const Referral = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/))
/** /login/callback?code&state: opaque tokens of the central sign-in. */
const Opaque = v.pipe(v.string(), v.regex(/^[\w.~+/=-]{1,2048}$/))

const valueOf = <T>(schema: v.GenericSchema<string, T>, raw: string | null): T | null => {
  if (raw === null) return null
  const parsed = v.safeParse(schema, raw)
  return parsed.success ? parsed.output : null
}

export interface HandOver {
  readonly impersonate: string | null
  readonly referral: string | null
}

/** The guard's query: the raw query string, so a value TanStack's parser would turn into a number stays as typed. */
export function handOverOf(searchStr: string): HandOver {
  const search = new URLSearchParams(searchStr)
  return { impersonate: valueOf(Impersonate, search.get('impersonate')), referral: valueOf(Referral, search.get('referral')) }
}

export interface CallbackSearch {
  readonly code?: string
  readonly state?: string
}

/**
 * The callback route's validateSearch. TanStack's default parser reads `?code=123` as the number 123;
 * a code or state is kept as the text it was, and anything else is dropped (the session then starts
 * the sign-in again, spec section 8).
 */
export function parseCallbackSearch(raw: Record<string, unknown>): CallbackSearch {
  const text = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value)
  const code = v.safeParse(Opaque, text(raw.code))
  const state = v.safeParse(Opaque, text(raw.state))
  return { ...(code.success && { code: code.output }), ...(state.success && { state: state.output }) }
}
