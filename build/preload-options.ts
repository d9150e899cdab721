/**
 * What the boot script (build/route-preload.ts) must read as the app reads it. The Vite config
 * cannot import the app's modules (they read import.meta.env at load), so these are written
 * here and route-preload.test.ts holds them equal to src/app/stored-values.ts, src/app/gateway-clock.ts and src/config/country.ts.
 */
export const preloadStorage = {
  session: 'consultant.session.v1',
  locale: 'preferences.locale',
  /** The gateway's clock (src/app/gateway-clock.ts): the session's expiry is in its time. */
  gatewayClock: 'device.gatewayClock',
} as const

/** How far back the device's clock may step before the gateway's reads as unknown (src/app/gateway-clock.ts `gatewayClockSlackMs`). */
export const gatewayClockSlackMs = 60_000

/** The languages of a country build (VITE_COUNTRY_BUILD), its default first. */
export function buildLanguages(build: string | undefined): { readonly locales: readonly string[]; readonly defaultLocale: string } {
  return build === 'gh' ? { locales: ['en'], defaultLocale: 'en' } : { locales: ['en', 'fr', 'ar'], defaultLocale: 'en' }
}
