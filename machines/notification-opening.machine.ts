/**
 * Opening one notification of the list (spec sections 3, 4), one actor per row that leads somewhere:
 * idle → opening (the redirect call marks it read and answers where it leads; the app goes there) → idle once its
 * page is reached (the screen is left), or → failed, saying why: no page to open, no connection, any other failure.
 * A tap while it opens does nothing; a failed one can be opened again.
 *
 * The screen provides `open` (the redirect call, then the router's navigate: src/routes/_app/-data/notifications.ts;
 * it never rejects) and `reportFailure` (a bug: it rejected after all).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { Notification } from '../src/api/schemas/notifications'
import { failureOf, noReport } from './failure'

/** Opening one: the page it leads to was reached, or why not (no page to go to, no connection, any other failure). */
export type OpenOutcome = 'opened' | 'noPage' | 'offline' | 'failed'
export type OpenFailure = Exclude<OpenOutcome, 'opened'>

export interface NotificationOpeningContext {
  readonly notification: Notification
  /** Why the last opening failed, or null. */
  reason: OpenFailure | null
}

export type NotificationOpeningEvent = { type: 'notification.open' }

const call = 'GET kazuda/notifications/redirect'

export const notificationOpeningMachine = setup({
  types: {
    input: {} as { notification: Notification },
    context: {} as NotificationOpeningContext,
    events: {} as NotificationOpeningEvent,
  },
  actors: {
    open: fromPromise<OpenOutcome, { notification: Notification }>(() => Promise.reject(new Error('open: provided by the screen'))),
  },
  actions: {
    reportFailure: noReport,
  },
}).createMachine({
  id: 'notificationOpening',
  context: ({ input }) => ({ notification: input.notification, reason: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'notification.open': 'opening' },
    },
    opening: {
      entry: assign({ reason: null }),
      invoke: {
        src: 'open',
        input: ({ context }) => ({ notification: context.notification }),
        onDone: [
          { guard: ({ event }) => event.output === 'opened', target: 'idle', description: 'Its page shows: the screen is left' },
          // Narrowed by the guard above: a reason.
          { target: 'failed', actions: assign({ reason: ({ event }) => event.output as OpenFailure }) },
        ],
        onError: { target: 'failed', actions: [assign({ reason: 'failed' }), { type: 'reportFailure', params: failureOf(call) }] },
      },
    },
    failed: {
      description: 'The row says why; a tap opens it again',
      on: { 'notification.open': 'opening' },
    },
  },
})

export type NotificationOpeningMachine = typeof notificationOpeningMachine
export type NotificationOpeningActor = ActorRefFrom<NotificationOpeningMachine>
export type NotificationOpeningSnapshot = SnapshotFrom<NotificationOpeningMachine>

/** The row's spinner shows and its button is disabled. */
export const isOpening = (snapshot: NotificationOpeningSnapshot): boolean => snapshot.matches('opening')

/** Why the row could not be opened, while it says so; null otherwise. */
export const openFailure = (snapshot: NotificationOpeningSnapshot): OpenFailure | null => (snapshot.matches('failed') ? snapshot.context.reason : null)
