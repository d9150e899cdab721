import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Flags for a Chromium in a container or CI: no sandbox, no GPU, nothing phoning home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const systemChromiums = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** Playwright's own Chromium when downloaded, else a system one; undefined when there is none. */
export function findChromium() {
  try {
    const own = chromium.executablePath()
    if (own && existsSync(own)) return own
  } catch {
    // Playwright has no Chromium for this platform: try the system's.
  }
  return systemChromiums.find((path) => existsSync(path))
}
