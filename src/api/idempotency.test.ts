import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_KEY, newIdempotencyKey } from './idempotency'

describe('newIdempotencyKey', () => {
  it('makes a new key each time, of the shape the gateway accepts', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey)
    expect(new Set(keys).size).toBe(50)
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY)
  })
})
