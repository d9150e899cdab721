import AxeBuilder from '@axe-core/playwright'
import type { Page, Response } from '@playwright/test'
import { expect, pageNow, test } from './support/test'
import * as v from 'valibot'
import { Level, LoginResponse, OrdersSuccessRate, SuccessRateConfigs, SuccessRates, TeamMembers, type SuccessRateRecord } from '../../src/api/schemas'
import { levelProgress } from '../../src/domain/level-progress'
import { signInAs } from './support/sign-in'

/**
 * Success rate and level (issue 10 §2 and §3) against the built app and the demo gateway: the
 * months on screen are the gateway's answers, loaded ten at a time until a page comes back
 * empty (each range asked once); the penalty rates of the consultant's level; the level, its
 * advantages and what it takes to reach the next one, computed from the gateway's figures;
 * empty, failing and malformed answers; feature toggles; axe in English and Arabic.
 */

const desktop = { width: 1280, height: 900 }
test.use({ viewport: desktop })

const rate = (percent: number) => new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percent / 100)
const wholePercent = (percent: number) => new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100)
const successRatesPath = /\/watto\/consultants\/\d+\/success-rates$/
const isSuccessRates = (r: Response) => successRatesPath.test(new URL(r.url()).pathname) && r.request().method() === 'GET'
const parsed = async <T extends v.GenericSchema>(schema: T, response: Promise<Response>): Promise<v.InferOutput<T>> =>
  v.parse(schema, await (await response).json())

/** The row of a month on the success-rate screen. */
const monthRow = (page: Page, record: SuccessRateRecord) => page.locator(`[data-testid="success-month"][data-month="${record.from_date.slice(0, 7)}"]`)

test.describe('success rate', () => {
  test('ten months a page from the gateway, loaded until a page comes back empty, each range asked once', { tag: '@dates' }, async ({ page }) => {
    test.setTimeout(60_000)
    await signInAs(page, 'active')
    const asked: string[] = []
    page.on('request', (request) => {
      if (successRatesPath.test(new URL(request.url()).pathname)) asked.push(new URL(request.url()).search)
    })
    const first = parsed(SuccessRates, page.waitForResponse(isSuccessRates))
    await page.goto('/success-rate')
    const answers = [await first]
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success rate')
    expect(answers[0]!.data).toHaveLength(10)
    await expect(page.getByTestId('success-month')).toHaveCount(10)

    // The newest month: its figures as the gateway gave them.
    const newest = answers[0]!.data[0]!
    const row = monthRow(page, newest)
    await expect(row.getByRole('heading')).toHaveText(
      new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(new Date(`${newest.from_date}T12:00`)),
    )
    await expect(row.getByTestId('month-rate')).toHaveText(newest.success_rate === null ? 'No data' : rate(newest.success_rate))
    await expect(row.getByTestId('month-level')).toHaveText(newest.jforce_level?.name ?? '')
    // A closed month with a penalty says how much; the running month hides its estimate.
    const penalised = answers[0]!.data.find((r) => !r.hide_impact && r.impact_perc < 0)
    if (!penalised) throw new Error('the demo gateway should have a month with a penalty in the last ten')
    await expect(monthRow(page, penalised).getByTestId('month-impact')).toHaveText(`${wholePercent(-penalised.impact_perc)} penalty on commissions`)
    await expect(monthRow(page, penalised).getByTestId('month-completed')).toHaveText(new Intl.NumberFormat('en').format(penalised.orders_completed))
    await expect(monthRow(page, penalised).getByTestId('month-failed')).toHaveText(new Intl.NumberFormat('en').format(penalised.orders_failed))
    if (newest.hide_impact) await expect(row.getByTestId('month-impact')).toHaveCount(0)

    const more = page.getByRole('button', { name: 'Load more months' })
    for (;;) {
      const answer = parsed(SuccessRates, page.waitForResponse(isSuccessRates))
      await more.click()
      answers.push(await answer)
      if (answers.at(-1)!.data.length === 0) break
      const shown = answers.reduce((sum, a) => sum + a.data.length, 0)
      await expect(page.getByTestId('success-month')).toHaveCount(shown)
      expect(answers.length).toBeLessThan(10)
    }
    await expect(page.getByTestId('no-more-months')).toHaveText('That’s every month since your first order.')
    await expect(more).toHaveCount(0)
    const all = answers.flatMap((a) => a.data)
    expect(all.length).toBeGreaterThanOrEqual(24)
    await expect(page.getByTestId('success-month')).toHaveCount(all.length)
    expect(new Set(asked).size).toBe(asked.length)
    expect(asked).toHaveLength(answers.length)
    // The chart's table: the newest year, one row per month with a rate, oldest first.
    await page.getByRole('button', { name: 'Show as table' }).click()
    const withRate = all
      .slice(0, 12)
      .filter((r) => r.success_rate !== null)
      .reverse()
    const month = (r: SuccessRateRecord) => new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(new Date(`${r.from_date}T12:00`))
    const table = page.getByRole('table', { name: `Success rate from ${month(withRate[0]!)} to ${month(withRate.at(-1)!)}` })
    await expect(table.locator('tbody tr')).toHaveCount(withRate.length)
    await expect(table.locator('tbody tr').first()).toContainText(rate(withRate[0]!.success_rate!))
  })

  test('the current penalty rates of the consultant’s level, with this month’s band marked', { tag: '@dates' }, async ({ page }) => {
    await signInAs(page, 'active')
    const configs = parsed(
      SuccessRateConfigs,
      page.waitForResponse((r) => r.url().includes('/watto/success-rate-configs/2')),
    )
    const months = parsed(SuccessRates, page.waitForResponse(isSuccessRates))
    await page.goto('/success-rate')
    const bands = (await configs).data
    const current = (await months).data[0]!.success_rate
    await expect(page.getByRole('heading', { name: 'Current penalty rates' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Current penalty rates' })
    await expect(table.locator('tbody tr')).toHaveCount(bands.length)
    if (current !== null) {
      const mine = bands.find((b) => current >= b.min_rate && (current < b.max_rate || b.max_rate >= 100))!
      const row = table.locator('tbody tr[data-current]')
      await expect(row).toHaveCount(1)
      await expect(row).toContainText('Your rate this month')
      await expect(row).toContainText(mine.impact_perc < 0 ? `${wholePercent(-mine.impact_perc)} penalty` : 'No effect')
    }
  })

  test('the chart’s axis shows the months apart, the penalty thresholds drawn and labelled (issue 38)', { tag: '@dates' }, async ({ page }) => {
    await signInAs(page, 'active')
    const configs = parsed(
      SuccessRateConfigs,
      page.waitForResponse((r) => r.url().includes('/watto/success-rate-configs/')),
    )
    const months = parsed(SuccessRates, page.waitForResponse(isSuccessRates))
    await page.goto('/success-rate')
    const bands = (await configs).data
    const charted = (await months).data.slice(0, 12).flatMap((r) => (r.success_rate === null ? [] : [r.success_rate]))
    expect(Math.min(...charted), 'every month of the demo’s chart is above 50 %').toBeGreaterThan(50)
    const chart = page.locator('.ui-chart')
    const ticks = chart.locator('.ui-chart-axis > span')
    await expect(ticks.last()).toHaveText('100%')
    // The axis' lowest tick (its first: the axis is drawn bottom up) is labelled, above 0 % and under every month.
    const lowest = Number.parseFloat((await ticks.first().textContent()) ?? '')
    expect(lowest).toBeGreaterThan(0)
    expect(lowest).toBeLessThan(Math.min(...charted))
    // A line at each threshold under which a penalty applies, labelled with that penalty beside the plot's end.
    const thresholds = bands.filter((b) => b.impact_perc < 0 && b.max_rate < 100).sort((a, b) => b.max_rate - a.max_rate)
    expect(thresholds.length, 'the demo’s level has penalty thresholds').toBeGreaterThan(0)
    const lines = chart.locator('.ui-chart-threshold')
    const labels = chart.getByTestId('chart-threshold')
    await expect(lines).toHaveCount(thresholds.length)
    // Each penalty is an isolate inside its label (U+2066…U+2069), as a value inside a sentence is.
    const said = (await labels.allTextContents()).map((text) => text.replace(/[\u2066-\u2069]/g, ''))
    expect(said).toEqual(thresholds.map((b) => `${wholePercent(-b.impact_perc)} penalty`))
    const texts = await ticks.allTextContents()
    for (const [index, threshold] of thresholds.entries()) {
      const [line, label] = await Promise.all([lines.nth(index).boundingBox(), labels.nth(index).boundingBox()])
      if (!line || !label) throw new Error('a threshold without its line or label')
      expect(label.x).toBeGreaterThanOrEqual(line.x + line.width)
      expect(Math.abs(label.y - line.y)).toBeLessThanOrEqual(label.height)
      // At its value: level with the axis' tick of the same rate.
      const tick = texts.indexOf(wholePercent(threshold.max_rate))
      if (tick < 0) continue
      const at = await ticks.nth(tick).boundingBox()
      expect(Math.abs(at!.y + at!.height / 2 - line.y)).toBeLessThanOrEqual(2)
    }
  })

  test('a month without orders says No data', { tag: '@dates' }, async ({ page }) => {
    await signInAs(page, 'active')
    await page.route(/\/success-rates\?/, async (route) => {
      const body = v.parse(SuccessRates, await (await route.fetch()).json())
      body.data[1] = { ...body.data[1]!, success_rate: null, orders_completed: 0, orders_failed: 0, impact_perc: 0, hide_impact: true }
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
    })
    await page.goto('/success-rate')
    const rows = page.getByTestId('success-month')
    await expect(rows.nth(1).getByTestId('month-rate')).toHaveText('No data')
    await expect(rows.nth(1)).toContainText('the success rate does not apply')
    await expect(rows.nth(0).getByTestId('month-rate')).not.toHaveText('No data')
  })

  test('a consultant with no orders sees No data and nothing more to load', async ({ page }) => {
    await signInAs(page, 'newcomer')
    await page.goto('/success-rate')
    await expect(page.getByText('No data', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Load more months' })).toHaveCount(0)
    await expect(page.getByRole('table', { name: 'Current penalty rates' })).toBeVisible()
  })

  test('a failing first page offers Try again; a failing later page keeps the months and asks again', async ({ page }) => {
    await signInAs(page, 'active')
    let failures = 1
    await page.route(/\/success-rates\?/, (route) => (failures-- > 0 ? route.fulfill({ status: 503, body: '{}' }) : route.fallback()))
    await page.goto('/success-rate')
    await expect(page.getByText('Sorry, it seems that we are facing some issues. Please try again later.')).toBeVisible()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('success-month')).toHaveCount(10)
    failures = 1
    await page.getByRole('button', { name: 'Load more months' }).click()
    await expect(page.getByText('The earlier months could not load.')).toBeVisible()
    await expect(page.getByTestId('success-month')).toHaveCount(10)
    const retried = page.waitForRequest(/\/success-rates\?/)
    await page.getByRole('button', { name: 'Try again' }).click()
    expect(new URL((await retried).url()).searchParams.get('date_to')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await expect(page.getByTestId('success-month')).toHaveCount(20)
  })

  test('malformed months show the error view, not a blank page', async ({ page }) => {
    await signInAs(page, 'active')
    await page.route(/\/success-rates\?/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[{"from_date":"soon"}]}' }))
    await page.goto('/success-rate')
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Current penalty rates' })).toBeVisible()
  })
})

test.describe('level', () => {
  test('the level, and what it takes to reach the next one from this month’s figures', { tag: '@dates' }, async ({ page }) => {
    await signInAs(page, 'active')
    const level = parsed(
      Level,
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/ewoks/levels/2')),
    )
    const month = parsed(
      OrdersSuccessRate,
      page.waitForResponse((r) => r.url().includes('/orders-success-rate-by-period?')),
    )
    const team = parsed(
      TeamMembers,
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/team-members')),
    )
    await page.goto('/level')
    const [answer, figures, members] = await Promise.all([level, month, team])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level')
    await expect(page.getByTestId('level-name')).toHaveText(answer.name)
    const next = answer.next_level
    if (!next?.targets) throw new Error('the demo gateway’s Silver level should have a next level with targets')
    await expect(page.getByRole('heading', { name: `What it takes to reach ${next.name}` })).toBeVisible()
    const progress = levelProgress(
      next.targets,
      {
        completed: figures.orders_completed,
        failed: figures.orders_failed,
        successRate: figures.success_rate,
        activeTeamMembers: members.data.filter((m) => m.status === 'active').length,
      },
      await pageNow(page),
    )
    const steps = page.getByTestId('level-step')
    await expect(steps).toHaveCount(progress.steps.length)
    const plural = (n: number, one: string, other: string) => (n === 1 ? one : other).replace('#', new Intl.NumberFormat('en').format(n))
    const count = (n: number) => new Intl.NumberFormat('en').format(n)
    for (const [index, step] of progress.steps.entries()) {
      const sentence = steps.nth(index).getByTestId('level-step-sentence')
      if (step.kind !== 'successRate')
        await expect(steps.nth(index).getByTestId('level-step-value')).toHaveText(`${count(step.current)} of ${count(step.target)}`)
      // A target met says so once: its figures and the Met badge, no sentence repeating them.
      if (step.met) {
        await expect(steps.nth(index).getByText('Met', { exact: true })).toBeVisible()
        await expect(sentence).toHaveCount(0)
        continue
      }
      if (step.kind === 'completedOrders')
        await expect(sentence).toHaveText(plural(step.missing, '# more completed order this month', '# more completed orders this month'))
      if (step.kind === 'activeTeamMembers') await expect(sentence).toHaveText(plural(step.missing, '# more active team member', '# more active team members'))
      if (step.kind === 'successRate' && step.completedNeeded !== null) {
        const target = wholePercent(step.target)
        await expect(sentence).toHaveText(
          plural(
            step.completedNeeded,
            `# more completed order, with no failed one, brings your success rate to ${target}`,
            `# more completed orders, with no failed one, bring your success rate to ${target}`,
          ),
        )
      }
    }
    // The progress bars say where each figure stands.
    await expect(steps.first().getByRole('progressbar')).toHaveAttribute('aria-valuemax', String(progress.steps[0]!.target))
    // One shape for every target (issue 38): its name, its figures under it, the bar under them.
    for (const step of await steps.all()) {
      const [title, value, bar] = await Promise.all([
        step.locator(':scope > :first-child').boundingBox(),
        step.getByTestId('level-step-value').boundingBox(),
        step.getByRole('progressbar').boundingBox(),
      ])
      if (!title || !value || !bar) throw new Error('a target without its name, figures or bar')
      expect(value.y).toBeGreaterThanOrEqual(title.y + title.height - 1)
      expect(bar.y).toBeGreaterThanOrEqual(value.y + value.height - 1)
    }
  })

  test('the level’s advantages and the next level’s, one screen each', async ({ page }) => {
    await signInAs(page, 'active')
    const level = parsed(
      Level,
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/ewoks/levels/2')),
    )
    await page.goto('/level')
    const answer = await level
    const next = answer.next_level!
    await page.getByRole('link', { name: `${answer.name} advantages` }).click()
    await expect(page).toHaveURL(/\/level\/advantages$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level advantages')
    await expect(page.getByTestId('level-advantages').getByRole('listitem')).toHaveText(answer.advantages)
    await expect(page.getByTestId('level-requirements').getByRole('listitem')).toHaveText(answer.requirements)
    await page.getByRole('link', { name: `${next.name} advantages` }).click()
    await expect(page).toHaveURL(/\/level\/next-level-advantages$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Next level advantages')
    await expect(page.getByTestId('level-advantages').getByRole('listitem')).toHaveText(next.advantages)
    await expect(page.getByTestId('level-requirements').getByRole('listitem')).toHaveText(next.requirements)
    await page.reload()
    await expect(page.getByTestId('level-advantages').getByRole('listitem')).toHaveText(next.advantages)
  })

  test('at the highest level there is no next one; a level without targets shows its requirements in words', async ({ page }) => {
    await signInAs(page, 'active')
    let top = true
    await page.route(/\/ewoks\/levels\/2$/, async (route) => {
      const body = v.parse(Level, await (await route.fetch()).json())
      const changed = top ? { ...body, next_level: null } : { ...body, next_level: body.next_level && { ...body.next_level, targets: undefined } }
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(changed) })
    })
    await page.goto('/level')
    await expect(page.getByTestId('top-level')).toContainText('is the highest level')
    await page.goto('/level/next-level-advantages')
    await expect(page.getByTestId('top-level')).toBeVisible()
    top = false
    await page.goto('/level')
    await expect(page.getByTestId('level-requirements').getByRole('listitem')).toHaveCount(3)
    await expect(page.getByTestId('level-step')).toHaveCount(0)
  })

  test('a failing level call offers Try again; failing figures keep the level and retry on their card', async ({ page }) => {
    await signInAs(page, 'active')
    let levelFailures = 1
    let figureFailures = 1
    await page.route(/\/ewoks\/levels\/2$/, (route) => (levelFailures-- > 0 ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()))
    await page.route(/\/orders-success-rate-by-period\?/, (route) => (figureFailures-- > 0 ? route.abort('internetdisconnected') : route.fallback()))
    await page.goto('/level')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('level-name')).toBeVisible()
    const card = page.getByTestId('level-progress')
    await expect(card.getByText('Sorry, it seems an error occurred')).toBeVisible()
    await card.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('level-step').first()).toBeVisible()
  })

  test('a consultant without a level is told so', async ({ page }) => {
    await page.route(/\/api\/v1\/login$/, async (route) => {
      const body = v.parse(LoginResponse, await (await route.fetch()).json())
      body.response.customer_data.level = null
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
    })
    await signInAs(page, 'member')
    await page.goto('/level')
    await expect(page.getByText('You don’t have a level yet'.replace('’', "'"))).toBeVisible()
    await page.goto('/success-rate')
    await expect(page.getByText('Penalty rates depend on your level, and you don’t have a level yet.')).toBeVisible()
  })
})

test('with success_rate and levels switched off, their screens lead home', async ({ page }) => {
  await page.route(/\/api\/v1\/login$/, async (route) => {
    const body = v.parse(LoginResponse, await (await route.fetch()).json())
    body.response.feature_toggles = { ...body.response.feature_toggles, success_rate: false, levels: false }
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
  })
  await signInAs(page, 'active')
  for (const path of ['/success-rate', '/level', '/level/advantages', '/level/next-level-advantages']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/home$/)
  }
})

for (const locale of ['en', 'ar'] as const) {
  test.describe(`accessibility in ${locale}`, () => {
    test.use({ locale })

    test('success rate and the level screens have no serious or critical axe violations', async ({ page }) => {
      test.setTimeout(90_000)
      await signInAs(page, 'active')
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      for (const path of ['/success-rate', '/level', '/level/advantages', '/level/next-level-advantages']) {
        await page.goto(path)
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await expect(page.locator('main h2').first()).toBeVisible()
        const { violations } = await new AxeBuilder({ page }).analyze()
        const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        expect(
          blocking.map((violation) => `${path} ${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        ).toEqual([])
      }
    })
  })
}
