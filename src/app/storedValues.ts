import type { LoginData } from '../api/schemas'
import { earlyReads, storageKeys } from '../config/constants'
import type { Locale } from '../config/country'
import { normalizeCampaign } from '../domain/campaign'
import { acceptFormDrafts, type FormDrafts } from '../domain/form-drafts'
import { toInternalPath } from '../domain/safePath'
import { isAvailableLocale } from '../i18n/locale'
import { storedLifetimes } from '../../machines/config'
import { acceptEarlyReads, type EarlyReadsRecord } from './early-reads'

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

export interface StoredValuesOptions {
  /** localStorage in the app; an in-memory Storage in tests. */
  readonly storage: Storage
  /** Where the sign-in state lives; sessionStorage in the app would keep it to the tab. Defaults to `storage`. */
  readonly authStorage?: Storage
  /** Epoch milliseconds. */
  readonly now: () => number
}

export interface StoredValues {
  /** From /join?referral=, sent with the login (7 days). */
  readonly referralCode: StoredValue<string>
  /** The referral link's campaign (/join?…&utm_campaign=), kept and cleared with the referral code, sent with the registration (7 days). */
  readonly referralCampaign: StoredValue<string>
  /** The impersonated account's e-mail, from ?impersonate= (1 day). */
  readonly impersonation: StoredValue<string>
  /** Where /login/callback returns to (1 hour). Only internal paths are stored or read. */
  readonly redirectTarget: StoredValue<string>
  /** The add-to-home dialog's 'No' (7 days). */
  readonly addToHomeRefusal: StoredValue<boolean>
  /** The consultant's language (no expiry). Languages this build lacks read as null. */
  readonly locale: StoredValue<Locale>
  /** The token (`jforce_token`) and the rest of the login data (no expiry). */
  readonly session: StoredValue<LoginData>
  /** The state sent to the central sign-in, compared on /login/callback (10 minutes). */
  readonly authState: StoredValue<string>
  /**
   * How many bonus cards the dashboard showed last time (0–6), so its placeholder is as tall as
   * what replaces it on the next visit (lifetime of the session); it goes with the consultant.
   */
  readonly homeBonusCount: StoredValue<number>
  /** The GETs each address's screen started last time (src/app/early-reads.ts), for the boot script; with the consultant. */
  readonly earlyReads: StoredValue<EarlyReadsRecord>
  /** What was typed in forms and not saved yet, tagged with its consultant (src/domain/form-drafts.ts); in the tab's storage, kept through a 401. */
  readonly formDrafts: StoredValue<FormDrafts>
  /**
   * The session has ended (a 401): forget it and what was kept of its screens (bonus count, early
   * reads), since the next one signed in may be someone else.
   */
  clearSessionData(): void
  /** Logout: clearSessionData, and the redirect target, impersonation, referral and form drafts; keep locale and add-to-home refusal. */
  clearConsultantData(): void
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
  authState: storageKeys.authState,
  homeBonusCount: 'consultant.homeBonusCount',
  earlyReads: earlyReads.storageKey,
  formDrafts: 'consultant.formDrafts.v1',
} as const

interface Entry {
  value: unknown
  expiresAt: number | null
}

const isEntry = (x: unknown): x is Entry =>
  typeof x === 'object' &&
  x !== null &&
  'value' in x &&
  'expiresAt' in x &&
  (x.expiresAt === null || typeof x.expiresAt === 'number')

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

const nonEmptyString = (x: unknown): string | null => (typeof x === 'string' && x.trim() !== '' ? x.trim() : null)

export function createStoredValues({ storage, authStorage = storage, now }: StoredValuesOptions): StoredValues {
  function define<T>(
    store: Storage,
    key: string,
    lifetime: number | null,
    /** Stored and read values pass through here; null refuses them. */
    accept: (x: unknown) => T | null,
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
        let entry: unknown
        try {
          entry = JSON.parse(raw)
        } catch {
          entry = null
        }
        const value = isEntry(entry) && (entry.expiresAt === null || entry.expiresAt > now()) ? accept(entry.value) : null
        if (value === null) clear()
        return value
      },
      set(value) {
        const accepted = accept(value)
        if (accepted === null) return
        const entry: Entry = { value: accepted, expiresAt: lifetime === null ? null : now() + lifetime }
        try {
          store.setItem(key, JSON.stringify(entry))
        } catch {
          // Private mode or storage full: the value lasts for this page only.
        }
      },
      clear,
    }
  }

  const referralCode = define(storage, storedValueKeys.referralCode, storedLifetimes.referralCode, nonEmptyString)
  // Stored as normalizeCampaign wrote it; anything else read back (an edited entry) is dropped.
  const referralCampaign = define(storage, storedValueKeys.referralCampaign, storedLifetimes.referralCode, (x) =>
    typeof x === 'string' && x !== '' && normalizeCampaign(x) === x ? x : null,
  )
  const impersonation = define(storage, storedValueKeys.impersonation, storedLifetimes.impersonation, nonEmptyString)
  const redirectTarget = define(storage, storedValueKeys.redirectTarget, storedLifetimes.redirectTarget, toInternalPath)
  const addToHomeRefusal = define(storage, storedValueKeys.addToHomeRefusal, storedLifetimes.addToHomeRefusal, (x) =>
    typeof x === 'boolean' ? x : null,
  )
  const locale = define(storage, storedValueKeys.locale, storedLifetimes.locale, (x) =>
    typeof x === 'string' && isAvailableLocale(x) ? x : null,
  )
  const session = define(storage, storedValueKeys.session, storedLifetimes.session, (x) => (isStoredLogin(x) ? x : null))
  const authState = define(authStorage, storedValueKeys.authState, storedLifetimes.authState, nonEmptyString)
  const homeBonusCount = define(storage, storedValueKeys.homeBonusCount, storedLifetimes.session, (x) =>
    typeof x === 'number' && Number.isInteger(x) && x >= 0 ? Math.min(x, maxHomeBonusCount) : null,
  )

  const earlyReadsRecord = define(storage, storedValueKeys.earlyReads, storedLifetimes.session, acceptEarlyReads)
  // The tab's storage (sessionStorage in the app), as the sign-in state: a draft never outlives the tab.
  const formDrafts = define(authStorage, storedValueKeys.formDrafts, storedLifetimes.formDrafts, acceptFormDrafts)

  const clearSessionData = () => {
    session.clear()
    homeBonusCount.clear()
    earlyReadsRecord.clear()
  }

  return {
    referralCode,
    referralCampaign,
    impersonation,
    redirectTarget,
    addToHomeRefusal,
    locale,
    session,
    authState,
    homeBonusCount,
    earlyReads: earlyReadsRecord,
    formDrafts,
    clearSessionData,
    clearConsultantData() {
      clearSessionData()
      redirectTarget.clear()
      impersonation.clear()
      referralCode.clear()
      referralCampaign.clear()
      authState.clear()
      formDrafts.clear()
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
