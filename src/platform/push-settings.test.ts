import { describe, expect, it } from 'vitest'
import { fakeCaches } from './fake-caches.test-helper'
import {
  defaultPushSettings,
  forgetPushSettings,
  loadPushSettings,
  PUSH_SETTINGS_CACHE,
  PUSH_SETTINGS_KEY,
  readPushSettings,
  savePushSettings,
} from './push-settings'

const ama = 1001
const kofi = 1002
const night = { from: '22:00', to: '07:00' }

describe('push settings', () => {
  it('turns every kind on, with no quiet hours, when nothing is kept', async () => {
    expect(defaultPushSettings).toEqual({ kinds: { orders: true, commissions: true, bonuses: true, team: true, announcements: true }, quiet: null })
    expect(await loadPushSettings(ama, fakeCaches())).toEqual(defaultPushSettings)
    expect(await loadPushSettings(ama, undefined)).toEqual(defaultPushSettings)
  })

  it('reads booleans of known kinds only, two clock times as quiet hours, and nobody’s record as none', () => {
    expect(readPushSettings({ owner: ama, kinds: { orders: false, team: 'no', unknown: false }, quiet: night })).toEqual({
      owner: ama,
      settings: { kinds: { ...defaultPushSettings.kinds, orders: false }, quiet: night },
    })
    expect(readPushSettings({ owner: ama, kinds: 'garbage', quiet: { from: '25:00', to: '07:00' } })).toEqual({ owner: ama, settings: defaultPushSettings })
    // Kept before owners were (issue 12's flat record), or not a record at all: nobody's.
    expect(readPushSettings({ orders: false })).toBeNull()
    expect(readPushSettings(null)).toBeNull()
  })

  it('keeps a consultant’s choices on the device for their next visit (and the worker)', async () => {
    const storage = fakeCaches()
    await savePushSettings(ama, { kinds: { ...defaultPushSettings.kinds, bonuses: false }, quiet: night }, storage)
    expect(await loadPushSettings(ama, storage)).toEqual({ kinds: { ...defaultPushSettings.kinds, bonuses: false }, quiet: night })
  })

  it('never hands one consultant’s settings to the next person on the device', async () => {
    const storage = fakeCaches()
    await savePushSettings(ama, { kinds: { ...defaultPushSettings.kinds, bonuses: false }, quiet: night }, storage)
    expect(await loadPushSettings(kofi, storage)).toEqual(defaultPushSettings)
  })

  it('forgets them when their session ends, and leaves another consultant’s alone', async () => {
    const storage = fakeCaches()
    await savePushSettings(ama, { ...defaultPushSettings, quiet: night }, storage)
    await forgetPushSettings(kofi, storage)
    expect(await loadPushSettings(ama, storage)).toEqual({ ...defaultPushSettings, quiet: night })
    await forgetPushSettings(ama, storage)
    expect(await (await storage.open(PUSH_SETTINGS_CACHE)).match(PUSH_SETTINGS_KEY)).toBeUndefined()
  })
})
