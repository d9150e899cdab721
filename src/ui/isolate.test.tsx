import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { Consultant, PersonSummary } from '../api/schemas/consultant'
import { OrderDetail, OrderItem, OrderSummary } from '../api/schemas/orders'
import { formattersFor } from '../i18n/format'
import { Isolate } from './isolate'
import { PenaltyRates } from './penalty-rates'

const arabicPo = import.meta.glob<string>('../locales/ar/messages.po', { query: '?raw', import: 'default', eager: true })['../locales/ar/messages.po'] ?? ''

/** The Arabic translation of a message, as the catalog writes it. */
function arabic(id: string): string {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const found = new RegExp(`^msgid "${escaped}"\\nmsgstr "((?:[^"\\\\]|\\\\.)*)"`, 'm').exec(arabicPo)
  if (!found?.[1]) throw new Error(`no Arabic for ${id}`)
  return found[1]
}

/** Markup in Arabic, with the app's own Arabic catalog. */
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

/** The text of markup in logical (memory) order, tags dropped. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&')

/** Each isolate's content, in order. */
const isolates = (html: string) => [...html.matchAll(/<bdi class="ui-isolate">([^<]*)<\/bdi>/g)].map((match) => match[1])

const ar = formattersFor('ar', 'GHS')

function PenaltySentence({ ratio, money }: { ratio: number; money: number }) {
  const rate = <Isolate>{ar.percent(ratio, 1)}</Isolate>
  const amount = <Isolate>{ar.money(money)}</Isolate>
  return (
    <Trans>
      Your success rate this month costs {rate} of your confirmed commissions: {amount}.
    </Trans>
  )
}

/** A level target's figures (level-screen.tsx): "84.6 % of 85 %". */
function OfSentence({ current: done, target: needed }: { current: string; target: string }) {
  const current = <Isolate>{done}</Isolate>
  const target = <Isolate>{needed}</Isolate>
  return (
    <Trans>
      {current} of {target}
    </Trans>
  )
}

describe('Isolate in an Arabic sentence', () => {
  beforeAll(async () => {
    const { messages } = (await import('../locales/ar/messages.po')) as { messages: Record<string, unknown> }
    i18n.loadAndActivate({ locale: 'ar', messages: messages as never })
  })

  it('puts a percentage and a negative amount each in an isolate of its own, whole as Intl wrote them, in the translation’s order', () => {
    const html = render(<PenaltySentence ratio={0.052} money={-272.36} />)
    const rate = ar.percent(0.052, 1)
    const amount = ar.money(-272.36)
    expect(isolates(html)).toEqual([rate, amount])
    // The amount's own number isolate (the formatter's) sits inside: the minus stays with its digits.
    expect(amount).toMatch(/^\u200f\u2066.?-272\.36\u2069\u00a0GHS$/)
    expect(textOf(html)).toBe(
      arabic('Your success rate this month costs {rate} of your confirmed commissions: {amount}.').replace('{rate}', rate).replace('{amount}', amount),
    )
    expect(textOf(html)).toMatch(/^نسبة نجاحك هذا الشهر تخصم /)
  })

  it('keeps "84.6 % of 85 %" apart: each percentage its own isolate, nothing around the sentence', () => {
    const current = ar.percent(0.846, 1)
    const target = ar.percent(0.85, 1)
    const html = render(<OfSentence current={current} target={target} />)
    expect(isolates(html)).toEqual([current, target])
    expect(html.match(/<bdi/g)).toHaveLength(2)
    expect(textOf(html)).toBe(arabic('{current} of {target}').replace('{current}', current).replace('{target}', target))
  })

  it('isolates every percentage of the penalty rates table, and none of the words', () => {
    const html = render(<PenaltyRates rates={[{ min_rate: 80, max_rate: 90, impact_perc: -5 }]} />)
    expect(isolates(html)).toEqual([ar.percent(0.8), ar.percent(0.9), ar.percent(0.05, 1)])
    expect(textOf(html)).toContain(arabic('{from} to under {to}').replace('{from}', ar.percent(0.8)).replace('{to}', ar.percent(0.9)))
    expect(textOf(html)).toContain(arabic('{impact} penalty').replace('{impact}', ar.percent(0.05, 1)))
  })

  it('renders a <bdi>: the text’s own first strong letter decides its direction, or left to right when told', () => {
    expect(renderToStaticMarkup(<Isolate>12 Oxford Street, Osu</Isolate>)).toBe('<bdi class="ui-isolate">12 Oxford Street, Osu</bdi>')
    expect(renderToStaticMarkup(<Isolate dir="ltr">0244 123 4567</Isolate>)).toBe('<bdi dir="ltr" class="ui-isolate">0244 123 4567</bdi>')
    expect(
      renderToStaticMarkup(
        <Isolate className="ui-strong" data-testid="x">
          Gold
        </Isolate>,
      ),
    ).toBe('<bdi data-testid="x" class="ui-isolate ui-strong">Gold</bdi>')
  })
})

describe('a name from the gateway in an Isolate', () => {
  const spoofed = '\u202e00.005 SHG\u202c \u2067Mensah\u2069'

  it('shows as it is written: the direction controls that would draw "GHS 500.00" are dropped as names are read', () => {
    const member = v.parse(PersonSummary, { id: 1, first_name: spoofed, last_name: 'Asante', email: null, phone_number: null, profile_picture: null })
    expect(renderToStaticMarkup(<Isolate>{`${member.first_name} ${member.last_name}`}</Isolate>)).toBe('<bdi class="ui-isolate">00.005 SHG Mensah Asante</bdi>')
  })

  it.each([
    ['the consultant (the greeting)', Consultant.entries.first_name],
    ['a store', Consultant.entries.store_name],
    ['a team member', PersonSummary.entries.last_name],
    ['a customer in the list', OrderSummary.entries.customer_name],
    ['a customer', OrderDetail.entries.customer.entries.name],
    ['a product', OrderItem.entries.name],
  ])('reads the name of %s without them', (_, schema) => {
    const name = v.parse(schema, spoofed)
    expect(renderToStaticMarkup(<Isolate>{name}</Isolate>)).toBe('<bdi class="ui-isolate">00.005 SHG Mensah</bdi>')
  })
})
