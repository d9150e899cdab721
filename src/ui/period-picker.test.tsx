import { renderToStaticMarkup } from 'react-dom/server'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it } from 'vitest'
import type { ResolvedPeriod } from '../domain/periods'
import { PeriodPicker, customRangeProblem, useCustomRangeMessage, type CustomRangeProblem, type PeriodPickerProps } from './period-picker'

/** No DOM in these tests: the pure parts, and the picker rendered to markup. */
function render(props: Partial<PeriodPickerProps> = {}, locale = 'en'): string {
  i18n.loadAndActivate({ locale, messages: {} })
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <PeriodPicker
        presets={['this-month', 'last-7-days', 'last-30-days', 'custom']}
        value={october}
        min="2019-01-01"
        max="2026-10-20"
        onChange={() => {}}
        {...props}
      />
    </I18nProvider>,
  )
}

const october: ResolvedPeriod = {
  preset: 'this-month',
  range: { from: '2026-10-01', to: '2026-10-31' },
  previous: { from: '2026-09-01', to: '2026-09-30' },
}

describe('customRangeProblem', () => {
  const [min, max] = ['2019-01-01', '2026-10-20']

  it('accepts two days in order within the bounds, one day alone too', () => {
    expect(customRangeProblem('2026-10-01', '2026-10-20', min, max)).toBeNull()
    expect(customRangeProblem('2026-10-05', '2026-10-05', min, max)).toBeNull()
    expect(customRangeProblem(min, max, min, max)).toBeNull()
  })

  it('refuses an empty or half-typed field (the native field gives an empty value)', () => {
    expect(customRangeProblem('', '2026-10-20', min, max)).toBe('missing')
    expect(customRangeProblem('2026-10-01', '', min, max)).toBe('missing')
    expect(customRangeProblem('2026-10', '2026-10-20', min, max)).toBe('missing')
  })

  it('refuses a start after the end', () => {
    expect(customRangeProblem('2026-10-21', '2026-10-20', min, max)).toBe('order')
    expect(customRangeProblem('2026-10-02', '2025-12-31', min, max)).toBe('order')
  })

  it('refuses days outside the bounds', () => {
    expect(customRangeProblem('2018-12-31', '2026-10-20', min, max)).toBe('bounds')
    expect(customRangeProblem('2026-10-01', '2026-10-21', min, max)).toBe('bounds')
  })
})

describe('PeriodPicker', () => {
  it('shows the presets as toggle buttons in words, the one in force pressed', () => {
    const html = render()
    expect(html).toContain('role="group" aria-label="Period"')
    expect(html).toContain('<button type="button" class="period-preset" aria-pressed="true">This month</button>')
    expect(html).toContain('aria-pressed="false">Last 7 days</button>')
    expect(html).toContain('aria-pressed="false">Last 30 days</button>')
    expect(html).toContain('aria-pressed="false">Custom period</button>')
    expect(html).not.toContain('Last month')
    expect(html).not.toContain('type="date"')
  })

  it('says the range and the range it is compared with', () => {
    const html = render()
    // Each range is an isolate (<Isolate>, a <bdi>), kept on one line (no-break spaces).
    expect(html).toMatch(
      /<p class="period-summary" aria-live="polite"><bdi class="ui-isolate ui-strong">Oct\u00a01\s*–\s*31,\u00a02026<\/bdi><span class="ui-muted">Compared with <bdi class="ui-isolate">Sep\u00a01\s*–\s*30,\u00a02026<\/bdi><\/span><\/p>/,
    )
  })

  it('opens a custom period with its two labelled date fields, bounded, on the range in force', () => {
    const html = render({ value: { ...october, preset: 'custom', range: { from: '2026-10-03', to: '2026-10-09' } } })
    expect(html).toContain('aria-pressed="true">Custom period</button>')
    expect(html).toContain('aria-pressed="false">This month</button>')
    expect(count(html, /<label class="ui-range-field"><span class="ui-text-sm ui-medium">(From|To)<\/span><input type="date"/g)).toBe(2)
    expect(html).toContain('min="2019-01-01" max="2026-10-20" required="" value="2026-10-03"')
    expect(html).toContain('min="2019-01-01" max="2026-10-20" required="" value="2026-10-09"')
    expect(html).toContain('<button type="submit"')
    expect(html).toContain('Apply')
    expect(html).not.toContain('role="alert"')
  })

  it('says the range in the active language', () => {
    const html = render({}, 'ar')
    expect(html).toMatch(/<bdi class="ui-isolate ui-strong">1\s*–\s*31\u00a0أكتوبر\u00a02026<\/bdi>/)
  })
})

describe('useCustomRangeMessage', () => {
  function Message({ problem }: { problem: CustomRangeProblem | null }) {
    return <p>{useCustomRangeMessage(problem, '2019-01-01', '2026-10-20')}</p>
  }
  const say = (problem: CustomRangeProblem | null) => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    return renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <Message problem={problem} />
      </I18nProvider>,
    )
  }

  it('says each problem of a custom period (the period picker and the orders filter say the same), nothing for none', () => {
    expect(say('missing')).toBe('<p>Enter both dates.</p>')
    expect(say('order')).toBe('<p>The start date must be on or before the end date.</p>')
    expect(say('bounds')).toMatch(
      /^<p>Choose dates from <bdi class="ui-isolate">Jan\u00a01,\u00a02019<\/bdi> to <bdi class="ui-isolate">Oct\u00a020,\u00a02026<\/bdi>\.<\/p>$/,
    )
    expect(say(null)).toBe('<p></p>')
  })
})

function count(html: string, pattern: RegExp): number {
  return html.match(pattern)?.length ?? 0
}
