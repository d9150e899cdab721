import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { bonusPhase, bonusTimes, type BonusTiming } from '../src/domain/bonus-status'
import { bonusMachine, longestTimer } from './bonus.machine'

const day = 24 * 60 * 60 * 1000
const startsAt = '2025-11-01T00:00:00.000Z'
const endsAt = '2025-11-14T23:59:59.000Z'
const start = Date.parse(startsAt)
const end = Date.parse(endsAt)

function bonus(overrides: Partial<BonusTiming> = {}): BonusTiming {
  return { state: 'in_progress', target: 15, progress: 4, starts_at: startsAt, ends_at: endsAt, grace_period_days: 3, ...overrides }
}

/** The machine on a simulated clock, read at `now`; `moveTo(t)` moves the clock on to instant t (epoch ms). */
function run(initial: BonusTiming, now: number) {
  const clock = new SimulatedClock()
  const actor = createActor(bonusMachine, { input: { bonus: initial, now }, clock }).start()
  let current = now
  const moveTo = (t: number) => {
    clock.increment(t - current)
    current = t
    return actor.getSnapshot()
  }
  return { actor, moveTo }
}

/** Every instant next to a boundary of the bonus, from `from` on: where a phase may change. */
function instantsAround(b: BonusTiming, from: number): number[] {
  const { startsAt: s, endsAt: e, calculationEndsAt: c } = bonusTimes(b)
  const near = [s, e, c].flatMap((t) => [t - 1, t, t + 1, t + day / 2])
  return [...new Set(near)].filter((t) => t > from).sort((a, b) => a - b)
}

describe('bonus machine agrees with bonusPhase at every boundary', () => {
  const cases: [string, BonusTiming][] = [
    ['joined, with progress', bonus()],
    ['joined, nothing sold yet', bonus({ progress: 0 })],
    ['never joined', bonus({ state: 'available', progress: 0 })],
    ['no grace period', bonus({ grace_period_days: 0 })],
    ['one day of grace', bonus({ grace_period_days: 1 })],
    ['already achieved', bonus({ state: 'achieved', progress: 15 })],
    ['closed by the server', bonus({ state: 'expired' })],
  ]
  for (const [name, b] of cases) {
    it(name, () => {
      const from = start - 2 * day
      const { actor, moveTo } = run(b, from)
      expect(actor.getSnapshot().value).toBe(bonusPhase(b, new Date(from)))
      for (const t of instantsAround(b, from)) {
        const snapshot = moveTo(t)
        expect({ t: new Date(t).toISOString(), state: snapshot.value }).toEqual({ t: new Date(t).toISOString(), state: bonusPhase(b, new Date(t)) })
      }
      expect(actor.getSnapshot().status).toBe(actor.getSnapshot().value === 'noLongerAvailable' ? 'done' : 'active')
    })
  }

  it('walks a joined bonus through every phase', () => {
    const { actor, moveTo } = run(bonus(), start - day)
    expect(actor.getSnapshot().value).toBe('available')
    expect(moveTo(start - 1).value).toBe('available')
    expect(moveTo(start).value).toBe('inProgress')
    expect(moveTo(end).value).toBe('inProgress')
    expect(moveTo(end + 1).value).toBe('grace')
    expect(moveTo(end + 3 * day).value).toBe('grace')
    const over = moveTo(end + 3 * day + 1)
    expect(over.value).toBe('noLongerAvailable')
    expect(over.status).toBe('done')
  })
})

describe('bonus.updated', () => {
  it('moves to achieved when fresh data reaches the target', () => {
    const { actor, moveTo } = run(bonus(), start + day)
    expect(actor.getSnapshot().value).toBe('inProgress')
    moveTo(start + 2 * day)
    actor.send({ type: 'bonus.updated', bonus: bonus({ progress: 15 }), now: start + 2 * day })
    expect(actor.getSnapshot().value).toBe('achieved')
    // Time does not take it away.
    expect(moveTo(end + 10 * day).value).toBe('achieved')
  })

  it('reaches the target during the grace period', () => {
    const { actor, moveTo } = run(bonus(), end - day)
    expect(moveTo(end + day).value).toBe('grace')
    actor.send({ type: 'bonus.updated', bonus: bonus({ progress: 16, state: 'in_progress' }), now: end + day })
    expect(actor.getSnapshot().value).toBe('achieved')
  })

  it('goes back from achieved when returns lower the progress, with its timers counted from the update', () => {
    const { actor, moveTo } = run(bonus({ progress: 15 }), end - day)
    expect(actor.getSnapshot().value).toBe('achieved')
    moveTo(end + day)
    actor.send({ type: 'bonus.updated', bonus: bonus({ progress: 13 }), now: end + day })
    expect(actor.getSnapshot().value).toBe('grace')
    expect(moveTo(end + 3 * day).value).toBe('grace')
    expect(moveTo(end + 3 * day + 1).value).toBe('noLongerAvailable')
  })

  it('starts counting a bonus joined after its start', () => {
    const notJoined = bonus({ state: 'available', progress: 0 })
    const { actor, moveTo } = run(notJoined, start - day)
    expect(moveTo(start + day).value).toBe('available')
    actor.send({ type: 'bonus.updated', bonus: bonus({ progress: 0 }), now: start + day })
    expect(actor.getSnapshot().value).toBe('inProgress')
    expect(moveTo(end).value).toBe('inProgress')
    expect(moveTo(end + 1).value).toBe('grace')
  })

  it('is ignored once the bonus is no longer available: results are final', () => {
    const { actor, moveTo } = run(bonus(), end + day)
    expect(moveTo(end + 4 * day).value).toBe('noLongerAvailable')
    actor.send({ type: 'bonus.updated', bonus: bonus({ state: 'achieved' }), now: end + 4 * day })
    expect(actor.getSnapshot().value).toBe('noLongerAvailable')
  })

  it('reads an update stamped before the last boundary at that boundary', () => {
    const { actor, moveTo } = run(bonus(), end - day)
    expect(moveTo(end + 1).value).toBe('grace')
    actor.send({ type: 'bonus.updated', bonus: bonus({ progress: 5 }), now: end - 1000 })
    expect(actor.getSnapshot().value).toBe('grace')
    expect(actor.getSnapshot().context.at).toBe(end + 1)
  })
})

describe('long waits', () => {
  it('takes a wait longer than a browser timer in steps, without firing early', () => {
    const far = bonus({ ends_at: new Date(start + 60 * day).toISOString() })
    const farEnd = start + 60 * day
    const { actor, moveTo } = run(far, start)
    expect(actor.getSnapshot().value).toBe('inProgress')
    expect(moveTo(start + longestTimer).value).toBe('inProgress')
    expect(actor.getSnapshot().context.at).toBe(start + longestTimer)
    expect(moveTo(start + 2 * longestTimer).value).toBe('inProgress')
    expect(moveTo(farEnd).value).toBe('inProgress')
    expect(moveTo(farEnd + 1).value).toBe('grace')
  })
})
