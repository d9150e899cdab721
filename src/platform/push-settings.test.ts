import { describe, expect, it } from 'vitest'
import { fakeCaches } from './fake-caches.test-helper'
import { defaultPushSettings, loadPushSettings, parsePushSettings, savePushSettings } from './push-settings'

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
