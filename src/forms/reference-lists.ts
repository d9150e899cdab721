import type { GatewayClient } from '../api'
import type { NamedList } from '../api/schemas/reference'
import type { PlaceLists } from './place-fields'

/** The reference lists the consultant's forms choose from (register, personal info): regions and their cities, channels, languages. */
export interface ReferenceLists extends PlaceLists {
  readonly channels: () => Promise<NamedList['data']>
  readonly languages: () => Promise<NamedList['data']>
}

/** The lists read through the client (the routes give them to the forms; each loads when its field shows). */
export function referenceLists(client: GatewayClient): ReferenceLists {
  return {
    states: () => client.reference.list('sky-states').then((list) => list.data),
    channels: () => client.reference.list('recruitment-channels').then((list) => list.data),
    languages: () => client.reference.list('languages').then((list) => list.data),
    cities: (stateId) => client.reference.cities(Number(stateId)).then((list) => list.data),
  }
}
