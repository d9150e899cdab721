import { describe, expect, it } from 'vitest'
import { controlledLanguageChoice } from '../../../machines/language-choice.fixtures'
import { choiceOf } from './use-language-choice'

/** The choice as the provider makes it, with a switch whose answers the test gives, one pick at a time. */
function controlled() {
  const choice = controlledLanguageChoice()
  const { actor } = choice
  const status = () => ({ pending: actor.getSnapshot().context.pending, failed: actor.getSnapshot().matches('failed') })
  return { ...choice, choose: choiceOf(actor), status }
}

describe('the language choice as screens call it and the switcher sees it', () => {
  it('busy while a pick runs; a failure shows until the next pick, which clears it', async () => {
    const { actor, choose, status, answer } = controlled()
    const seen: unknown[] = []
    actor.subscribe(() => seen.push(status()))
    const first = choose('fr')
    expect(status()).toEqual({ pending: 'fr', failed: false })
    answer('failed')
    expect(await first).toBe('failed')
    expect(status()).toEqual({ pending: null, failed: true })
    const second = choose('fr')
    expect(status()).toEqual({ pending: 'fr', failed: false })
    answer('changed')
    expect(await second).toBe('changed')
    expect(status()).toEqual({ pending: null, failed: false })
    expect(seen).toHaveLength(4)
  })

  it('answers what the switch answered: already that language is unchanged', async () => {
    const { choose, answer } = controlled()
    const pick = choose('en')
    answer('unchanged')
    expect(await pick).toBe('unchanged')
  })

  it('a second pick while one runs is ignored', async () => {
    const { choose, status, picks, answer } = controlled()
    const first = choose('fr')
    expect(await choose('ar')).toBe('unchanged')
    expect(picks).toEqual(['fr'])
    answer('changed')
    await first
    expect(status().pending).toBeNull()
  })

  it('dismiss forgets a failure (the switcher left the screen)', async () => {
    const { actor, choose, status, answer } = controlled()
    const pick = choose('ar')
    answer('failed')
    await pick
    actor.send({ type: 'language.dismiss' })
    expect(status()).toEqual({ pending: null, failed: false })
  })

  it('a pick that throws (a bug) shows as failed, answers failed, and is reported', async () => {
    const { choose, status, fail, reported } = controlled()
    const pick = choose('fr')
    const bug = new TypeError('x is not a function')
    fail(bug)
    expect(await pick).toBe('failed')
    expect(status()).toEqual({ pending: null, failed: true })
    expect(reported).toEqual([{ kind: 'unexpected', call: 'language choice', error: bug }])
  })

  it('an unsubscribed listener hears nothing more', async () => {
    const { actor, choose, answer } = controlled()
    let calls = 0
    actor.subscribe(() => (calls += 1)).unsubscribe()
    const pick = choose('fr')
    answer('changed')
    await pick
    expect(calls).toBe(0)
  })
})
