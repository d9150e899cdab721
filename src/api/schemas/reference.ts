import * as v from 'valibot'
import { Count, Id, ListOf, Named } from './common'

/** Every reference list: GET ewoks/<list>?active=1&sort=name (time-slots: sort=sort). */
export const NamedList = ListOf(Named)
export type NamedList = v.InferOutput<typeof NamedList>

/** GET ewoks/sky-states/{id}/sky-cities: cities of a state, each with its districts. */
export const Cities = ListOf(v.object({ id: Id, name: v.string(), districts: v.array(v.string()) }))
export type Cities = v.InferOutput<typeof Cities>

/**
 * A level's monthly targets in units the app can measure against the consultant's own figures
 * (ours, optional: docs/contract.md). Each is optional; a level without targets has only its
 * `requirements` in words.
 */
export const LevelTargets = v.object({
  /** Order items completed within the calendar month (what orders-success-rate-by-period counts). */
  completed_orders: v.optional(Count),
  /** The month's success rate, percent (0-100), at least. */
  success_rate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  /** Team members whose account is active, at least. */
  active_team_members: v.optional(Count),
})
export type LevelTargets = v.InferOutput<typeof LevelTargets>

/** GET ewoks/levels/{levelId} */
export const Level = v.object({
  id: Id,
  name: v.string(),
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
  advantages: v.array(v.string()),
  /** What it takes to keep this level. */
  requirements: v.array(v.string()),
  targets: v.optional(LevelTargets),
  next_level: v.nullable(
    v.object({
      id: Id,
      name: v.string(),
      advantages: v.array(v.string()),
      requirements: v.array(v.string()),
      /** What it takes to reach it, measurable (ours, optional). */
      targets: v.optional(LevelTargets),
    }),
  ),
})
export type Level = v.InferOutput<typeof Level>

export const REFERENCE_LISTS = ['banks', 'recruitment-channels', 'languages', 'networks', 'time-slots', 'jforce-types', 'sky-states'] as const
export type ReferenceList = (typeof REFERENCE_LISTS)[number]
