import { describe, expect, it } from 'vitest'
import { defaultPushSettings, loadPushSettings, parsePushSettings, savePushSettings } from './push-settings'

/** Cache Storage as far as the settings use it. */
function fakeCaches(): CacheStorage {
  const caches = new Map<string, Map<string, Response>>()
  return {
    open: async (name: string) => {
      const entries = caches.get(name) ?? new Map<string, Response>()
      caches.set(name, entries)
      return {
        match: async (key: string) => entries.get(key)?.clone(),
        put: async (key: string, answer: Response) => void entries.set(key, answer),
      } as unknown as Cache
    },
  } as unknown as CacheStorage
}

describe('push settings', () => {
  it('turns every kind on when nothing is kept', async () => {
    expect(defaultPushSettings).toEqual({ orders: true, commissions: true, bonuses: true, team: true, announcements: true })
    expect(await loadPushSettings(fakeCaches())).toEqual(defaultPushSettings)
    expect(await loadPushSettings(undefined)).toEqual(defaultPushSettings)
  })

  it('reads booleans of known kinds only', () => {
    expect(parsePushSettings({ orders: false, team: 'no', unknown: false })).toEqual({ ...defaultPushSettings, orders: false })
    expect(parsePushSettings('garbage')).toEqual(defaultPushSettings)
    expect(parsePushSettings(null)).toEqual(defaultPushSettings)
  })

  it('keeps a choice on the device for the next visit (and the worker)', async () => {
    const storage = fakeCaches()
    await savePushSettings({ ...defaultPushSettings, bonuses: false }, storage)
    expect(await loadPushSettings(storage)).toEqual({ ...defaultPushSettings, bonuses: false })
  })
})
