import type { Context } from 'hono'
import { queryArray, validationFailed } from '../http'
import { dayRange, parseDay, type DayRange } from './calendar'

/**
 * Query-string validation for the commerce routes. Problems are collected by
 * property and answered once as VALIDATION_FAILED, e.g. { date_from: ['invalid_date'] }.
 */
export function queryReader(c: Context) {
  const errors: Record<string, string[]> = {}
  const fail = (name: string, code: string) => {
    ;(errors[name] ??= []).push(code)
  }

  const day = (name: string, required: boolean): number | undefined => {
    const raw = c.req.query(name)
    if (raw === undefined || raw === '') {
      if (required) fail(name, 'invalid_date')
      return undefined
    }
    const ms = parseDay(raw)
    if (ms === null) fail(name, 'invalid_date')
    return ms ?? undefined
  }

  return {
    /** True when something failed; answer with `respond()`. */
    failed: () => Object.keys(errors).length > 0,
    respond: () => validationFailed(c, errors),

    /** Required date_from and date_to (inclusive calendar days, from ≤ to). */
    range(): DayRange | undefined {
      const from = day('date_from', true)
      const to = day('date_to', true)
      if (from === undefined || to === undefined) return undefined
      if (to < from) {
        fail('date_to', 'before_date_from')
        return undefined
      }
      return dayRange(from, to)
    },

    /** Optional inclusive range from `<prefix>_from` and `<prefix>_to` (either may be missing). */
    optionalRange(prefix: string): { fromMs: number; toMs: number } | undefined {
      const from = day(`${prefix}_from`, false)
      const to = day(`${prefix}_to`, false)
      if (from === undefined && to === undefined) return undefined
      return { fromMs: from ?? Number.NEGATIVE_INFINITY, toMs: to === undefined ? Number.POSITIVE_INFINITY : dayRange(to, to).toMs }
    },

    /** Optional single value among `allowed`. */
    option<T extends string>(name: string, allowed: readonly T[]): T | undefined {
      const raw = c.req.query(name)
      if (raw === undefined || raw === '') return undefined
      if ((allowed as readonly string[]).includes(raw)) return raw as T
      fail(name, 'invalid')
      return undefined
    },

    /** Repeated `name[]` values, each among `allowed`. */
    options<T extends string>(name: string, allowed: readonly T[]): T[] {
      const values = queryArray(c, name).filter((x) => x !== '')
      const bad = values.filter((x) => !(allowed as readonly string[]).includes(x))
      if (bad.length > 0) fail(name, 'invalid')
      return values.filter((x): x is T => (allowed as readonly string[]).includes(x))
    },

    /** Optional positive integer within [min, max]. */
    int(name: string, fallback: number, min: number, max: number): number {
      const raw = c.req.query(name)
      if (raw === undefined || raw === '') return fallback
      const n = Number(raw)
      if (!/^\d+$/.test(raw) || n < min || n > max) {
        fail(name, 'invalid')
        return fallback
      }
      return n
    },
  }
}
