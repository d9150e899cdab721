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
