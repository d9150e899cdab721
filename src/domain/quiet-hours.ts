/**
 * Quiet hours (issue 22 §7): a time range of the day, on the device's clock, in which a push notification comes
 * without sound or vibration. The service worker asks `isQuietAt` when a push arrives (push-sw.ts); the
 * notifications screen keeps the range with the other push settings (src/platform/push-settings.ts).
 */

/** From and to, each `HH:MM` on a 24-hour clock, local time. From later than to runs across midnight (22:00–07:00). */
export interface QuietHours {
  readonly from: string
  readonly to: string
}

/** What a consultant gets when they turn quiet hours on: the night. */
export const defaultQuietHours: QuietHours = { from: '22:00', to: '07:00' }

/** `HH:MM` on a 24-hour clock, as `<input type="time">` gives it. */
export const isClockTime = (value: unknown): value is string => typeof value === 'string' && /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value)

/** A kept range, or null for none (anything that is not two clock times reads as none). */
export function quietHoursOf(raw: unknown): QuietHours | null {
  if (raw === null || typeof raw !== 'object') return null
  const { from, to } = raw as Record<string, unknown>
  return isClockTime(from) && isClockTime(to) ? { from, to } : null
}

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

// module state: one Intl formatter per time zone (made once: the worker asks on every push).
// module state: Intl clocks by time zone, built once (no one's data)
const clocks = new Map<string, Intl.DateTimeFormat>()

function clockIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? ''
  let clock = clocks.get(key)
  if (!clock) {
    try {
      clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
    } catch {
      // A zone this engine does not know: the device's own.
      clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    }
    clocks.set(key, clock)
  }
  return clock
}

/** Minutes since midnight of `instant` on the wall clock of `timeZone` (the device's when not given). */
export function wallClockMinutes(instant: Date | number, timeZone?: string): number {
  const parts = clockIn(timeZone).formatToParts(instant)
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return (part('hour') % 24) * 60 + part('minute')
}

/**
 * Whether `instant` falls in the quiet hours, read on the wall clock of `timeZone` (the device's zone: the worker
 * passes `Intl.DateTimeFormat().resolvedOptions().timeZone`), so a range keeps its local meaning across a change
 * of daylight saving time. From is in, to is out; from equal to to is no range at all (off).
 */
export function isQuietAt(instant: Date | number, range: QuietHours | null, timeZone?: string): boolean {
  if (!range || range.from === range.to) return false
  const now = wallClockMinutes(instant, timeZone)
  const from = minutesOf(range.from)
  const to = minutesOf(range.to)
  return from < to ? now >= from && now < to : now >= from || now < to
}
