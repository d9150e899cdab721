import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { bonusLeft, type BonusPhase } from '../../domain/bonus-status'
import type { Formatters } from '../../i18n/format'
import type { BonusUnit } from './bonus-units'

/** What a bonus's line rests on: the phase (its statechart's state), the consultant's account, the figures in the bonus's unit. */
export interface BonusStanding {
  readonly phase: BonusPhase
  /** The consultant's account is suspended (spec section 6). */
  readonly suspended: boolean
  readonly unit: BonusUnit
  readonly progress: number
  readonly target: number
  readonly reward: number
}

/** How the line reads: the money the consultant gets, what is still open, or what will not be paid. */
export type BonusTone = 'reward' | 'open' | 'muted'

export interface BonusWords {
  /** The sentence, its values already formatted (strings, which the card isolates; the plural's count stays a number). */
  readonly message: MessageDescriptor
  readonly tone: BonusTone
}

type Figures = Pick<Formatters, 'money' | 'number'>

/**
 * The line a bonus card and a bonus's details say under its name (issue 38): "You get" only for money
 * the consultant will get. Reached: "You get GHS 180.00"; open: "5 more items to get GHS 180.00";
 * being calculated: what is counted so far; ended and not reached: "Not reached: 4 of 9 items";
 * a suspended account: why nothing is promised.
 */
export function bonusWords(standing: BonusStanding, figures: Figures): BonusWords {
  const { phase, suspended, unit } = standing
  const reward = figures.money(standing.reward)
  if (phase === 'noLongerAvailable') return { message: notReached(standing, figures), tone: 'muted' }
  if (suspended) {
    return phase === 'achieved'
      ? { message: msg`Reached: ${reward} on hold while your account is suspended`, tone: 'muted' }
      : { message: msg`On hold while your account is suspended`, tone: 'muted' }
  }
  if (phase === 'achieved') return { message: msg`You get ${reward}`, tone: 'reward' }
  if (phase === 'grace') return { message: soFar(standing, figures), tone: 'open' }
  const left = phase === 'available' ? standing.target : bonusLeft(standing)
  return { message: phase === 'available' ? toGet(unit, left, figures, reward) : moreToGet(unit, left, figures, reward), tone: 'open' }
}

/** A figure in the bonus's unit, for the sentences that do not count it with a plural. */
const amountOf = (unit: BonusUnit, value: number, { money, number }: Figures) => (unit === 'currency' ? money(value) : number(value))

/** Not started or not joined: the whole target and what it pays. */
function toGet(unit: BonusUnit, target: number, figures: Figures, reward: string): MessageDescriptor {
  const goal = amountOf(unit, target, figures)
  switch (unit) {
    case 'items':
      return msg({ message: plural(target, { one: `# item to get ${reward}`, other: `# items to get ${reward}` }) })
    case 'orders':
      return msg({ message: plural(target, { one: `# order to get ${reward}`, other: `# orders to get ${reward}` }) })
    case 'currency':
      return msg`${goal} in sales to get ${reward}`
    case 'count':
      return msg`${goal} to get ${reward}`
  }
}

/** Running: what is left and what it pays. */
function moreToGet(unit: BonusUnit, left: number, figures: Figures, reward: string): MessageDescriptor {
  const more = amountOf(unit, left, figures)
  switch (unit) {
    case 'items':
      return msg({ message: plural(left, { one: `# more item to get ${reward}`, other: `# more items to get ${reward}` }) })
    case 'orders':
      return msg({ message: plural(left, { one: `# more order to get ${reward}`, other: `# more orders to get ${reward}` }) })
    case 'currency':
      return msg`${more} more in sales to get ${reward}`
    case 'count':
      return msg`${more} more to get ${reward}`
  }
}

/** Ended, still being calculated (sales made before the end may still complete): what is counted so far, no promise. */
function soFar({ unit, progress: done, target }: BonusStanding, figures: Figures): MessageDescriptor {
  const progress = amountOf(unit, done, figures)
  const goal = amountOf(unit, target, figures)
  switch (unit) {
    case 'items':
      return msg({ message: plural(target, { one: `So far: ${progress} of # item`, other: `So far: ${progress} of # items` }) })
    case 'orders':
      return msg({ message: plural(target, { one: `So far: ${progress} of # order`, other: `So far: ${progress} of # orders` }) })
    case 'currency':
      return msg`So far: ${progress} of ${goal} in sales`
    case 'count':
      return msg`So far: ${progress} of ${goal}`
  }
}

/** Over and not reached: how far it got. */
function notReached({ unit, progress: done, target }: BonusStanding, figures: Figures): MessageDescriptor {
  const progress = amountOf(unit, done, figures)
  const goal = amountOf(unit, target, figures)
  switch (unit) {
    case 'items':
      return msg({ message: plural(target, { one: `Not reached: ${progress} of # item`, other: `Not reached: ${progress} of # items` }) })
    case 'orders':
      return msg({ message: plural(target, { one: `Not reached: ${progress} of # order`, other: `Not reached: ${progress} of # orders` }) })
    case 'currency':
      return msg`Not reached: ${progress} of ${goal} in sales`
    case 'count':
      return msg`Not reached: ${progress} of ${goal}`
  }
}
