import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { LoginData } from '../../../src/api/schemas'

/** The device's stored session's key (src/app/stored-values.ts). */
export const sessionKey = 'consultant.session.v1'

/** The session the device stores now, as a page reads it, or null. */
export async function storedLogin(page: Page): Promise<LoginData | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), sessionKey)
  return raw === null ? null : v.parse(LoginData, JSON.parse(raw).value)
}
