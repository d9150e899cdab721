/** Business constants and limits of the specification, section 9. */

const second = 1000
const hour = 60 * 60 * second
const day = 24 * hour

export const layout = {
  /** Desktop layout applies at this viewport width (px) and wider. */
  desktopMinWidth: 960,
  /** The scroll-to-top button appears after this many px of scroll. */
  scrollToTopAfter: 400,
  dialogWidth: 290,
  agreementDialogWidth: 600,
} as const

export const pageSizes = {
  notifications: 10,
  successRates: 10,
} as const

/** A notification is 'new' while younger than this. */
export const notificationNewFor = day
/** Success rates are shown to this many decimals. */
export const successRateDecimals = 1

/** The login-error alert clears itself after this delay (ms). */
export const loginErrorTimeout = 5 * second

/** How long stored values live (ms). */
export const lifetimes = {
  referralCode: 7 * day,
  addToHomeRefusal: 7 * day,
  impersonation: day,
  redirectTarget: hour,
} as const

/** An order item counts as completed this many days after delivery. */
export const completedAfterDays = 7

/** ISO dates (YYYY-MM-DD). */
export const commissionStartDate = '2019-10-01'
export const defaultPeriodStart = '2019-01-01'

/** A lazily loaded chunk that takes longer than this (ms) counts as failed. */
export const chunkLoadTimeout = 120 * second

/**
 * The service worker's cache of gateway answers (offline reading). Ours, not the spec's.
 * Read by the build (pwa.config.ts) and by the app (logout deletes the cache).
 */
export const offlineCache = {
  /** The Cache Storage name of the gateway's GET answers. */
  apiCacheName: 'gateway-api-v1',
  /** Header the service worker stamps on every answer it caches: when it came from the network (ISO 8601). */
  syncedAtHeader: 'x-synced-at',
  /**
   * Request header of a cached read (src/api/cached-read.ts): the service worker answers it from this cache
   * only, under the same consultant-and-language key, and never sends it to the network (pwa.config.ts).
   */
  cacheOnlyHeader: 'x-cache-only',
  /**
   * Header of the worker's answer to a cached read with nothing kept (an empty 204: an error status would be
   * logged in the console on every screen not cached yet).
   */
  notCachedHeader: 'x-not-cached',
  /** A GET waits this long for the network (slow mobile data) before the cached answer is shown (s). */
  networkTimeoutSeconds: 4,
  /**
   * Online, the connection notice ("The network is slow — showing data from …") shows only once cached answers have
   * been on screen this long without the network's replacing them (ms); offline it shows at once. A second is where a
   * wait stops feeling immediate: a network that answers within it (slow 4G usually does, a few hundred ms after the
   * cache) replaces the figures in place and flashes no notice, one that does not is slow enough to say so, and the
   * time is shown well before the worker gives up on the network (networkTimeoutSeconds).
   */
  slowNetworkNoticeMs: 1_000,
  /** Cached answers kept at most (entries, age in s). */
  maxEntries: 300,
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const

export const nameLength = { min: 3, max: 100 } as const

/** Keys of values kept in the browser's storage. */
export const storageKeys = {
  /** sessionStorage: the state sent to the central sign-in, checked on /login/callback. */
  authState: 'auth.state',
  /** localStorage: the language the consultant picked. */
  locale: 'preferences.locale',
  /** localStorage: 'light' or 'dark' when the consultant picked one. */
  colorMode: 'preferences.colorMode',
} as const

/**
 * Early reads (src/app/early-reads.ts and the boot script, build/route-preload.ts): where the
 * app keeps each address's first reads, where the boot script leaves their answers, and limits.
 */
export const earlyReads = {
  /** localStorage, with the consultant's data (StoredValues.earlyReads). */
  storageKey: 'consultant.earlyReads.v1',
  /**
   * Where the boot script's answers wait: `window[Symbol.for(symbol)]`. A symbol, because a string-named
   * property of window can be an element of the page (`<a id="__earlyReads">` in content did that).
   */
  symbol: 'consultant.earlyReads',
  /** Addresses kept (the most recently loaded). */
  addresses: 10,
  /** Reads started per address. */
  reads: 6,
  /** After this, an answer not taken is dropped and the client asks the network. */
  takeWithinMs: 15_000,
} as const

/**
 * The intro painted from HTML (issue 21 goal 2, build/prerender.ts): one page per language, which the host picks by a
 * cookie the app keeps, then Accept-Language; the page's head script starts the app's scripts.
 */
export const prerenderedPages = {
  /**
   * The cookie naming the language of the page the host (tests/scripts/serve-app.ts, the README's nginx map) and the
   * service worker send: the app keeps it equal to its stored language (src/app/language-cookie.ts). A display
   * preference of the device, as the stored language: never cleared at sign-out.
   */
  languageCookie: 'lang',
  /** A year; renewed at each start of the app. */
  cookieMaxAgeSeconds: 365 * 24 * 60 * 60,
  /** `window[Symbol.for(startedSymbol)]`: the page has put the app's scripts in (build/prerender.ts startSource), once. */
  startedSymbol: 'consultant.appStarted',
} as const
