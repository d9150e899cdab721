import type { Page, Request } from '@playwright/test'
import * as v from 'valibot'
import { Bonuses, CommissionTotal, SalesTotal } from '../../src/api/schemas'
import { bonusPhase } from '../../src/domain/bonus-status'
import { signInAs } from './support/sign-in'
import { expect, isoDay, pageNow, test } from './support/test'

/**
 * The date rules at whatever day the suite runs on (`npm run test:dates` moves the demo's today to the 1st, the
 * 31st, 28 and 29 February of a leap year, New Year's Eve and Day, and a day inside a bonus's grace period). The
 * expected days are worked out here from the page's clock with plain calendar arithmetic, not with the app's own
 * period code (src/domain/periods.ts), so a rule that slips at a month's or a year's edge shows.
 */

const desktop = { width: 1280, height: 900 }
test.use({ viewport: desktop })

interface Range {
  from: string
  to: string
}

/** A calendar date moved by whole days (UTC inside: no daylight saving in date arithmetic). */
function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** The whole calendar month `offset` months from the month of `iso` (day 0 of the next month is this one's last). */
function month(iso: string, offset: number): Range {
  const [y, m] = iso.split('-').map(Number) as [number, number]
  const first = new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10)
  const last = new Date(Date.UTC(y, m + offset, 0)).toISOString().slice(0, 10)
  return { from: first, to: last }
}

/** What a consultant reads for a range: "Oct 27 – Nov 25, 2026" (the screens write days with Intl, in English here). */
const written = ({ from, to }: Range) => {
  const day = (iso: string) => new Date(`${iso}T12:00:00`)
  return new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(day(from), day(to))
}

const rangeOf = (request: Request): Range => {
  const query = new URL(request.url()).searchParams
  return { from: query.get('date_from') ?? '', to: query.get('date_to') ?? '' }
}

/** The summary under a period picker: the range, then what it is compared with. */
async function expectSummary(page: Page, range: Range, previous: Range) {
  const summary = page.locator('.period-summary')
  await expect(summary).toContainText(written(range))
  await expect(summary).toContainText(`Compared with ${written(previous)}`)
}

test.describe('the calendar', { tag: '@dates' }, () => {
  test('/sales: this month is the whole calendar month, compared with the month before; the last 7 and 30 days end today and are compared with as many days before; last month is the whole month before, compared with the month before it', async ({
    page,
  }) => {
    await signInAs(page, 'active')
    const today = isoDay(await pageNow(page))
    const expected: Record<string, { range: Range; previous: Range }> = {
      'this-month': { range: month(today, 0), previous: month(today, -1) },
      'last-7-days': { range: { from: addDays(today, -6), to: today }, previous: { from: addDays(today, -13), to: addDays(today, -7) } },
      'last-30-days': { range: { from: addDays(today, -29), to: today }, previous: { from: addDays(today, -59), to: addDays(today, -30) } },
      'last-month': { range: month(today, -1), previous: month(today, -2) },
    }
    for (const [preset, { range, previous }] of Object.entries(expected)) {
      const [request] = await Promise.all([
        page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/sales/total')),
        page.goto(`/sales?period=${preset}`),
      ])
      expect(rangeOf(request), preset).toEqual(range)
      const answer = v.parse(SalesTotal, await (await request.response())?.json())
      // The figures' previous period (the gateway's) is the one the screen names.
      expect(answer.previous_period, `${preset}: the gateway compares with`).toEqual(previous)
      await expectSummary(page, range, previous)
    }
  })

  test('/commissions: this month is the whole calendar month, compared with the whole month before', async ({ page }) => {
    await signInAs(page, 'active')
    const today = isoDay(await pageNow(page))
    const [request] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/commissions/total')),
      page.goto('/commissions?period=this-month'),
    ])
    expect(rangeOf(request)).toEqual(month(today, 0))
    await expectSummary(page, month(today, 0), month(today, -1))
  })

  test('/home: this month and last month are the calendar’s, and the tiles’ figures are the gateway’s for them', async ({ page }) => {
    const asked: Request[] = []
    page.on('request', (r) => {
      if (/\/(sales|commissions)\/total$/.test(new URL(r.url()).pathname)) asked.push(r)
    })
    await signInAs(page, 'active')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home')
    const today = isoDay(await pageNow(page))
    const money = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'GHS' }).format(amount)
    for (const [call, tile, figure] of [
      ['sales', 'Sales this month', (body: unknown) => v.parse(SalesTotal, body).current.amount],
      ['commissions', 'Commissions this month', (body: unknown) => v.parse(CommissionTotal, body).confirmed],
    ] as const) {
      const ofCall = asked.filter((r) => new URL(r.url()).pathname.endsWith(`/${call}/total`))
      expect(
        ofCall.map(rangeOf).sort((a, b) => a.from.localeCompare(b.from)),
        call,
      ).toEqual([month(today, -1), month(today, 0)])
      const thisMonth = ofCall.find((r) => rangeOf(r).from === month(today, 0).from)
      const amount = figure(await (await thisMonth?.response())?.json())
      await expect(page.locator('.dashboard-tile', { hasText: tile }).getByTestId('this-month')).toHaveText(money(amount))
    }
  })

  test('/bonuses: each bonus’s phase follows the page’s clock; one that ended in the last days is being calculated', async ({ page }) => {
    await signInAs(page, 'active')
    const [response] = await Promise.all([
      page.waitForResponse((r) => /\/mandalorian\/consultants\/\d+\/bonuses$/.test(new URL(r.url()).pathname)),
      page.goto('/bonuses'),
    ])
    const bonuses = v.parse(Bonuses, await response.json()).data
    const now = await pageNow(page)
    const words = {
      available: 'Available',
      inProgress: 'In progress',
      grace: 'Being calculated',
      achieved: 'Achieved',
      noLongerAvailable: 'No longer available',
    }
    await expect(page.getByTestId('bonus-card')).toHaveCount(bonuses.length)
    for (const bonus of bonuses) {
      await expect(page.getByTestId('bonus-card').filter({ hasText: bonus.name }), bonus.name).toContainText(words[bonusPhase(bonus, now)])
    }
    // Worked out without the app's rule: ended, not reached, and within its grace period.
    const inGrace = bonuses.filter(
      (b) =>
        b.state === 'in_progress' &&
        b.progress < b.target &&
        Date.parse(b.ends_at) < now.getTime() &&
        now.getTime() <= Date.parse(b.ends_at) + b.grace_period_days * 86_400_000,
    )
    expect(inGrace.length, 'the demo keeps a bonus in its grace period every day').toBeGreaterThan(0)
    for (const bonus of inGrace) await expect(page.getByTestId('bonus-card').filter({ hasText: bonus.name })).toContainText('Being calculated')
  })
})
