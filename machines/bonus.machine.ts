/**
 * One bonus over time, for its detail screen (spec section 4: "Bonuses: available, in
 * progress, achieved/completed, no longer available; calculation continues for a grace period
 * of some days after the end date"). The rules are `bonusPhase` (src/domain/bonus-status.ts);
 * this chart applies them at the instants the phase can change, so the screen moves on by
 * itself while it stays open: available → inProgress at `starts_at` (when joined), →
 * grace after `ends_at`, → noLongerAvailable after the grace period, or → achieved.
 *
 * - Input `{ bonus, now }`: the bonus as the gateway sent it and the instant it was read
 *   (epoch ms; the app passes Date.now()).
 * - Time moves through named delays computed from the context: `untilStart`, `untilEnd`,
 *   `untilGraceEnds`, counted from `at`, the instant the machine last read the bonus at. When
 *   one fires, `at` moves to that boundary and `checking` applies the rules again.
 * - `bonus.updated` ({ bonus, now }): fresh data (the progress may have reached the target),
 *   read at `now`. The timers start again from there, so a timer that fired late (a phone
 *   asleep) is put right by the next update.
 * - `noLongerAvailable` is final: results are final after the grace period.
 *
 * Timers longer than a browser's setTimeout takes (2^31 - 1 ms, about 24.8 days; a longer
 * one would fire at once) are taken in steps: the delay fires early, `checking` finds the
 * phase unchanged and the state starts its timers again.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { bonusPhase, bonusTimes, type BonusPhase, type BonusTiming } from '../src/domain/bonus-status'

export interface BonusMachineInput {
  readonly bonus: BonusTiming
  /** Epoch ms. */
  readonly now: number
}

export interface BonusContext {
  bonus: BonusTiming
  /** The instant (epoch ms) the state was decided at: the last read, or the boundary a timer reached. */
  at: number
}

export type BonusEvent = { type: 'bonus.updated'; bonus: BonusTiming; now: number }

/** The longest timer a browser runs as asked (ms). */
export const longestTimer = 2 ** 31 - 1

const wait = (from: number, until: number): number => Math.min(Math.max(0, until - from), longestTimer)

/** The named delays, as functions of the context (ms). A phase ends one millisecond after its last instant. */
const timers = {
  untilStart: (context: BonusContext) => wait(context.at, bonusTimes(context.bonus).startsAt),
  untilEnd: (context: BonusContext) => wait(context.at, bonusTimes(context.bonus).endsAt + 1),
  untilGraceEnds: (context: BonusContext) => wait(context.at, bonusTimes(context.bonus).calculationEndsAt + 1),
}
type BonusDelay = keyof typeof timers

export const bonusMachine = setup({
  types: {
    input: {} as BonusMachineInput,
    context: {} as BonusContext,
    events: {} as BonusEvent,
  },
  delays: {
    untilStart: ({ context }) => timers.untilStart(context),
    untilEnd: ({ context }) => timers.untilEnd(context),
    untilGraceEnds: ({ context }) => timers.untilGraceEnds(context),
  },
  actions: {
    /** The timer reached its instant: the machine reads the bonus there. */
    passTime: assign({ at: ({ context }, { delay }: { delay: BonusDelay }) => context.at + timers[delay](context) }),
    /** Time never goes back: an update stamped before the last boundary passed is read at that boundary. */
    takeUpdate: assign(({ context }, { bonus, now }: { bonus: BonusTiming; now: number }) => ({ bonus, at: Math.max(context.at, now) })),
  },
  guards: {
    phaseIs: ({ context }, { phase }: { phase: BonusPhase }) => bonusPhase(context.bonus, new Date(context.at)) === phase,
    notStarted: ({ context }) => context.at < bonusTimes(context.bonus).startsAt,
  },
}).createMachine({
  id: 'bonus',
  context: ({ input }) => ({ bonus: input.bonus, at: input.now }),
  initial: 'checking',
  on: {
    'bonus.updated': {
      target: '.checking',
      reenter: true,
      description: 'Fresh data from the gateway, read at the instant it came (the progress may have reached the target)',
      actions: { type: 'takeUpdate', params: ({ event }) => ({ bonus: event.bonus, now: event.now }) },
    },
  },
  states: {
    checking: {
      description: 'Where the bonus stands at `at` (bonusPhase)',
      always: [
        {
          guard: { type: 'phaseIs', params: { phase: 'achieved' } },
          target: 'achieved',
          description: 'Achieved/completed (spec section 4): the server says so, or the progress reached the target',
        },
        {
          guard: { type: 'phaseIs', params: { phase: 'noLongerAvailable' } },
          target: 'noLongerAvailable',
          description: 'No longer available (spec section 4): the grace period is over, the server closed the bonus, or it ended without being joined',
        },
        {
          guard: { type: 'phaseIs', params: { phase: 'grace' } },
          target: 'grace',
          description: 'Ended, but the calculation continues for grace_period_days after the end date (spec section 4)',
        },
        {
          guard: { type: 'phaseIs', params: { phase: 'inProgress' } },
          target: 'inProgress',
          description: 'In progress (spec section 4): started, and the consultant takes part',
        },
        { target: 'available', description: 'Available (spec section 4): not started yet, or started and not joined' },
      ],
    },
    available: {
      after: {
        untilStart: {
          guard: 'notStarted',
          target: 'checking',
          description: 'At starts_at a joined bonus is in progress; one not joined stays available',
          actions: { type: 'passTime', params: { delay: 'untilStart' } },
        },
        untilEnd: {
          target: 'checking',
          description: 'After ends_at a bonus never joined is no longer available: there is nothing to calculate',
          actions: { type: 'passTime', params: { delay: 'untilEnd' } },
        },
      },
    },
    inProgress: {
      after: {
        untilEnd: {
          target: 'checking',
          description: 'After ends_at the calculation continues for the grace period (spec section 4); with none, the bonus is over',
          actions: { type: 'passTime', params: { delay: 'untilEnd' } },
        },
      },
    },
    grace: {
      after: {
        untilGraceEnds: {
          target: 'checking',
          description: 'After ends_at + grace_period_days the bonus is no longer available, unless achieved (spec section 4)',
          actions: { type: 'passTime', params: { delay: 'untilGraceEnds' } },
        },
      },
    },
    achieved: {
      description: 'Time does not undo an achieved bonus; fresh data may (returned items lower the progress)',
    },
    noLongerAvailable: {
      type: 'final',
      description: 'Results are final after the grace period',
    },
  },
})

export type BonusMachine = typeof bonusMachine
export type BonusActor = ActorRefFrom<BonusMachine>
export type BonusSnapshot = SnapshotFrom<BonusMachine>
