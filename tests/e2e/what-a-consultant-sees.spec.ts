import type { Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { Bonuses, SalesByStatus, TeamMembers } from '../../src/api/schemas'
import { signInAs } from './support/sign-in'
import { expect, pageNow, test } from './support/test'

/**
 * Issue 38, "What a consultant sees", as a new consultant walks the app: a bonus says "You get" only for money the
 * consultant will get; a change is coloured by what it means, not by its direction; one word for the payout; a zero
 * carries no sign; the Arabic app writes its own words in Arabic; each fact of the personal info once.
 */

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } })

const DAY = 86_400_000

/** The next GET answer whose path matches, parsed with the contract's schema. */
async function answerOf<T extends v.GenericSchema>(page: Page, path: RegExp, schema: T, action: () => Promise<unknown>): Promise<v.InferOutput<T>> {
  await page.waitForLoadState('networkidle')
  const [response] = await Promise.all([page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === 'GET'), action()])
  return v.parse(schema, await response.json())
}

test.describe('bonuses: "You get" only for money the consultant will get', () => {
  test('an ended bonus being calculated says what is counted so far, on /bonuses, its details and /home', async ({ page }) => {
    await signInAs(page, 'active')
    const { data: bonuses } = await answerOf(page, /\/mandalorian\/consultants\/\d+\/bonuses$/, Bonuses, () => page.goto('/bonuses'))
    const now = (await pageNow(page)).getTime()
    // Worked out without the app's rule: ended, not reached, within its grace period.
    const inGrace = bonuses.filter(
      (b) => b.state === 'in_progress' && b.progress < b.target && Date.parse(b.ends_at) < now && now <= Date.parse(b.ends_at) + b.grace_period_days * DAY,
    )
    expect(inGrace.length, 'the demo keeps a bonus in its grace period every day').toBeGreaterThan(0)
    for (const bonus of inGrace) {
      const outcome = page.getByTestId('bonus-card').filter({ hasText: bonus.name }).getByTestId('bonus-outcome')
      if (bonus.format === 'items_sold' && bonus.target > 1) await expect(outcome).toHaveText(`So far: ${bonus.progress} of ${bonus.target} items`)
      else await expect(outcome).toHaveText(/^So far: .+ of .+$/)
    }
    // Only an achieved bonus says "You get".
    const outcomes = page.getByTestId('bonus-outcome')
    await expect(outcomes).toHaveCount(bonuses.length)
    for (const bonus of bonuses) {
      const outcome = page.getByTestId('bonus-card').filter({ hasText: bonus.name }).getByTestId('bonus-outcome')
      if (bonus.state === 'achieved' || (bonus.target > 0 && bonus.progress >= bonus.target))
        await expect(outcome, bonus.name).toHaveText(/^You get GHS\s[\d,.]+$/)
      else await expect(outcome, bonus.name).not.toContainText('You get')
    }
    // Its details: the same line, and nothing left "to reach the target" once it has ended.
    const first = inGrace[0]!
    await page.getByTestId('bonus-card').filter({ hasText: first.name }).click()
    await expect(page).toHaveURL(new RegExp(`/bonuses/details/${first.id}$`))
    await expect(page.getByTestId('bonus-outcome')).toHaveText(/^So far: .+ of .+$/)
    await expect(page.getByText(/to reach the target|more to get/)).toHaveCount(0)
    // The dashboard's bonuses (available and in progress): none says "You get".
    await page.goto('/home')
    const home = page.getByTestId('home-bonuses').getByTestId('bonus-outcome')
    await expect(home.first()).toBeVisible()
    for (const outcome of await home.all()) await expect(outcome).not.toContainText('You get')
  })

  test('the suspended consultant is told why no bonus is promised', async ({ page }) => {
    await signInAs(page, 'suspended')
    await expect(page.getByTestId('home-bonuses').getByTestId('bonus-outcome').first()).toBeVisible()
    for (const outcome of await page.getByTestId('home-bonuses').getByTestId('bonus-outcome').all()) {
      await expect(outcome).toHaveText('On hold while your account is suspended')
    }
    await page.goto('/bonuses')
    await expect(page.getByTestId('bonus-card').first()).toBeVisible()
    for (const outcome of await page.locator('[data-group="inProgress"], [data-group="available"]').getByTestId('bonus-outcome').all()) {
      await expect(outcome).toHaveText('On hold while your account is suspended')
    }
    for (const outcome of await page.locator('[data-group="noLongerAvailable"]').getByTestId('bonus-outcome').all()) {
      await expect(outcome).toHaveText(/^Not reached: .+ of .+$/)
    }
    await expect(page.getByTestId('bonus-outcome').filter({ hasText: 'You get' })).toHaveCount(0)
  })
})

/** Every change badge of figures whose rise is good news: up is green, down red, unchanged or from nothing grey. */
async function expectRiseIsGood(badges: Locator) {
  for (const badge of await badges.all()) {
    const spoken = ((await badge.locator('.ui-visually-hidden').textContent()) ?? '').trim()
    const shown = ((await badge.locator('.ui-change').textContent()) ?? '').trim()
    const tone = shown === '—' || spoken.startsWith('Same') ? 'neutral' : spoken.startsWith('Up') ? 'good' : 'bad'
    await expect(badge, `${spoken} (${shown})`).toHaveAttribute('data-tone', tone)
  }
}

test.describe('change badges: coloured by meaning, not by direction', () => {
  test('/sales: a rise of failed, rejected or returned sales is red, a fall green; no previous figure is a grey dash', async ({ page }) => {
    await signInAs(page, 'active')
    const { data: rows } = await answerOf(page, /\/sales\/by-status$/, SalesByStatus, () => page.goto('/sales'))
    const list = page.getByRole('list', { name: 'Sales by status' })
    await expect(list).toBeVisible()
    await expect(page.locator('.figures-tiles').getByTestId('change')).toHaveCount(3)
    const labels: Record<string, string> = {
      created: 'Created',
      ongoing: 'Ongoing',
      delivered: 'Delivered',
      failed: 'Failed',
      rejected: 'Rejected',
      completed: 'Completed',
      returned: 'Returned',
    }
    let badNews = 0
    for (const row of rows) {
      const badge = list.getByRole('listitem').filter({ hasText: labels[row.status] }).getByTestId('change')
      // Worked out without the app's rule: more failed, rejected or returned is bad.
      const riseIsBad = ['failed', 'rejected', 'returned'].includes(row.status)
      const tone = row.previous_amount === 0 || row.amount === row.previous_amount ? 'neutral' : row.amount > row.previous_amount !== riseIsBad ? 'good' : 'bad'
      await expect(badge, row.status).toHaveAttribute('data-tone', tone)
      if (row.previous_amount === 0 && row.amount !== 0) {
        await expect(badge, row.status).toHaveText(/—/)
        await expect(badge.locator('svg'), row.status).toHaveCount(0)
      }
      if (riseIsBad && tone !== 'neutral') badNews += 1
    }
    expect(badNews, 'the demo has failed, rejected or returned sales that moved').toBeGreaterThan(0)
    // The totals and the categories: more is good news.
    await expectRiseIsGood(page.locator('.figures-tiles').getByTestId('change'))
    await expectRiseIsGood(page.getByRole('list', { name: 'Sales by category' }).getByTestId('change'))
  })

  test('/commissions and /home: more commission and more sales are good news', async ({ page }) => {
    await signInAs(page, 'active')
    await expect(page.locator('.dashboard-tile').getByTestId('change')).toHaveCount(2)
    await expectRiseIsGood(page.locator('.dashboard-tile').getByTestId('change'))
    await page.goto('/commissions')
    await expect(page.getByTestId('commissions-payable')).toBeVisible()
    await expect(page.locator('.figures-tiles').getByTestId('change')).toHaveCount(2)
    await expectRiseIsGood(page.locator('.figures-tiles').getByTestId('change'))
  })
})

test('one word for the payout: /commissions and the payment account page both say payment account and vouchers', async ({ page }) => {
  await signInAs(page, 'active')
  await page.goto('/commissions')
  const payout = page.getByTestId('payout')
  await expect(payout).toContainText(
    /Paid to your payment account: your payable commissions are above GHS\s[\d,.]+\.|Paid in marketplace vouchers: your payable commissions are GHS\s[\d,.]+ or less\./,
  )
  await expect(payout).not.toContainText(/cash/i)
  const limit = /GHS\s[\d,.]+\d/.exec(await payout.locator('.commissions-payout').innerText())?.[0]
  if (!limit) throw new Error('the payout line names the threshold')
  // The same threshold, in the same words, where the consultant picks the account.
  const amount = limit.replace(/[.]/g, '\\.').replace(/\s/g, '\\s')
  await page.goto('/payment-method')
  await expect(page.getByText(new RegExp(`^Each month, commissions above ${amount} are paid to your payment account\\.$`))).toBeVisible()
  await expect(page.getByText(new RegExp(`^When they come to ${amount} or less, they are paid in marketplace vouchers instead\\.$`))).toBeVisible()
  await expect(page.locator('main')).not.toContainText(/cash/i)
})

test('zero is zero: a penalty of 0 reads GHS 0.00, no sign, as on the statement', async ({ page }) => {
  await signInAs(page, 'active')
  await page.route('**/commissions/total?**', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { confirmed: number }
    await route.fulfill({ response, json: { ...body, penalty_perc: 0, penalty_amount: 0, payable: body.confirmed } })
  })
  await page.goto('/commissions')
  const zero = new Intl.NumberFormat('en', { style: 'currency', currency: 'GHS' }).format(0)
  await expect(page.getByTestId('commissions-penalty')).toHaveText(zero)
  await page.goto('/commissions/statement')
  await expect(page.locator('main')).toContainText(zero)
  await expect(page.locator('main')).not.toContainText(`-${zero}`)
})

test.describe('in Arabic, the app’s own words in Arabic', () => {
  test('the recruitment channel on /personal-info; WhatsApp on the team list, a member’s profile and the recruit campaigns', async ({ page }) => {
    // An Arabic reader's app is in Arabic from the intro on, so the sign-in's answer is too.
    await page.goto('/')
    await page.getByRole('button', { name: /العربية/ }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await signInAs(page, 'active')
    await page.goto('/personal-info')
    await expect(page.locator('[data-field="recruitment_channel"] dd')).toHaveText('صديق أو أحد الأقارب')

    const { data: members } = await answerOf(page, /\/ewoks\/consultants\/\d+\/team-members$/, TeamMembers, () => page.goto('/team-members'))
    const chats = page.locator('a[href^="https://wa.me/"]')
    await expect(chats.first()).toContainText('واتساب')
    await expect(chats.filter({ hasText: 'WhatsApp' })).toHaveCount(0)

    const member = members.find((m) => m.phone_number)
    if (!member) throw new Error('the active persona’s team has a member with a phone number')
    await page.goto(`/team-members/${member.id}`)
    await expect(chats.first()).toContainText('واتساب')
    await expect(chats.filter({ hasText: 'WhatsApp' })).toHaveCount(0)

    await page.goto('/team-members/recruit')
    const card = page.getByTestId('campaigns')
    await card.scrollIntoViewIfNeeded()
    await expect(card.getByTestId('campaign').first()).toBeVisible()
    for (const summary of await card.locator('summary').all()) await summary.click()
    await expect(card.locator('a[href^="https://wa.me/"]').first()).toContainText('واتساب')
    await expect(card.locator('a[href^="https://wa.me/"]').filter({ hasText: 'WhatsApp' })).toHaveCount(0)
  })
})

test('personal info shows each fact once: the full name, not the first and last names again', async ({ page }) => {
  await signInAs(page, 'active')
  await page.goto('/personal-info')
  await expect(page.locator('[data-field="full_name"]')).toHaveCount(1)
  await expect(page.locator('[data-field="full_name"] dd')).toHaveText('Ama Mensah')
  await expect(page.locator('[data-field="first_name"], [data-field="last_name"]')).toHaveCount(0)
  await expect(page.locator('main').getByText(/^(First|Last) name$/)).toHaveCount(0)
})

test.describe('every detail screen has a way back (the installed app has no browser bar)', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('bonus details, the commission breakdowns, the level advantages, recruiting, an order and a member lead back to their list', async ({ page }) => {
    await signInAs(page, 'active')
    const back = page.getByTestId('back-link')
    const leadsBack = async (path: string, list: RegExp) => {
      if (path !== new URL(page.url()).pathname) await page.goto(path)
      await expect(back, path).toHaveCount(1)
      await back.click()
      await expect(page, path).toHaveURL(list)
    }
    const commissions = /\/commissions(\?period=[\w-]+)?$/
    await page.goto('/commissions/confirmed')
    const category = await page.getByRole('list', { name: 'Commissions by category' }).getByRole('link').first().getAttribute('href')
    for (const path of [
      '/commissions/confirmed',
      new URL(category ?? '/commissions/unknown', page.url()).pathname,
      '/commissions/services',
      '/commissions/group-by-sale',
      '/commissions/pending',
      '/commissions/pending/direct',
      '/commissions/pending/direct/status/delivered',
    ])
      await leadsBack(path, commissions)

    await page.goto('/bonuses')
    await page.getByTestId('bonus-card').first().click()
    await expect(page).toHaveURL(/\/bonuses\/details\/\d+$/)
    await leadsBack(new URL(page.url()).pathname, /\/bonuses$/)

    await leadsBack('/level/advantages', /\/level$/)
    await leadsBack('/level/next-level-advantages', /\/level$/)
    await leadsBack('/team-members/recruit', /\/team-members$/)
    await leadsBack('/team-members/2025', /\/team-members$/)
    await page.goto('/orders')
    await page.getByTestId('order-row').first().click()
    await expect(page).toHaveURL(/\/orders\/\d+\/orderType\/\w+$/)
    await leadsBack(new URL(page.url()).pathname, /\/orders$/)
  })

  test('in Arabic the way back points to the right, where the line starts', async ({ page }) => {
    await signInAs(page, 'arabic')
    await page.goto('/commissions/confirmed')
    const back = page.getByTestId('back-link')
    await expect(back).toHaveText('كل العمولات')
    const [icon, text] = [await back.locator('svg').boundingBox(), await back.locator('span').boundingBox()]
    expect(icon && text && icon.x > text.x + text.width - 1).toBe(true)
    // The chevron drawn mirrored: it points along the reading direction, to the right.
    expect(await back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).not.toBe('none')
  })
})
