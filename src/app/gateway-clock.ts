import type { StoredValue } from './stored-values'

/**
 * The gateway's clock as this device reckons it (issue 37 §8), for the limits that protect others (a staff member's
 * view of an account, the session): the device's clock is anyone's to move. Offline, the last offset holds; a device
 * clock moved back past the last reading ends what it times, so no clock moved after a sign-in extends it.
 */

/** The last reading: the gateway's clock minus the device's (ms), and the device's time it was taken at (epoch ms). */
export interface GatewayReading {
  readonly offset: number
  readonly at: number
}

export interface GatewayClock extends StoredValue<GatewayReading> {
  /**
   * The gateway's time now (epoch ms): the device's clock and the last offset; the device's clock alone before any
   * reading. Null when the device's clock is behind the last reading (moved back): nothing timed by it holds.
   */
  now(): number | null
  /** A gateway answer's `Date` header, read when it came in. A missing or unreadable one changes nothing. */
  measure(date: string | null): void
}

/**
 * A reading this close to the kept one is not stored again (`Date` has whole seconds: each answer would write), and
 * the device's clock may step back this much (a time sync) and end nothing. build/preload-options.ts keeps the same.
 */
export const gatewayClockSlackMs = 60_000

export function acceptGatewayReading(x: unknown): GatewayReading | null {
  if (typeof x !== 'object' || x === null) return null
  const { offset, at } = x as Partial<Record<keyof GatewayReading, unknown>>
  return typeof offset === 'number' && Number.isFinite(offset) && typeof at === 'number' && Number.isFinite(at) ? { offset, at } : null
}

/** The clock of a stored reading and the device's clock. */
export function gatewayClockOf(reading: StoredValue<GatewayReading>, deviceNow: () => number): GatewayClock {
  return {
    ...reading,
    now() {
      const device = deviceNow()
      const last = reading.get()
      if (last === null) return device
      return device < last.at - gatewayClockSlackMs ? null : device + last.offset
    },
    measure(date) {
      const gateway = date === null ? NaN : Date.parse(date)
      if (!Number.isFinite(gateway)) return
      const device = deviceNow()
      const offset = gateway - device
      const last = reading.get()
      if (last !== null && Math.abs(offset - last.offset) < gatewayClockSlackMs && Math.abs(device - last.at) < gatewayClockSlackMs) return
      reading.set({ offset, at: device })
    },
  }
}
