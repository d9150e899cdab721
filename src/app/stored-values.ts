import type { LoginData } from '../api/schemas'
import { earlyReads, storageKeys } from '../config/constants'
import type { Locale } from '../config/country'
import { normalizeCampaign } from '../domain/campaign'
import { acceptFormDrafts, type FormDrafts } from '../domain/form-drafts'
import { toInternalPath } from '../domain/safe-path'
import { isDigits, type DigitsChoice } from '../i18n/digits'
import { isAvailableLocale } from '../i18n/locale'
import { storedLifetimes } from '../../machines/config'
import { acceptEarlyReads, type EarlyReadsRecord } from './early-reads'
import { acceptGatewayReading, gatewayClockOf, type GatewayClock } from './gateway-clock'

/**
 * The one stored-value helper: every value the app keeps in the browser, each
 * with its lifetime (spec section 9). Entries are JSON `{ value, expiresAt }`;
 * an expired, unparsable or invalid entry reads as null and is removed.
 */

export interface StoredValue<T> {
  get(): T | null
  set(value: T): void
  clear(): void
}

/** A stored redirect target: the page, and whose session stored it. */
export interface StoredRedirect {
  /** An internal path (src/domain/safe-path.ts). */
  readonly path: string
  /**
   * The consultant whose session stored it (`sessionOwner`, machines/session.machine.ts), or null when nobody was
   * signed in (a link opened before signing in): then it is for whoever signs in next.
   */
  readonly owner: string | null
}

export interface StoredValuesOptions {
  /** localStorage in the app; an in-memory Storage in tests. */
  readonly storage: Storage
  /** Where the sign-in state lives; sessionStorage in the app would keep it to the tab. Defaults to `storage`. */
  readonly authStorage?: Storage
  /** Epoch milliseconds. */
  readonly now: () => number
  /**
   * The session could not be written (the storage is full): it is held in memory for this page (issue 37 §5), and
   * this is called, so the consultant can be told what that means.
   */
  readonly onSessionNotStored?: () => void
}

export interface StoredValues {
  /** From /join?referral=, sent with the login (7 days). */
  readonly referralCode: StoredValue<string>
  /** The referral link's campaign (/join?…&utm_campaign=), kept and cleared with the referral code, sent with the registration (7 days). */
  readonly referralCampaign: StoredValue<string>
  /** The impersonated account's e-mail, from ?impersonate= (1 day, by the gateway's clock). */
  readonly impersonation: StoredValue<string>
  /** Where /login/callback returns to (1 hour), for the same consultant only (`redirectFor`). Only internal paths are stored or read. */
  readonly redirectTarget: StoredValue<StoredRedirect>
  /** The add-to-home dialog's 'No' (7 days). */
  readonly addToHomeRefusal: StoredValue<boolean>
  /** The consultant's language (no expiry). Languages this build lacks read as null. */
  readonly locale: StoredValue<Locale>
  /**
   * The digits picked per language (src/i18n/digits.ts; no expiry). A display preference of the device, like the
   * language, not a consultant's data: it stays at sign-out. Unknown languages or digits are dropped on read.
   */
  readonly digits: StoredValue<DigitsChoice>
  /**
   * The app's version this device last ran (no expiry), for the "What's new" note (src/domain/whats-new.ts): the
   * device's app, not a consultant's data, so it stays at sign-out.
   */
  readonly seenVersion: StoredValue<string>
  /**
   * The token (`jforce_token`) and the rest of the login data: 30 days after the last sign-in or update; a staff
   * member's impersonating session 1 day after its sign-in, never renewed (spec sections 6, 9); timed, with what is
   * kept with it (bonus count, early reads), by the gateway's clock (`gatewayClock`). Storing a session
   * with another token (a new sign-in) first forgets what belonged to the previous one (bonus count, early reads).
   */
  readonly session: StoredValue<LoginData>
  /** The state sent to the central sign-in, compared on /login/callback (10 minutes). */
  readonly authState: StoredValue<string>
  /**
   * How many bonus cards the dashboard showed last time (0–6), so its placeholder is as tall as
   * what replaces it on the next visit. The session's: kept only while one is stored, and no longer than it.
   */
  readonly homeBonusCount: StoredValue<number>
  /**
   * The GETs each address's screen started last time (src/app/early-reads.ts), for the boot script. The session's:
   * kept only while one is stored, and no longer than it (the boot script reads the same expiry).
   */
  readonly earlyReads: StoredValue<EarlyReadsRecord>
  /** What was typed in forms and not saved yet, tagged with its consultant (src/domain/form-drafts.ts); in the tab's storage, kept through a 401. */
  readonly formDrafts: StoredValue<FormDrafts>
  /**
   * The gateway's clock as this device reckons it (src/app/gateway-clock.ts; no expiry): the offset from the last
   * gateway answer's `Date`. The device's, not a consultant's: it stays at sign-out.
   */
  readonly gatewayClock: GatewayClock
  /**
   * The session with this token has ended (a 401, or its time is up): forget it and what belonged to it, what was
   * kept of its screens (bonus count, early reads) and the impersonation e-mail it was signed in with, since the
   * next one signed in may be someone else. The redirect target stays: it is its consultant's (`redirectFor`).
   * Nothing is cleared when the device holds another session by now (signed in again, in another tab): that one
   * is not this one's to end. True when it cleared (the caller then clears the offline cache too).
   */
  clearSessionData(token: string | null): boolean
  /**
   * Logout of the session with this token: clearSessionData, and the redirect target, referral, sign-in state and form drafts;
   * keeps the locale, the digits, the version seen and the add-to-home refusal. Same rule: another session's values are left alone.
   */
  clearConsultantData(token: string | null): boolean
}

/** Keys of the entries; locale and sign-in state share theirs with the rest of the app (src/config). */
export const storedValueKeys = {
  referralCode: 'consultant.referralCode',
  referralCampaign: 'consultant.referralCampaign',
  impersonation: 'consultant.impersonation',
  redirectTarget: 'consultant.redirectTarget',
  /** Versioned: bump it when LoginData changes shape, so an older build's session reads as signed out. */
  session: 'consultant.session.v1',
  addToHomeRefusal: 'preferences.addToHomeRefusal',
  locale: storageKeys.locale,
  digits: 'preferences.digits',
  seenVersion: 'preferences.seenVersion',
  authState: storageKeys.authState,
  homeBonusCount: 'consultant.homeBonusCount',
  earlyReads: earlyReads.storageKey,
  formDrafts: 'consultant.formDrafts.v1',
  gatewayClock: 'device.gatewayClock',
} as const

interface Entry {
  value: unknown
  expiresAt: number | null
}

/** Epoch milliseconds now, or null when the clock cannot tell (the gateway's, after the device's moved back). */
type Clock = () => number | null

const isEntry = (x: unknown): x is Entry =>
  typeof x === 'object' && x !== null && 'value' in x && 'expiresAt' in x && (x.expiresAt === null || typeof x.expiresAt === 'number')

/**
 * The stored session's shape, checked without valibot (kept out of the first load):
 * the entry is ours and versioned by its key, so checking what the app relies on first
 * (a token, the consultant, the toggles) is enough to refuse a corrupted entry.
 */
function isStoredLogin(x: unknown): x is LoginData {
  if (typeof x !== 'object' || x === null) return false
  const login = x as Partial<Record<keyof LoginData, unknown>>
  const customer = login.customer_data as Partial<Record<string, unknown>> | null | undefined
  return (
    typeof login.jforce_token === 'string' &&
    login.jforce_token !== '' &&
    typeof login.jforce_agent === 'boolean' &&
    typeof login.accepted_terms_and_conditions === 'boolean' &&
    typeof login.feature_toggles === 'object' &&
    login.feature_toggles !== null &&
    typeof customer === 'object' &&
    customer !== null &&
    typeof customer.email === 'string'
  )
}

/** More cards than this are below the first screen anyway: the placeholder needs no more. */
const maxHomeBonusCount = 6

/** The picks of this build's languages; null when none is left. */
function acceptDigitsChoice(x: unknown): DigitsChoice | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return null
  const kept = Object.entries(x).filter(([locale, digits]) => isAvailableLocale(locale) && isDigits(digits))
  return kept.length > 0 ? (Object.fromEntries(kept) as DigitsChoice) : null
}

const nonEmptyString = (x: unknown): string | null => (typeof x === 'string' && x.trim() !== '' ? x.trim() : null)

function acceptRedirect(x: unknown): StoredRedirect | null {
  if (typeof x !== 'object' || x === null) return null
  const { path, owner } = x as Partial<Record<keyof StoredRedirect, unknown>>
  const safe = toInternalPath(path)
  if (safe === null || (owner !== null && (typeof owner !== 'string' || owner === ''))) return null
  return { path: safe, owner }
}

/**
 * The stored redirect target's path, when it is for this consultant: stored by their own session (`owner`), or
 * while nobody was signed in. A page stored by another consultant's session (their 401 on a shared phone) is not
 * followed: the next person does not land on the previous one's page.
 */
export function redirectFor(target: StoredRedirect | null, owner: string | null): string | null {
  if (target === null) return null
  return target.owner === null || target.owner === owner ? target.path : null
}

export function createStoredValues({ storage, authStorage = storage, now, onSessionNotStored }: StoredValuesOptions): StoredValues {
  /** The entry under `key`, unchecked but for its envelope (null: none, unreadable or expired). */
  function entryOf(store: Storage, key: string, clock: Clock = now): Entry | null {
    let entry: unknown
    try {
      entry = JSON.parse(store.getItem(key) ?? 'null')
    } catch {
      return null
    }
    // A clock that cannot tell (null: the device's moved back) holds no entry that expires.
    return isEntry(entry) && (entry.expiresAt === null || entry.expiresAt > (clock() ?? Infinity)) ? entry : null
  }

  function define<T>(
    store: Storage,
    key: string,
    /** How long a value lives from when it is set (ms; null: no expiry), or when it expires, given the value and its clock's time. */
    lifetime: number | null | { readonly expiresAt: (value: T, now: number) => number | null },
    /** Stored and read values pass through here; null refuses them. */
    accept: (x: unknown) => T | null,
    /** What its lifetime is timed by: the device's clock, or the gateway's for the limits that protect others. */
    clock: Clock = now,
  ): StoredValue<T> {
    const clear = () => {
      try {
        store.removeItem(key)
      } catch {
        // Storage unavailable: nothing was kept either.
      }
    }
    return {
      get() {
        let raw: string | null
        try {
          raw = store.getItem(key)
        } catch {
          return null
        }
        if (raw === null) return null
        const entry = entryOf(store, key, clock)
        const value = entry ? accept(entry.value) : null
        if (value === null) clear()
        return value
      },
      set(value) {
        const accepted = accept(value)
        const time = clock()
        // The device's clock moved back past the gateway's last answer: nothing that clock times is kept until the next one.
        if (accepted === null || time === null) return
        const expiresAt = lifetime === null ? null : typeof lifetime === 'number' ? time + lifetime : lifetime.expiresAt(accepted, time)
        const entry: Entry = { value: accepted, expiresAt }
        try {
          store.setItem(key, JSON.stringify(entry))
        } catch {
          // Private mode or storage full: the value lasts for this page only.
        }
      },
      clear,
    }
  }

  // The limits that protect others (a staff member's view of an account, the session) are timed by the gateway's clock.
  const gatewayClock = gatewayClockOf(define(storage, storedValueKeys.gatewayClock, null, acceptGatewayReading), now)
  const referralCode = define(storage, storedValueKeys.referralCode, storedLifetimes.referralCode, nonEmptyString)
  // Stored as normalizeCampaign wrote it; anything else read back (an edited entry) is dropped.
  const referralCampaign = define(storage, storedValueKeys.referralCampaign, storedLifetimes.referralCode, (x) =>
    typeof x === 'string' && x !== '' && normalizeCampaign(x) === x ? x : null,
  )
  const impersonation = define(storage, storedValueKeys.impersonation, storedLifetimes.impersonation, nonEmptyString, gatewayClock.now)
  const redirectTarget = define(storage, storedValueKeys.redirectTarget, storedLifetimes.redirectTarget, acceptRedirect)
  const addToHomeRefusal = define(storage, storedValueKeys.addToHomeRefusal, storedLifetimes.addToHomeRefusal, (x) => (typeof x === 'boolean' ? x : null))
  const locale = define(storage, storedValueKeys.locale, storedLifetimes.locale, (x) => (typeof x === 'string' && isAvailableLocale(x) ? x : null))
  const digits = define(storage, storedValueKeys.digits, storedLifetimes.locale, acceptDigitsChoice)
  const seenVersion = define(storage, storedValueKeys.seenVersion, storedLifetimes.locale, (x) =>
    typeof x === 'string' && /^[\w.+-]{1,40}$/.test(x) ? x : null,
  )
  const storedLogin = (x: unknown) => (isStoredLogin(x) ? x : null)
  const sessionEntry = define(
    storage,
    storedValueKeys.session,
    {
      // An impersonating session keeps the expiry of its sign-in: updates (session.update) do not extend it.
      expiresAt: (login, time) => {
        if (!login.impersonating) return time + storedLifetimes.session
        const previous = entryOf(storage, storedValueKeys.session, gatewayClock.now)
        const same = previous !== null && storedLogin(previous.value)?.jforce_token === login.jforce_token
        return same && previous.expiresAt !== null ? previous.expiresAt : time + storedLifetimes.impersonatedSession
      },
    },
    storedLogin,
    gatewayClock.now,
  )
  const authState = define(authStorage, storedValueKeys.authState, storedLifetimes.authState, nonEmptyString)

  /** A value of the stored session: refused without one, and it expires when the session does. */
  const ofTheSession = <T>(key: string, accept: (x: unknown) => T | null) =>
    define(
      storage,
      key,
      { expiresAt: () => entryOf(storage, storedValueKeys.session, gatewayClock.now)?.expiresAt ?? null },
      (x) => (sessionEntry.get() === null ? null : accept(x)),
      gatewayClock.now,
    )
  const homeBonusCount = ofTheSession(storedValueKeys.homeBonusCount, (x) =>
    typeof x === 'number' && Number.isInteger(x) && x >= 0 ? Math.min(x, maxHomeBonusCount) : null,
  )
  const earlyReadsRecord = ofTheSession(storedValueKeys.earlyReads, acceptEarlyReads)

  // The tab's storage (sessionStorage in the app), as the sign-in state: a draft never outlives the tab.
  const formDrafts = define(authStorage, storedValueKeys.formDrafts, storedLifetimes.formDrafts, acceptFormDrafts)

  /** What belongs to a session beside its token and login data. */
  const clearSessionValues = () => {
    homeBonusCount.clear()
    earlyReadsRecord.clear()
  }
  /**
   * A session the storage refused (full: issue 37 §5), held for this page. `alone`: the device stores no copy of it
   * (a sign-in), so it holds while the storage has none; else (an update) only while the stored copy is still there,
   * so a sign-out in another tab still ends it here.
   */
  let held: { login: LoginData; alone: boolean } | null = null
  const written = (login: LoginData) => {
    sessionEntry.set(login)
    return JSON.stringify(sessionEntry.get()) === JSON.stringify(login)
  }
  const session: StoredValue<LoginData> = {
    get() {
      const kept = sessionEntry.get()
      if (held === null) return kept
      const same = kept !== null && kept.jforce_token === held.login.jforce_token
      // Another sign-in stored since, or the copy this one updated is gone (signed out elsewhere): it is over.
      if ((kept !== null && !same) || (kept === null && !held.alone)) held = null
      return held?.login ?? kept
    },
    set(login) {
      const previous = sessionEntry.get()
      const fresh = previous?.jforce_token !== login.jforce_token
      // A new sign-in starts from nothing of the previous session's, whoever it was.
      if (fresh) clearSessionValues()
      if (written(login)) {
        held = null
        return
      }
      // Refused for the gateway's clock (moved back), not for room: nothing to hold.
      if (gatewayClock.now() === null) return
      // Room made from what is only a convenience (the next cold load's reads, the placeholder's height), then once more.
      clearSessionValues()
      if (written(login)) {
        held = null
        return
      }
      // The previous consultant's copy must not outlive this sign-in in the other tabs.
      if (fresh) sessionEntry.clear()
      held = { login, alone: fresh || (held?.alone ?? false) }
      onSessionNotStored?.()
    },
    clear() {
      held = null
      sessionEntry.clear()
    },
  }
  /** The device holds no session, or this one: what is stored is this session's to clear. */
  const holdsOnly = (token: string | null) => {
    const current = session.get()
    return current === null || current.jforce_token === token
  }
  const clearSessionData = (token: string | null) => {
    if (!holdsOnly(token)) return false
    session.clear()
    clearSessionValues()
    impersonation.clear()
    return true
  }

  return {
    referralCode,
    referralCampaign,
    impersonation,
    redirectTarget,
    addToHomeRefusal,
    locale,
    digits,
    seenVersion,
    session,
    authState,
    homeBonusCount,
    earlyReads: earlyReadsRecord,
    formDrafts,
    gatewayClock,
    clearSessionData,
    clearConsultantData(token) {
      if (!clearSessionData(token)) return false
      redirectTarget.clear()
      referralCode.clear()
      referralCampaign.clear()
      authState.clear()
      formDrafts.clear()
      return true
    },
  }
}

/** A Storage kept in memory: for tests, and as the fallback where the browser offers none. */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}
