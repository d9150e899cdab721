import { Cities, Level, NamedList, type ReferenceList } from '../schemas'
import type { Send } from '../request'

/** Reference lists: active entries only, sorted by name (time slots by their own order). */
export const referenceService = (send: Send) => ({
  list: (list: ReferenceList) =>
    send({ method: 'get', path: `ewoks/${list}`, schema: NamedList, query: { active: 1, sort: list === 'time-slots' ? 'sort' : 'name' } }),
  cities: (stateId: number) => send({ method: 'get', path: `ewoks/sky-states/${stateId}/sky-cities`, schema: Cities, query: { active: 1, sort: 'name' } }),
  level: (levelId: number) => send({ method: 'get', path: `ewoks/levels/${levelId}`, schema: Level }),
})
