import { describe, expect, it } from 'vitest'
import type { GatewayClient } from '../api'
import { referenceLists } from './reference-lists'

describe('referenceLists', () => {
  it('reads each list through the client, a region’s cities by its numeric id, and gives the entries', async () => {
    const calls: string[] = []
    const client = {
      reference: {
        list: (name: string) => {
          calls.push(name)
          return Promise.resolve({ data: [{ id: 1, name }] })
        },
        cities: (stateId: number) => {
          calls.push(`cities:${typeof stateId}:${stateId}`)
          return Promise.resolve({ data: [{ id: 7, name: 'Accra', districts: [] }] })
        },
      },
    } as unknown as GatewayClient
    const lists = referenceLists(client)
    expect(await lists.states()).toEqual([{ id: 1, name: 'sky-states' }])
    expect(await lists.channels()).toEqual([{ id: 1, name: 'recruitment-channels' }])
    expect(await lists.languages()).toEqual([{ id: 1, name: 'languages' }])
    expect(await lists.cities('12')).toEqual([{ id: 7, name: 'Accra', districts: [] }])
    expect(calls).toEqual(['sky-states', 'recruitment-channels', 'languages', 'cities:number:12'])
  })
})
