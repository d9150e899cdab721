import { renderToStaticMarkup } from 'react-dom/server'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Bonus } from '../../api'
import { bonusPhase, type BonusPhase } from '../../domain/bonus-status'
import { formattersFor } from '../../i18n/format'
import { BonusOutcome } from './bonus-card'
import { bonusWords, type BonusStanding } from './bonus-words'

const catalogs = import.meta.glob<{ messages: Record<string, unknown> }>('../../locales/*/messages.po')
type Locale = 'en' | 'fr' | 'ar'
const messages = new Map<Locale, Record<string, unknown>>()

beforeAll(async () => {
  for (const locale of ['en', 'fr', 'ar'] as const) {
    const load = catalogs[`../../locales/${locale}/messages.po`]
    if (!load) throw new Error(`no catalog for ${locale}`)
    messages.set(locale, (await load()).messages)
  }
})

const activate = (locale: Locale) => i18n.loadAndActivate({ locale, messages: messages.get(locale) as never })

/** What a reader sees: no-break spaces as spaces, no direction marks or isolates. */
const readable = (text: string) => text.replace(/\u00a0/g, ' ').replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '')

/** The bonus: Home Makeover, 4 items of 9, GHS 180.00. */
const standing = (overrides: Partial<BonusStanding> = {}): BonusStanding => ({
  phase: 'inProgress',
  suspended: false,
  unit: 'items',
  progress: 4,
  target: 9,
  reward: 180,
  ...overrides,
})

function say(s: BonusStanding, locale: Locale = 'en'): string {
  activate(locale)
  return readable(i18n._(bonusWords(s, formattersFor(locale, 'GHS')).message))
}

describe('what a bonus says, by the state of its statechart (bonusWords)', () => {
  it('in progress: what is left and what it pays', () => {
    expect(say(standing())).toBe('5 more items to get GHS 180.00')
    expect(say(standing({ progress: 8 }))).toBe('1 more item to get GHS 180.00')
    expect(bonusWords(standing(), formattersFor('en', 'GHS')).tone).toBe('open')
  })

  it('available (not started or not joined): the whole target and what it pays', () => {
    expect(say(standing({ phase: 'available', progress: 0 }))).toBe('9 items to get GHS 180.00')
    expect(say(standing({ phase: 'available', progress: 0, target: 1 }))).toBe('1 item to get GHS 180.00')
  })

  it('reached: "You get", the only state that says it', () => {
    expect(say(standing({ phase: 'achieved', progress: 9 }))).toBe('You get GHS 180.00')
    expect(bonusWords(standing({ phase: 'achieved' }), formattersFor('en', 'GHS')).tone).toBe('reward')
  })

  it('being calculated (the grace period): what is counted so far, no promise', () => {
    expect(say(standing({ phase: 'grace' }))).toBe('So far: 4 of 9 items')
    expect(say(standing({ phase: 'grace', progress: 0, target: 1 }))).toBe('So far: 0 of 1 item')
  })

  it('ended and not reached: how far it got', () => {
    expect(say(standing({ phase: 'noLongerAvailable' }))).toBe('Not reached: 4 of 9 items')
    expect(bonusWords(standing({ phase: 'noLongerAvailable' }), formattersFor('en', 'GHS')).tone).toBe('muted')
  })

  it('suspended: why nothing is promised; a lost bonus is still not reached', () => {
    for (const phase of ['available', 'inProgress', 'grace'] as const) {
      expect(say(standing({ phase, suspended: true }))).toBe('On hold while your account is suspended')
    }
    expect(say(standing({ phase: 'achieved', suspended: true }))).toBe('Reached: GHS 180.00 on hold while your account is suspended')
    expect(say(standing({ phase: 'noLongerAvailable', suspended: true }))).toBe('Not reached: 4 of 9 items')
    expect(bonusWords(standing({ suspended: true }), formattersFor('en', 'GHS')).tone).toBe('muted')
  })

  it('says "You get" for a reached bonus of an account in good standing only', () => {
    const phases: BonusPhase[] = ['available', 'inProgress', 'grace', 'achieved', 'noLongerAvailable']
    for (const phase of phases) {
      for (const suspended of [false, true]) {
        expect(say(standing({ phase, suspended })).startsWith('You get'), `${phase}, suspended: ${suspended}`).toBe(phase === 'achieved' && !suspended)
      }
    }
  })

  it('counts in the bonus’s unit: orders, a sales amount, a plain number', () => {
    expect(say(standing({ unit: 'orders' }))).toBe('5 more orders to get GHS 180.00')
    expect(say(standing({ unit: 'orders', phase: 'noLongerAvailable', target: 1, progress: 0 }))).toBe('Not reached: 0 of 1 order')
    expect(say(standing({ unit: 'currency', progress: 18_240, target: 27_036.3 }))).toBe('GHS 8,796.30 more in sales to get GHS 180.00')
    expect(say(standing({ unit: 'currency', phase: 'grace', progress: 18_240, target: 27_036 }))).toBe('So far: GHS 18,240.00 of GHS 27,036.00 in sales')
    expect(say(standing({ unit: 'count', phase: 'available', progress: 0 }))).toBe('9 to get GHS 180.00')
    expect(say(standing({ unit: 'count', phase: 'noLongerAvailable' }))).toBe('Not reached: 4 of 9')
  })

  it('takes each language’s plural forms', () => {
    expect(say(standing({ progress: 8 }), 'fr')).toBe('Encore 1 article pour obtenir 180,00 GHS')
    expect(say(standing(), 'fr')).toBe('Encore 5 articles pour obtenir 180,00 GHS')
    expect(say(standing({ phase: 'noLongerAvailable' }), 'fr')).toBe('Non atteint : 4 sur 9 articles')
    expect(say(standing({ progress: 7 }), 'ar')).toContain('منتجان آخران')
    expect(say(standing({ progress: 4 }), 'ar')).toContain('منتجات أخرى')
    expect(say(standing({ progress: 4, target: 15 }), 'ar')).toContain('منتجًا آخر')
    expect(say(standing({ phase: 'noLongerAvailable', target: 2, progress: 1 }), 'ar')).toContain('من منتجين')
    expect(say(standing({ suspended: true }), 'ar')).toBe('معلّقة ما دام حسابك موقوفًا')
  })
})

describe('the bonus’s line (BonusOutcome)', () => {
  const homeMakeover: Pick<Bonus, 'format' | 'progress' | 'target' | 'reward'> = { format: 'items_sold', progress: 4, target: 9, reward: 180 }

  function render(phase: BonusPhase, suspended = false, bonus = homeMakeover): string {
    activate('en')
    return renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <BonusOutcome bonus={bonus} phase={phase} formats={null} suspended={suspended} />
      </I18nProvider>,
    )
  }
  const text = (html: string) => readable(html.replace(/<[^>]+>/g, ''))

  it('isolates each figure in the sentence and carries its tone', () => {
    const html = render('inProgress')
    expect(text(html)).toBe('5 more items to get GHS 180.00')
    expect(html).toMatch(/<bdi[^>]*>GHS\s180\.00<\/bdi>/)
    expect(html).toContain('data-tone="open"')
    expect(render('noLongerAvailable')).toContain('data-tone="muted"')
  })

  it('the issue’s cases: an ended bonus at 4 items of 9, and the suspended persona’s 0 items of 3', () => {
    const ended = render(
      bonusPhase(
        { state: 'in_progress', target: 9, progress: 4, starts_at: '2026-11-09T00:00:00Z', ends_at: '2026-11-23T23:59:59Z', grace_period_days: 3 },
        new Date('2026-11-25T09:30:00Z'),
      ),
    )
    expect(text(ended)).toBe('So far: 4 of 9 items')
    expect(text(render('grace', true, { ...homeMakeover, progress: 0, target: 3 }))).toBe('On hold while your account is suspended')
  })
})
