import { describe, expect, it } from 'vitest'
import { isQuietAt, quietHoursOf, wallClockMinutes } from './quiet-hours'

const night = { from: '22:00', to: '07:00' }
const at = (iso: string) => new Date(iso)

describe('isQuietAt', () => {
  it('runs across midnight: quiet from 22:00, through midnight, until 07:00 (from in, to out)', () => {
    const zone = 'Africa/Accra' // UTC all year: Ghana keeps no daylight saving time
    expect(isQuietAt(at('2026-11-25T21:59:00Z'), night, zone)).toBe(false)
    expect(isQuietAt(at('2026-11-25T22:00:00Z'), night, zone)).toBe(true)
    expect(isQuietAt(at('2026-11-25T23:59:00Z'), night, zone)).toBe(true)
    expect(isQuietAt(at('2026-11-26T00:00:00Z'), night, zone)).toBe(true)
    expect(isQuietAt(at('2026-11-26T06:59:00Z'), night, zone)).toBe(true)
    expect(isQuietAt(at('2026-11-26T07:00:00Z'), night, zone)).toBe(false)
    expect(isQuietAt(at('2026-11-26T12:00:00Z'), night, zone)).toBe(false)
  })

  it('a range within one day: from in, to out', () => {
    const lunch = { from: '12:30', to: '14:00' }
    expect(isQuietAt(at('2026-11-25T12:29:00Z'), lunch, 'Africa/Accra')).toBe(false)
    expect(isQuietAt(at('2026-11-25T12:30:00Z'), lunch, 'Africa/Accra')).toBe(true)
    expect(isQuietAt(at('2026-11-25T13:59:00Z'), lunch, 'Africa/Accra')).toBe(true)
    expect(isQuietAt(at('2026-11-25T14:00:00Z'), lunch, 'Africa/Accra')).toBe(false)
  })

  it('is off when from equals to, and when there is no range', () => {
    for (const hour of ['00', '06', '12', '22']) {
      expect(isQuietAt(at(`2026-11-25T${hour}:00:00Z`), { from: '22:00', to: '22:00' }, 'Africa/Accra')).toBe(false)
      expect(isQuietAt(at(`2026-11-25T${hour}:00:00Z`), null, 'Africa/Accra')).toBe(false)
    }
  })

  it('reads the wall clock of the device’s zone: one instant, quiet in Accra, not in Paris or New York', () => {
    const instant = at('2026-11-25T06:30:00Z') // 06:30 in Accra, 07:30 in Paris, 01:30 in New York
    expect(isQuietAt(instant, night, 'Africa/Accra')).toBe(true)
    expect(isQuietAt(instant, night, 'Europe/Paris')).toBe(false)
    expect(isQuietAt(instant, night, 'America/New_York')).toBe(true)
  })

  describe('on days daylight saving time changes (the range keeps its local meaning)', () => {
    it('Europe/Paris, spring forward (29 March 2026, 02:00 → 03:00)', () => {
      // 05:30Z is 07:30 CEST (summer time from 01:00Z): awake. At the winter offset it would read 06:30, quiet.
      expect(isQuietAt(at('2026-03-29T05:30:00Z'), night, 'Europe/Paris')).toBe(false)
      expect(isQuietAt(at('2026-03-29T04:30:00Z'), night, 'Europe/Paris')).toBe(true) // 06:30 CEST
      expect(isQuietAt(at('2026-03-28T21:30:00Z'), night, 'Europe/Paris')).toBe(true) // 22:30 CET, the evening before
      expect(wallClockMinutes(at('2026-03-29T01:00:00Z'), 'Europe/Paris')).toBe(3 * 60) // 02:00 never happens: 03:00
    })

    it('Europe/Paris, fall back (25 October 2026, 03:00 → 02:00)', () => {
      // 05:30Z is 06:30 CET (winter time from 01:00Z): still quiet. At the summer offset it would read 07:30, awake.
      expect(isQuietAt(at('2026-10-25T05:30:00Z'), night, 'Europe/Paris')).toBe(true)
      expect(isQuietAt(at('2026-10-25T06:00:00Z'), night, 'Europe/Paris')).toBe(false) // 07:00 CET
      // 02:30 comes twice; both are quiet.
      expect(isQuietAt(at('2026-10-25T00:30:00Z'), night, 'Europe/Paris')).toBe(true)
      expect(isQuietAt(at('2026-10-25T01:30:00Z'), night, 'Europe/Paris')).toBe(true)
    })

    it('America/New_York, spring forward (8 March 2026, 02:00 → 03:00)', () => {
      // 11:30Z is 07:30 EDT: awake. At the winter offset (-5) it would read 06:30, quiet.
      expect(isQuietAt(at('2026-03-08T11:30:00Z'), night, 'America/New_York')).toBe(false)
      expect(isQuietAt(at('2026-03-08T10:59:00Z'), night, 'America/New_York')).toBe(true) // 06:59 EDT
      expect(isQuietAt(at('2026-03-08T03:00:00Z'), night, 'America/New_York')).toBe(true) // 22:00 EST, the evening before
    })

    it('America/New_York, fall back (1 November 2026, 02:00 → 01:00)', () => {
      // 11:30Z is 06:30 EST: still quiet. At the summer offset (-4) it would read 07:30, awake.
      expect(isQuietAt(at('2026-11-01T11:30:00Z'), night, 'America/New_York')).toBe(true)
      expect(isQuietAt(at('2026-11-01T12:00:00Z'), night, 'America/New_York')).toBe(false) // 07:00 EST
    })
  })

  it('a zone the engine does not know reads as the device’s own, rather than failing the push', () => {
    expect(() => isQuietAt(at('2026-11-25T23:00:00Z'), night, 'Mars/Olympus_Mons')).not.toThrow()
  })
})

describe('quietHoursOf', () => {
  it('reads two clock times, and anything else as no range', () => {
    expect(quietHoursOf({ from: '22:00', to: '07:00' })).toEqual({ from: '22:00', to: '07:00' })
    expect(quietHoursOf({ from: '24:00', to: '07:00' })).toBeNull()
    expect(quietHoursOf({ from: '7:00', to: '22:00' })).toBeNull()
    expect(quietHoursOf({ from: '22:00' })).toBeNull()
    expect(quietHoursOf('22:00-07:00')).toBeNull()
    expect(quietHoursOf(null)).toBeNull()
  })
})
