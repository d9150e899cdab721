import { renderToStaticMarkup } from 'react-dom/server'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it } from 'vitest'
import type { Bonus } from '../../api'
import { bonusPhase, type BonusPhase } from '../../domain/bonus-status'
import { BonusReward } from './bonus-card'

const catalogs = import.meta.glob<{ messages: Record<string, unknown> }>('../../locales/*/messages.po')

async function render(phase: BonusPhase, locale: 'en' | 'fr' | 'ar' = 'en'): Promise<string> {
  const load = catalogs[`../../locales/${locale}/messages.po`]
  if (!load) throw new Error(`no catalog for ${locale}`)
  i18n.loadAndActivate({ locale, messages: (await load()).messages as never })
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <BonusReward bonus={{ reward: 220 }} phase={phase} />
    </I18nProvider>,
  )
  return html.replace(/<[^>]+>/g, '').replace(/\u00a0/g, ' ')
}

describe('what a bonus pays (BonusReward)', () => {
  it.each(['available', 'inProgress', 'grace', 'achieved'] as const)('%s: "You get"', async (phase) => {
    expect(await render(phase)).toBe('You get GHS 220.00')
  })

  it('no longer available: what it would have paid, in the past tense, muted', async () => {
    expect(await render('noLongerAvailable')).toBe('You would have got GHS 220.00')
    i18n.activate('en')
    expect(
      renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <BonusReward bonus={{ reward: 220 }} phase="noLongerAvailable" />
        </I18nProvider>,
      ),
    ).toContain('data-lost="true"')
  })

  it.each([
    ['fr', 'Vous auriez obtenu'],
    ['ar', 'كنت ستحصل على'],
  ] as const)('in %s too', async (locale, words) => {
    const text = await render('noLongerAvailable', locale)
    expect(text).toContain(words)
    expect(text).not.toContain('You')
  })

  it('the issue’s case: Tech Week, far from its target and ended, says what it would have paid', async () => {
    const techWeek: Bonus = {
      id: 708,
      name: 'Tech Week',
      state: 'expired',
      format: 'sales_amount',
      target: 27_036,
      progress: 18_240,
      reward: 220,
      starts_at: '2026-10-10T00:00:00Z',
      ends_at: '2026-10-16T23:59:59Z',
      grace_period_days: 3,
      b2c_only: false,
      daily_chain_performance: false,
    }
    const phase = bonusPhase(techWeek, new Date('2026-11-25T09:30:00Z'))
    expect(phase).toBe('noLongerAvailable')
    expect(await render(phase)).toBe('You would have got GHS 220.00')
  })
})
