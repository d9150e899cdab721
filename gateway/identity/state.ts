import type { Notification, PaymentMethod, PushPayload, PushSubscription } from '../../src/api/schemas'
import type { GatewayStore } from '../store'

export interface StoredImage {
  type: string
  bytes: Uint8Array
}

export interface StoredNotification extends Notification {
  /** App path the redirect call answers, when `has_redirect`. */
  url: string | null
}

/**
 * Mutable state of the identity services (auth, consultants, payment methods,
 * notifications, images), one per gateway store so that two gateway apps in
 * the same process (tests) never share it. Seeded lazily from store.seed.
 */
export interface IdentityState {
  nextConsultantId: number
  nextPaymentMethodId: number
  nextUploadId: number
  /** Referral code given at login by a customer who is not yet a consultant, by persona key. */
  referrals: Map<string, string>
  /** Uploaded images by name (seeded ones are served from images.ts). */
  images: Map<string, StoredImage>
  /** By persona key (each sign-in's copy has its own list). */
  paymentMethods: Map<string, PaymentMethod[]>
  notifications: Map<number, StoredNotification[]>
  /** Push subscriptions by consultant id, whole (endpoint and keys: a push is encrypted with the keys), by endpoint. */
  subscriptions: Map<number, Map<string, PushSubscription>>
  /** The last pushes sent to each consultant's devices (demo: GET .../demo-push lists them). */
  pushes: Map<number, { endpoint: string; payload: PushPayload; outcome: string }[]>
}

const states = new WeakMap<GatewayStore, IdentityState>()

export function identityState(store: GatewayStore): IdentityState {
  let state = states.get(store)
  if (!state) {
    state = {
      nextConsultantId: 5001,
      nextPaymentMethodId: 90001,
      nextUploadId: 1,
      referrals: new Map(),
      images: new Map(),
      paymentMethods: new Map(),
      notifications: new Map(),
      subscriptions: new Map(),
      pushes: new Map(),
    }
    states.set(store, state)
  }
  return state
}
