import * as v from 'valibot'
import { Id, ListOf, Named } from './common'

/** Every reference list: GET ewoks/<list>?active=1&sort=name (time-slots: sort=sort). */
export const NamedList = ListOf(Named)
export type NamedList = v.InferOutput<typeof NamedList>

/** GET ewoks/sky-states/{id}/sky-cities: cities of a state, each with its districts. */
export const Cities = ListOf(v.object({ id: Id, name: v.string(), districts: v.array(v.string()) }))
export type Cities = v.InferOutput<typeof Cities>

/** GET ewoks/levels/{levelId} */
export const Level = v.object({
  id: Id,
  name: v.string(),
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
  advantages: v.array(v.string()),
  /** What it takes to keep this level. */
  requirements: v.array(v.string()),
  next_level: v.nullable(
    v.object({ id: Id, name: v.string(), advantages: v.array(v.string()), requirements: v.array(v.string()) }),
  ),
})
export type Level = v.InferOutput<typeof Level>

export const REFERENCE_LISTS = ['banks', 'recruitment-channels', 'languages', 'networks', 'time-slots', 'jforce-types', 'sky-states'] as const
export type ReferenceList = (typeof REFERENCE_LISTS)[number]
