/// <reference types="vite/client" />

/** The app's version, package.json's (vite.config.ts `define`): what the "What's new" note is of. */
declare const __APP_VERSION__: string

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

interface ImportMetaEnv {
  /** Base URL of gateway API v1. Defaults to the same-origin demo gateway at /api/v1. */
  readonly VITE_GATEWAY_URL?: string
  /** Country build: 'gh' (English only) or unset / 'multi' (en, fr, ar). See src/config/country.ts. */
  readonly VITE_COUNTRY_BUILD?: string
}
