/**
 * Push notifications on this device (issue 12 §3): whether the browser can, whether the
 * consultant allowed it, and the subscription the gateway holds for this device.
 *
 * - `checking` asks the provided `check` (Push API and service worker present, the permission,
 *   a subscription already held) → `unsupported`, `blocked` (permission denied: only the
 *   browser's site settings can undo it), `on` or `off`.
 * - `push.enable` (off or blocked) runs `enable`: the permission is asked only now, after the
 *   consultant chose to turn notifications on; then the browser subscribes and the whole
 *   subscription goes to the gateway. It answers subscribed, denied (→ blocked) or dismissed
 *   (the prompt closed without a choice → off, said so).
 * - `push.disable` (on) runs `disable`: the gateway forgets this device's subscription, then
 *   the browser drops it. `push.disableAll` (on or off) runs `disableAll`: the gateway forgets
 *   every device of the consultant, and this browser drops its own.
 * - A failure keeps the state it started from and says why (`failure`); the same event tries again.
 *
 * Every effect is provided by the app (src/routes/_app/-data/notifications.ts), the report of a
 * failure the client did not report (a bug: `reportFailure`) included.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { GatewayFailure } from '../src/api'
import { keepAndReportFailure, noReport, type FailureParams } from './failure'

export interface PushCheck {
  /** Push API, Notification API and a service worker are all there. */
  readonly supported: boolean
  readonly permission: 'default' | 'granted' | 'denied'
  /** This browser holds a push subscription for the app. */
  readonly subscribed: boolean
}

export type EnableOutcome = 'subscribed' | 'denied' | 'dismissed'

export interface PushContext {
  failure: GatewayFailure | null
  /** Why the last `push.enable` did not turn notifications on, when the consultant said no. */
  refusal: 'denied' | 'dismissed' | null
  /** Every device was just unsubscribed (the screen confirms it). */
  unsubscribedAll: boolean
}

export type PushEvent = { type: 'push.enable' } | { type: 'push.disable' } | { type: 'push.disableAll' }

const call = 'push subscription'

export const pushSubscriptionMachine = setup({
  types: {
    context: {} as PushContext,
    events: {} as PushEvent,
    tags: {} as 'busy',
  },
  actors: {
    check: fromPromise<PushCheck>(() => Promise.reject(new Error(`${call}: check is provided by the app`))),
    enable: fromPromise<EnableOutcome>(() => Promise.reject(new Error(`${call}: enable is provided by the app`))),
    disable: fromPromise<void>(() => Promise.reject(new Error(`${call}: disable is provided by the app`))),
    disableAll: fromPromise<void>(() => Promise.reject(new Error(`${call}: disableAll is provided by the app`))),
  },
  actions: {
    startAction: assign({ failure: null, refusal: null, unsubscribedAll: false }),
    keepFailure: assign({ failure: (_, { failure }: FailureParams) => failure }),
    reportFailure: noReport,
  },
}).createMachine({
  id: 'pushSubscription',
  context: { failure: null, refusal: null, unsubscribedAll: false },
  initial: 'checking',
  states: {
    checking: {
      tags: 'busy',
      invoke: {
        src: 'check',
        onDone: [
          { guard: ({ event }) => !event.output.supported, target: 'unsupported' },
          {
            guard: ({ event }) => event.output.permission === 'denied',
            target: 'blocked',
            description: 'Refused before: only the browser’s site settings can allow it again',
          },
          { guard: ({ event }) => event.output.subscribed && event.output.permission === 'granted', target: 'on' },
          { target: 'off' },
        ],
        onError: {
          target: 'unsupported',
          actions: keepAndReportFailure(call),
        },
      },
    },
    unsupported: {
      description: 'This browser cannot receive push notifications (or the app is not installed where the browser requires it)',
    },
    blocked: {
      on: { 'push.enable': { target: 'enabling', description: 'Allowed again in the site settings: asking now finds out' } },
    },
    off: {
      on: { 'push.enable': 'enabling', 'push.disableAll': 'disablingAllFromOff' },
    },
    enabling: {
      tags: 'busy',
      entry: 'startAction',
      invoke: {
        src: 'enable',
        onDone: [
          { guard: ({ event }) => event.output === 'subscribed', target: 'on' },
          { guard: ({ event }) => event.output === 'denied', target: 'blocked', actions: assign({ refusal: 'denied' }) },
          { target: 'off', actions: assign({ refusal: 'dismissed' }), description: 'The permission prompt closed without a choice' },
        ],
        onError: {
          target: 'off',
          actions: keepAndReportFailure(call),
        },
      },
    },
    on: {
      on: { 'push.disable': 'disabling', 'push.disableAll': 'disablingAll' },
    },
    disabling: {
      tags: 'busy',
      entry: 'startAction',
      invoke: {
        src: 'disable',
        onDone: 'off',
        onError: {
          target: 'on',
          actions: keepAndReportFailure(call),
        },
      },
    },
    disablingAll: {
      tags: 'busy',
      entry: 'startAction',
      invoke: {
        src: 'disableAll',
        onDone: { target: 'off', actions: assign({ unsubscribedAll: true }) },
        onError: {
          target: 'on',
          actions: keepAndReportFailure(call),
        },
      },
    },
    disablingAllFromOff: {
      tags: 'busy',
      entry: 'startAction',
      invoke: {
        src: 'disableAll',
        onDone: { target: 'off', actions: assign({ unsubscribedAll: true }) },
        onError: {
          target: 'off',
          actions: keepAndReportFailure(call),
        },
      },
    },
  },
})

export type PushSubscriptionMachine = typeof pushSubscriptionMachine
export type PushSubscriptionActor = ActorRefFrom<PushSubscriptionMachine>
export type PushSubscriptionSnapshot = SnapshotFrom<PushSubscriptionMachine>

export type PushStatus = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on' | 'turningOn' | 'turningOff'

/** What the screen shows: the switch's state and whether something is under way. */
export function pushStatus(snapshot: { matches(state: string): boolean }): PushStatus {
  if (snapshot.matches('checking')) return 'checking'
  if (snapshot.matches('unsupported')) return 'unsupported'
  if (snapshot.matches('blocked')) return 'blocked'
  if (snapshot.matches('enabling')) return 'turningOn'
  if (snapshot.matches('disabling') || snapshot.matches('disablingAll') || snapshot.matches('disablingAllFromOff')) return 'turningOff'
  return snapshot.matches('on') ? 'on' : 'off'
}
