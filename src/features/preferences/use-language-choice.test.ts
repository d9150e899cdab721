import { describe, expect, it } from 'vitest'
import type { Locale } from '../../config/country'
import { createLanguageChoiceState, type LanguageChoiceOutcome } from './use-language-choice'

/** A provided choice whose answers the test gives, one pick at a time. */
function controlled() {
  const answers: ((outcome: LanguageChoiceOutcome) => void)[] = []
  const failures: ((error: unknown) => void)[] = []
  const picks: Locale[] = []
  const state = createLanguageChoiceState(
    (locale) =>
      new Promise<LanguageChoiceOutcome>((resolve, reject) => {
        picks.push(locale)
        answers.push(resolve)
        failures.push(reject)
      }),
  )
  return { state, picks, answer: (outcome: LanguageChoiceOutcome) => answers.shift()?.(outcome), fail: (error: unknown) => failures.shift()?.(error) }
}

describe('the language choice as the switcher sees it', () => {
  it('busy while a pick runs; a failure shows until the next pick, which clears it', async () => {
    const { state, answer } = controlled()
    const seen: unknown[] = []
    state.subscribe(() => seen.push(state.getSnapshot()))
    const first = state.choose('fr')
    expect(state.getSnapshot()).toEqual({ pending: 'fr', failed: false })
    answer('failed')
    expect(await first).toBe('failed')
    expect(state.getSnapshot()).toEqual({ pending: null, failed: true })
    const second = state.choose('fr')
    expect(state.getSnapshot()).toEqual({ pending: 'fr', failed: false })
    answer('changed')
    expect(await second).toBe('changed')
    expect(state.getSnapshot()).toEqual({ pending: null, failed: false })
    expect(seen).toHaveLength(4)
  })

  it('a second pick while one runs is ignored', async () => {
    const { state, picks, answer } = controlled()
    const first = state.choose('fr')
    expect(await state.choose('ar')).toBe('unchanged')
    expect(picks).toEqual(['fr'])
    answer('changed')
    await first
    expect(state.getSnapshot().pending).toBeNull()
  })

  it('dismiss forgets a failure (the switcher left the screen)', async () => {
    const { state, answer } = controlled()
    const pick = state.choose('ar')
    answer('failed')
    await pick
    state.dismiss()
    expect(state.getSnapshot()).toEqual({ pending: null, failed: false })
  })

  it('a pick that rejects (a bug) shows as failed and rejects on, to the report of unhandled rejections', async () => {
    const { state, fail } = controlled()
    const pick = state.choose('fr')
    const bug = new TypeError('x is not a function')
    fail(bug)
    await expect(pick).rejects.toBe(bug)
    expect(state.getSnapshot()).toEqual({ pending: null, failed: true })
  })

  it('an unsubscribed listener hears nothing more', async () => {
    const { state, answer } = controlled()
    let calls = 0
    const stop = state.subscribe(() => (calls += 1))
    stop()
    const pick = state.choose('fr')
    answer('changed')
    await pick
    expect(calls).toBe(0)
  })
})
