import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { PaymentMethod, PaymentMethods, UploadedImage } from '../src/api/schemas'
import { newIdempotencyKey } from '../src/api/idempotency'
import { solidPng } from './identity/images'
import { IDEMPOTENCY_LIFETIME_MS } from './idempotency'
import { createGatewayForTests } from './testing'

const NOW = new Date('2026-11-21T10:00:00Z')
const momo = { full_name: 'Ama Mensah', phone_number: '02441234567' }

function gateway() {
  const { app, store, tokenFor } = createGatewayForTests({ now: NOW })
  const token = tokenFor('active')
  const addMomo = (key: string | null, body: unknown = momo, as = token) =>
    app.request('/api/v1/ewoks/consultants/1001/payment-methods/mobile_money', {
      method: 'POST',
      headers: { 'X-Jforce-Token': as, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(body),
    })
  const accounts = async () => {
    const listed = await app.request('/api/v1/ewoks/consultants/1001/payment-methods', { headers: { 'X-Jforce-Token': token } })
    return v.parse(PaymentMethods, await listed.json()).data.filter((m) => m.type === 'mobile_money')
  }
  const upload = (as: string, key: string) => {
    const body = new FormData()
    body.append('file', new Blob([solidPng(4, [1, 2, 3]).slice().buffer], { type: 'image/png' }), 'id.png')
    return app.request('/api/v1/ewoks/upload-image', { method: 'POST', headers: { 'X-Jforce-Token': as, 'Idempotency-Key': key }, body })
  }
  return { app, store, token, tokenFor, addMomo, accounts, upload }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Idempotency-Key at the demo gateway', () => {
  it('answers a repeat (same key, consultant and route) with the first result, and adds one account', async () => {
    const { addMomo, accounts } = gateway()
    const before = (await accounts()).length
    const key = newIdempotencyKey()
    const first = await addMomo(key)
    expect(first.status).toBe(200)
    const created = v.parse(PaymentMethod, await first.json())
    const again = await addMomo(key)
    expect(again.status).toBe(200)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(created)
    expect(await accounts()).toHaveLength(before + 1)
  })

  it("a new key is a new write; no key at all is the spec's call, done every time", async () => {
    const { addMomo, accounts } = gateway()
    const before = (await accounts()).length
    await addMomo(newIdempotencyKey())
    await addMomo(newIdempotencyKey())
    await addMomo(null)
    await addMomo(null)
    expect(await accounts()).toHaveLength(before + 4)
  })

  it('a repeat that arrives while the first is still being done waits for it: one account', async () => {
    const { addMomo, accounts } = gateway()
    const before = (await accounts()).length
    const key = newIdempotencyKey()
    const answers = await Promise.all([addMomo(key), addMomo(key), addMomo(key)])
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    expect(await accounts()).toHaveLength(before + 1)
  })

  it('keeps no refusal: after a VALIDATION_FAILED the same key may try again', async () => {
    const { addMomo, accounts } = gateway()
    const before = (await accounts()).length
    const key = newIdempotencyKey()
    expect((await addMomo(key, { ...momo, phone_number: '00000000000' })).status).toBe(422)
    expect((await addMomo(key)).status).toBe(200)
    expect(await accounts()).toHaveLength(before + 1)
  })

  it('refuses the same key with another body, and a key of the wrong shape', async () => {
    const { addMomo, accounts } = gateway()
    const before = (await accounts()).length
    const key = newIdempotencyKey()
    await addMomo(key)
    const other = await addMomo(key, { ...momo, full_name: 'Ama Serwaa Mensah' })
    expect(other.status).toBe(422)
    expect(await other.json()).toEqual({ success: false, error_message: 'IDEMPOTENCY_KEY_REUSED' })
    for (const bad of ['short', 'x'.repeat(65), 'with spaces in it!!', '../../../../etc/passwd']) {
      const answer = await addMomo(bad)
      expect(answer.status, bad).toBe(400)
      expect(await answer.json()).toEqual({ success: false, error_message: 'INVALID_IDEMPOTENCY_KEY' })
    }
    expect(await accounts()).toHaveLength(before + 1)
  })

  it('scopes keys by consultant: another consultant sending the same key gets their own result', async () => {
    const { upload, token, tokenFor } = gateway()
    const key = newIdempotencyKey()
    const mine = v.parse(UploadedImage, await (await upload(token, key)).json())
    // The same picture sent again (a new multipart boundary): the first result.
    expect(v.parse(UploadedImage, await (await upload(token, key)).json())).toEqual(mine)
    const theirs = v.parse(UploadedImage, await (await upload(tokenFor('store'), key)).json())
    expect(theirs.url).not.toBe(mine.url)
  })

  it('forgets a key after its lifetime', async () => {
    const { addMomo, accounts } = gateway()
    const before = (await accounts()).length
    const key = newIdempotencyKey()
    await addMomo(key)
    const later = Date.now() + IDEMPOTENCY_LIFETIME_MS
    vi.spyOn(Date, 'now').mockReturnValue(later)
    await addMomo(key)
    expect(await accounts()).toHaveLength(before + 2)
  })

  it('lets a call without a session through to its route (401)', async () => {
    const { addMomo } = gateway()
    expect((await addMomo(newIdempotencyKey(), momo, 'not-a-token')).status).toBe(401)
  })
})
