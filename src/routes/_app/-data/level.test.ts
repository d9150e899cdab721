import { describe, expect, it } from 'vitest'
import type { GatewayClient, TeamMember } from '../../../api'
import { monthFigures } from './level'

const member = (id: number, status: TeamMember['status']) => ({ id, status }) as TeamMember

describe('monthFigures', () => {
  it('reads the calendar month of now and counts the active team members only', async () => {
    const ranges: unknown[] = []
    const client = {
      orders: {
        successRate: async (_id: number, range: unknown) => {
          ranges.push(range)
          return { from_date: '2026-11-01', to_date: '2026-11-30', success_rate: 83.1, orders_completed: 123, orders_failed: 25 }
        },
      },
      team: { members: async () => ({ data: [member(1, 'active'), member(2, 'inactive'), member(3, 'active'), member(4, 'suspended')], total: 4 }) },
    } as unknown as Pick<GatewayClient, 'orders' | 'team'>
    expect(await monthFigures(client, 1001, new Date(2026, 10, 23))).toEqual({ completed: 123, failed: 25, successRate: 83.1, activeTeamMembers: 2 })
    expect(ranges).toEqual([{ date_from: '2026-11-01', date_to: '2026-11-30' }])
  })

  it('fails when either read fails (one Try again for both)', async () => {
    const client = {
      orders: { successRate: async () => ({ from_date: 'x', to_date: 'x', success_rate: null, orders_completed: 0, orders_failed: 0 }) },
      team: { members: () => Promise.reject(new Error('offline')) },
    } as unknown as Pick<GatewayClient, 'orders' | 'team'>
    await expect(monthFigures(client, 1001, new Date(2026, 10, 23))).rejects.toThrow('offline')
  })
})
