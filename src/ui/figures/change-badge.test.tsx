import { renderToStaticMarkup } from 'react-dom/server'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it } from 'vitest'
import { changeBetween, type Rise } from '../../domain/change'
import { ChangeBadge } from './change-badge'

function render(current: number, previous: number, rise: Rise): string {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ChangeBadge change={changeBetween(current, previous)} against="previousPeriod" rise={rise} />
    </I18nProvider>,
  )
}

const visible = (html: string) => html.replace(/<span class="ui-visually-hidden">.*?<\/span>/, '').replace(/<[^>]+>/g, '')

describe('ChangeBadge: coloured by what the change means (issue 38)', () => {
  it('a rise of failed items is red, a fall of returned items green, a rise of sales green', () => {
    expect(render(226, 100, 'bad')).toMatch(/data-palette="red"[^>]*data-tone="bad"/)
    expect(render(0, 100, 'bad')).toMatch(/data-palette="green"[^>]*data-tone="good"/)
    expect(render(150, 100, 'good')).toMatch(/data-palette="green"[^>]*data-tone="good"/)
  })

  it('without a previous figure: a neutral dash, no arrow', () => {
    const html = render(40, 0, 'good')
    expect(html).toMatch(/data-palette="gray"[^>]*data-tone="neutral"/)
    expect(html).not.toContain('<svg')
    expect(visible(html)).toBe('—')
  })

  it('with one: the arrow and the percent', () => {
    const html = render(226, 100, 'bad')
    expect(html).toContain('<svg')
    expect(visible(html)).toBe('126%')
  })
})
