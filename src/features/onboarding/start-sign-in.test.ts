import { describe, expect, it, vi } from 'vitest'
import { storageKeys } from '../../config/constants'
import { startSignIn } from './start-sign-in'

function ports(answer: { sso: number; url: string; state: string }) {
  const stored = new Map<string, string>()
  const go = vi.fn<(url: string) => void>()
  return {
    stored,
    go,
    ports: {
      auth: { getAuthUrl: () => Promise.resolve(answer) },
      storage: { setItem: (key: string, value: string) => void stored.set(key, value) },
      go,
    },
  }
}

describe('startSignIn', () => {
  it('stores the state and goes to the central sign-in when sso is 1', async () => {
    const { stored, go, ports: p } = ports({ sso: 1, url: 'https://sso.example/login?s=abc', state: 'abc' })
    await startSignIn(p)
    expect(stored.get(storageKeys.authState)).toBe('abc')
    expect(go).toHaveBeenCalledWith('https://sso.example/login?s=abc')
  })

  it('fails without leaving when the gateway offers no central sign-in', async () => {
    const { go, ports: p } = ports({ sso: 0, url: '', state: 'abc' })
    await expect(startSignIn(p)).rejects.toThrow()
    expect(go).not.toHaveBeenCalled()
  })

  it('lets a gateway failure through and stores nothing', async () => {
    const { stored, go, ports: p } = ports({ sso: 1, url: 'x', state: 'y' })
    const failing = { ...p, auth: { getAuthUrl: () => Promise.reject(new Error('network')) } }
    await expect(startSignIn(failing)).rejects.toThrow('network')
    expect(stored.size).toBe(0)
    expect(go).not.toHaveBeenCalled()
  })
})
