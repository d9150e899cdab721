import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDeliverable, vapidKeys, webPushDelivery } from './push'

describe('vapidKeys', () => {
  it('are the same for a seed across starts and differ between seeds', () => {
    expect(vapidKeys(42, {})).toEqual(vapidKeys(42, {}))
    expect(vapidKeys(42, {}).publicKey).not.toBe(vapidKeys(43, {}).publicKey)
    expect(Buffer.from(vapidKeys(42, {}).publicKey, 'base64url')).toHaveLength(65)
  })

  it('come from the environment when both are set', () => {
    expect(vapidKeys(42, { VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' })).toEqual({ publicKey: 'pub', privateKey: 'priv' })
  })
})

describe('isDeliverable', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://push.example/send/abc', false],
    ['https://push.example.com.test/send', false],
    ['http://localhost:9999/push', false],
    ['not a url', false],
  ])('%s: %s', (endpoint, expected) => expect(isDeliverable(endpoint)).toBe(expected))
})

/** A push service on this machine (its host is 127.0.0.1, not a reserved name): what web-push posts. */
describe('webPushDelivery', () => {
  const received: { headers: IncomingMessage['headers']; body: Buffer }[] = []
  let status = 201
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) })
      res.writeHead(status).end()
    })
  })
  let endpoint = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/abc`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const browserKeys = () => {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
  }

  it('posts the payload encrypted for the subscription, signed with the VAPID key', async () => {
    const keys = vapidKeys(7, {})
    const outcome = await webPushDelivery(keys).deliver({ endpoint, keys: browserKeys() }, JSON.stringify({ title: 'Hello' }))
    expect(outcome).toBe('sent')
    const last = received.at(-1)
    expect(last?.headers['content-encoding']).toBe('aes128gcm')
    expect(String(last?.headers.authorization)).toContain(`k=${keys.publicKey}`)
    expect(last?.body.includes(Buffer.from('Hello'))).toBe(false)
    expect(last?.body.length).toBeGreaterThan(0)
  })

  it('says a subscription the push service no longer knows is gone', async () => {
    status = 410
    expect(await webPushDelivery(vapidKeys(7, {})).deliver({ endpoint, keys: browserKeys() }, '{}')).toBe('gone')
    status = 201
  })
})
