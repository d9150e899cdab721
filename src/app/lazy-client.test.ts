import { describe, expect, it, vi } from 'vitest'
import type { GatewayClient } from '../api'
import { createLazyClient } from './lazy-client'

describe('lazy client', () => {
  it('loads the real client once, on the first call, and forwards calls', async () => {
    const getAuthUrl = vi.fn(() => Promise.resolve({ sso: 1, url: 'https://sso', state: 's' }))
    const load = vi.fn(() => Promise.resolve({ auth: { getAuthUrl } } as unknown as GatewayClient))
    const client = createLazyClient(load)
    expect(load).not.toHaveBeenCalled()
    await expect(client.auth.getAuthUrl()).resolves.toEqual({ sso: 1, url: 'https://sso', state: 's' })
    await client.auth.getAuthUrl()
    expect(load).toHaveBeenCalledTimes(1)
    expect(getAuthUrl).toHaveBeenCalledTimes(2)
  })

  it('tries the load again after a failed chunk load', async () => {
    const real = { auth: { getAuthUrl: () => Promise.resolve('ok') } } as unknown as GatewayClient
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(real)
    const client = createLazyClient(load)
    await expect(client.auth.getAuthUrl()).rejects.toThrow(TypeError)
    await expect(client.auth.getAuthUrl()).resolves.toBe('ok')
  })

  it('runs each real call through the runner taken when the method was called (before the client had loaded)', async () => {
    let context = 'loading /home'
    const seen: string[] = []
    const homepage = vi.fn(() => {
      seen.push(context)
      return Promise.resolve([])
    })
    let release: (client: GatewayClient) => void = () => {}
    const load = () => new Promise<GatewayClient>((resolve) => (release = resolve))
    const client = createLazyClient(load, {
      carry: () => {
        const captured = context
        return (call) => {
          const previous = context
          context = captured
          try {
            return call()
          } finally {
            context = previous
          }
        }
      },
    })
    const answer = client.bonuses.homepage(7)
    context = 'idle'
    release({ bonuses: { homepage } } as unknown as GatewayClient)
    await answer
    expect(seen).toEqual(['loading /home'])
    expect(context).toBe('idle')
  })
})
