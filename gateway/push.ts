import { createECDH, createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import type * as WebPush from 'web-push'
import type { PushSubscription } from '../src/api/schemas'

/**
 * Web Push from the demo gateway (web-push, a dev dependency: only the demo gateway sends).
 * The VAPID keys are VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set, else derived from
 * the gateway's seed: stable across restarts (a browser's subscription is bound to the public
 * key it subscribed with; new keys at each start would silently break every subscription).
 */

export interface VapidKeys {
  /** base64url, the uncompressed P-256 point (65 bytes): what the browser subscribes with. */
  readonly publicKey: string
  /** base64url, 32 bytes. */
  readonly privateKey: string
}

// web-push is CommonJS: required by Node itself, so the dev server's module runner (which loads
// the gateway through vite.config.ts) does not try to transform it.
const webpush = createRequire(import.meta.url)('web-push') as typeof WebPush

export type DeliveryOutcome = 'sent' | 'gone' | 'failed' | 'skipped'

export interface PushDelivery {
  readonly publicKey: string
  /** Encrypts `payload` for the subscription and posts it to its push service. */
  deliver(subscription: PushSubscription, payload: string): Promise<DeliveryOutcome>
}

const base64url = (bytes: Buffer) => bytes.toString('base64url')

export function vapidKeys(seed: number, env: NodeJS.ProcessEnv = process.env): VapidKeys {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = env
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY }
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(createHash('sha256').update(`demo-gateway-vapid:${seed}`).digest())
  return { publicKey: base64url(ecdh.getPublicKey()), privateKey: base64url(ecdh.getPrivateKey()) }
}

/**
 * Push services live on real hosts; an endpoint under a name reserved for examples and tests
 * (RFC 2606, RFC 6761: .example, .invalid, .test, localhost) can never be one, so the demo
 * gateway keeps it without sending (the contract tests and browser tests subscribe such ones).
 */
export function isDeliverable(endpoint: string): boolean {
  let host: string
  try {
    host = new URL(endpoint).hostname
  } catch {
    return false
  }
  return !/(^|\.)(example|invalid|test|localhost)$/i.test(host)
}

export function webPushDelivery(keys: VapidKeys, subject = 'mailto:support@consultants.example'): PushDelivery {
  return {
    publicKey: keys.publicKey,
    async deliver(subscription, payload) {
      if (!isDeliverable(subscription.endpoint)) return 'skipped'
      // web-push encrypts (aes128gcm) and signs (VAPID); the post itself is fetch's, with a time limit.
      const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: subscription.keys }, payload, {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 24 * 3600,
      })
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(10_000),
        })
        // 404 and 410: the browser dropped the subscription; the caller forgets it.
        if (response.status === 404 || response.status === 410) return 'gone'
        if (response.ok) return 'sent'
        console.warn('[gateway] push not delivered:', response.status)
        return 'failed'
      } catch (error) {
        console.warn('[gateway] push not delivered:', (error as Error).message)
        return 'failed'
      }
    },
  }
}
