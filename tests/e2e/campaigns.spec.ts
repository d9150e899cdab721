import type { Locator, Page, Route } from '@playwright/test'
import * as v from 'valibot'
import { TeamMembers } from '../../src/api/schemas'
import { readCampaign } from '../../src/domain/campaign'
import { expectAccessible } from './support/axe'
import { decodeQrImage } from './support/qr-decode'
import { expect, newTestContext, test } from './support/test'
import { signInAs } from './support/sign-in'

/**
 * Issue 22 §6, campaigns that count: the recruit screen lists the consultant's campaigns with the
 * recruits each brought and how many reached each onboarding step, from the demo gateway's optional
 * `campaign` and `onboarding` of each team member; a campaign's link and poster are one press away.
 * A gateway without the fields, hostile values, a failing call and an empty team; the campaigns' code
 * loads only when scrolled near; axe in English and Arabic (with Eastern digits).
 */

const desktop = { width: 1280, height: 900 }
const phone = { width: 360, height: 800 }
const isMembers = (url: URL) => url.pathname.endsWith('/api/v1/ewoks/consultants/1001/team-members')

type Member = v.InferOutput<typeof TeamMembers>['data'][number]
interface Expected {
  readonly title: string | null
  readonly members: Member[]
  readonly steps: number[]
}

/**
 * What the screen should show, worked out here from the answer (not with the app's rule): the
 * campaigns, the one with the latest sign-up first, then those without; the recruits newest first;
 * how many reached each step, in order (a later step after a missing one does not count).
 */
function expectedGroups(members: readonly Member[]): Expected[] {
  const groups = new Map<string | null, Member[]>()
  for (const member of members) groups.set(member.campaign ?? null, [...(groups.get(member.campaign ?? null) ?? []), member])
  const newest = (list: Member[]) => Math.max(...list.map((m) => Date.parse(m.joined_at)))
  const reached = (m: Member) => {
    const o = m.onboarding
    if (!o) return 1
    const dates = [o.registered_at, o.agreement_accepted_at, o.payout_account_added_at, o.first_sale_at]
    const missing = dates.indexOf(null)
    return missing === -1 ? 4 : missing
  }
  const entries = [...groups].sort(([a, x], [b, y]) => (a === null ? 1 : b === null ? -1 : newest(y) - newest(x)))
  return entries.map(([title, list]) => ({
    title,
    members: [...list].sort((a, b) => Date.parse(b.joined_at) - Date.parse(a.joined_at) || a.id - b.id),
    steps: [1, 2, 3, 4].map((step) => list.filter((m) => reached(m) >= step).length),
  }))
}

const nameOf = (m: Member) => `${m.first_name} ${m.last_name}`

/** Axe reads the page at rest, not a button under the pointer. */
async function expectAccessibleAtRest(page: Page) {
  await page.mouse.move(0, 0)
  await expectAccessible(page)
}

/** The recruit screen, its members' answer as the gateway gave it, and the campaigns card brought into view. */
async function openRecruit(page: Page): Promise<{ members: Member[]; card: Locator }> {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => isMembers(new URL(r.url())) && r.request().method() === 'GET'),
    page.goto('/team-members/recruit'),
  ])
  const members = answer.ok() ? v.parse(TeamMembers, await answer.json()).data : []
  const card = page.getByTestId('campaigns')
  await card.scrollIntoViewIfNeeded()
  return { members, card }
}

/** Answers the members' call with the demo gateway's answer, each member changed by `change` (given its index). */
function changeMembers(page: Page, change: (member: Record<string, unknown>, index: number) => Record<string, unknown>) {
  return page.route(isMembers, async (route: Route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: Record<string, unknown>[]; total: number }
    await route.fulfill({ response, json: { ...body, data: body.data.map(change) } })
  })
}

test.describe('in English', () => {
  test.use({ locale: 'en', viewport: desktop })

  test('each campaign with its sign-ups, its steps and its recruits; its link and poster one press away', async ({ page }, testInfo) => {
    test.slow()
    await signInAs(page, 'active')
    const { members, card } = await openRecruit(page)
    const expected = expectedGroups(members)
    // The demo gateway: three campaigns, then the twenty members who came without one.
    expect(expected.map((group) => [group.title, group.members.length])).toEqual([
      ['market-day', 3],
      ['church-group', 2],
      ['back-to-school', 3],
      [null, 20],
    ])
    const groups = card.getByTestId('campaign')
    await expect(groups).toHaveCount(4)
    await expect(card.getByTestId('campaigns-note')).toHaveText('A campaign shows here from its first sign-up.')
    for (const [index, group] of expected.entries()) {
      const shown = groups.nth(index)
      await expect(shown.getByRole('heading', { level: 3 })).toHaveText(group.title ?? 'Without a campaign')
      await expect(shown.getByTestId('campaign-signups')).toHaveText(`${group.members.length} sign-ups`)
      await expect(shown.getByTestId('campaign-steps').locator('.team-funnel-figure')).toHaveText(group.steps.map(String))
    }
    await expect(groups.first().getByTestId('campaign-steps').locator('.ui-text-xs')).toHaveText([
      'Registered',
      'Agreement accepted',
      'Payout account added',
      'First sale',
    ])
    // market-day: three sign-ups; two accepted the agreement and added a payout account, one has sold.
    expect(expected[0]!.steps).toEqual([3, 2, 2, 1])
    await expect(card.getByRole('button', { name: /Show all campaigns/ })).toHaveCount(0)

    // Its recruits, newest first, each with how far they are and the way to their profile.
    const marketDay = groups.first()
    await marketDay.getByText('Who signed up').click()
    const rows = marketDay.getByRole('listitem').filter({ has: page.getByRole('link') })
    await expect(rows).toHaveCount(3)
    for (const [index, member] of expected[0]!.members.entries()) await expect(rows.nth(index)).toContainText(nameOf(member))
    await expect(rows.first()).toContainText('Joined 4 days ago')
    await expect(rows.first()).toContainText('Next: accept the agreement')
    await expect(rows.first().getByRole('img', { name: '1 of 4 steps done' })).toBeVisible()
    await expectAccessibleAtRest(page)
    await page.screenshot({ path: testInfo.outputPath('campaigns-en-1280.png'), fullPage: true })

    // "Link and poster": the campaign's name in the link, the link in view, its QR code reads back as it.
    await groups.nth(1).getByRole('button', { name: 'Link and poster church-group' }).click()
    const origin = new URL(page.url()).origin
    const link = `${origin}/join?referral=EXT-1001&utm_source=consultant&utm_medium=referral&utm_campaign=church-group`
    await expect(page.getByLabel('Campaign name (optional)')).toHaveValue('church-group')
    await expect(page.getByTestId('referral-link')).toHaveValue(link)
    await expect(page.getByTestId('referral-link')).toBeFocused()
    await expect(page.getByTestId('referral-link')).toBeInViewport()
    const qr = page.getByTestId('referral-qr')
    await qr.scrollIntoViewIfNeeded()
    await expect.poll(async () => decodeQrImage(await qr.screenshot())).toBe(link)

    // A recruit's profile names the campaign that brought them.
    await page.getByTestId('campaigns').scrollIntoViewIfNeeded()
    await rows
      .first()
      .getByRole('link', { name: new RegExp(nameOf(expected[0]!.members[0]!)) })
      .click()
    await expect(page).toHaveURL(new RegExp(`/team-members/${expected[0]!.members[0]!.id}$`))
    await expect(page.getByTestId('member-campaign')).toHaveText('market-day')
  })

  test('a gateway that does not say which campaign, then neither campaign nor steps: what it can, and a sentence that says so', async ({ page }) => {
    await signInAs(page, 'active')
    await changeMembers(page, ({ campaign: _campaign, ...member }) => member)
    let { members, card } = await openRecruit(page)
    expect(members.every((member) => member.campaign === undefined)).toBe(true)
    await expect(card.getByTestId('campaigns-note')).toHaveText('This service does not say which campaign brought each recruit.')
    await expect(card.getByTestId('campaign')).toHaveCount(1)
    const all = card.getByTestId('campaign')
    await expect(all.getByRole('heading', { level: 3 })).toHaveText('Members')
    await expect(all.getByTestId('campaign-signups')).toHaveText('28 sign-ups')
    await expect(all.getByTestId('campaign-steps').locator('.team-funnel-figure')).toHaveText(expectedGroups(members)[0]!.steps.map(String))
    await expect(card.getByRole('button', { name: /Link and poster/ })).toHaveCount(0)
    await expect(card.getByTestId('campaigns-no-steps')).toHaveCount(0)

    await page.unroute(isMembers)
    await changeMembers(page, ({ campaign: _campaign, onboarding: _onboarding, ...member }) => member)
    ;({ members, card } = await openRecruit(page))
    await expect(card.getByTestId('campaigns-no-steps')).toHaveText('This service does not say how far each recruit has got.')
    await expect(card.getByTestId('campaign-steps')).toHaveCount(0)
    await card.getByText('Who signed up').click()
    await expect(card.getByRole('listitem').filter({ has: page.getByRole('link') })).toHaveCount(28)
    await expect(card.getByRole('img', { name: /steps done/ })).toHaveCount(0)
    // Without steps nobody has a next step to take.
    await expect(card.getByText(/^Next:/)).toHaveCount(0)
  })

  test('hostile campaign names are text, odd values are no campaign, a long list of campaigns folds, and the report names no value', async ({ page }) => {
    const reports: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/client-errors')) reports.push(request.postData() ?? '')
    })
    await signInAs(page, 'active')
    const markup = '<img src=x onerror="window.__pwned=1">'
    const hostile: unknown[] = [
      markup,
      '\u202Eyad-tekram\u202C',
      'x'.repeat(5000),
      42,
      { evil: true },
      ...Array.from({ length: 12 }, (_, i) => `Campaign ${i + 1}`),
    ]
    await changeMembers(page, (member, index) => {
      const changed = index < hostile.length ? { ...member, campaign: hostile[index] } : member
      // One member's steps are not a record: that member counts as registered only.
      return index === 0 ? { ...changed, onboarding: 'done' } : changed
    })
    const { card } = await openRecruit(page)
    const named = card.getByTestId('campaign').filter({ has: page.getByRole('button', { name: /Link and poster/ }) })
    // 14 named campaigns: the five latest, then all of them on demand.
    await expect(named).toHaveCount(5)
    await card.getByRole('button', { name: 'Show all campaigns' }).click()
    await expect(named).toHaveCount(14)
    const titles = await card.getByTestId('campaign-title').allInnerTexts()
    expect(titles).toContain(readCampaign(markup))
    expect(titles).toContain('yad-tekram')
    expect(titles).toContain('campaign-12')
    expect(titles.every((title) => [...title].length <= 40)).toBe(true)
    // Shown as text: no element was made of it, nothing ran.
    await expect(card.locator('img[src="x"]')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    // The too long and the wrongly typed join those without a campaign (20 in the demo, minus the 17 changed, plus those 3).
    const without = card.getByTestId('campaign').last()
    await expect(without.getByRole('heading', { level: 3 })).toHaveText('Without a campaign')
    await expect(without.getByTestId('campaign-signups')).toHaveText(`${28 - 14} sign-ups`)
    // The member whose steps did not read: their campaign has no step counts to give, they have no step meter.
    const first = card.getByTestId('campaign').filter({ hasText: readCampaign(markup)! })
    await expect(first.getByTestId('campaign-signups')).toHaveText('1 sign-up')
    await expect(first.getByTestId('campaign-steps')).toHaveCount(0)
    await first.getByText('Who signed up').click()
    await expect(first.getByRole('img', { name: /steps done/ })).toHaveCount(0)
    await expect(card.getByTestId('campaign').nth(1).getByTestId('campaign-steps')).toBeVisible()
    // The values that did not read are reported by the field's name, never the value.
    await expect.poll(() => reports.join('\n')).toContain('team member campaign')
    expect(reports.join('\n')).not.toContain('onerror')
    expect(reports.join('\n')).not.toContain('xxxxxxxx')
  })

  test('a failing call offers Try again; an empty team says so; the campaigns’ code loads only near the screen', async ({ page, browser, today }) => {
    await signInAs(page, 'active')
    let fail = true
    await page.route(isMembers, (route) => (fail ? route.fulfill({ status: 500, json: { success: false, error_message: 'UNKNOWN_ERROR' } }) : route.fallback()))
    const { card } = await openRecruit(page)
    await expect(card.getByText('Sorry, it seems an error occurred')).toBeVisible()
    fail = false
    await card.getByRole('button', { name: 'Try again' }).click()
    await expect(card.getByTestId('campaign')).toHaveCount(4)

    const newcomerContext = await newTestContext(browser, today, { locale: 'en', viewport: phone })
    const newcomer = await newcomerContext.newPage()
    await signInAs(newcomer, 'newcomer')
    const chunks: string[] = []
    newcomer.on('request', (request) => {
      // The chunk itself, not its messages beside it (campaigns-card-<hash>.<language>.js, build/catalog-parts.ts).
      if (/\/campaigns-card-[^/.]*\.js$/.test(request.url())) chunks.push(request.url())
    })
    await newcomer.goto('/team-members/recruit')
    await expect(newcomer.getByTestId('referral-code')).toBeVisible()
    await newcomer.waitForLoadState('networkidle')
    // Below the first screen of a phone: not asked for yet.
    await expect(newcomer.getByTestId('campaigns')).not.toBeInViewport()
    expect(chunks).toEqual([])
    // Not an empty card meanwhile: the lines stand where the campaigns will be, but nothing is loading yet, so the
    // card is not busy for a screen reader (it would be until the consultant scrolls there, maybe never).
    await expect(newcomer.getByTestId('campaigns').locator('[data-placeholder][aria-hidden="true"]')).toHaveCount(1)
    await expect(newcomer.getByTestId('campaigns').locator('[aria-busy="true"]')).toHaveCount(0)
    await newcomer.getByTestId('campaigns').scrollIntoViewIfNeeded()
    await expect(newcomer.getByTestId('campaigns')).toContainText("You don't have any members on your team...")
    await expect(newcomer.getByTestId('campaigns')).toContainText('A campaign shows here from its first sign-up.')
    expect(chunks).toHaveLength(1)
    await newcomerContext.close()
  })
})

test.describe('in Arabic (right to left), with Eastern digits', () => {
  test.use({ locale: 'ar', viewport: phone })

  test('the campaigns read right to left, their figures in ١٢٣, with no serious accessibility finding', async ({ page }, testInfo) => {
    test.slow()
    await signInAs(page, 'active')
    await page.goto('/account')
    await page.getByRole('radio', { name: /١٢٣/ }).check({ force: true })
    await expect(page.getByRole('radio', { name: /١٢٣/ })).toBeChecked()
    const { members, card } = await openRecruit(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const expected = expectedGroups(members)
    const groups = card.getByTestId('campaign')
    await expect(groups).toHaveCount(expected.length)
    const eastern = (n: number) => new Intl.NumberFormat('ar-u-nu-arab').format(n)
    await expect(groups.first().getByTestId('campaign-title')).toHaveText('market-day')
    await expect(groups.first().getByTestId('campaign-signups')).toHaveText(`${eastern(3)} تسجيلات`)
    await expect(groups.first().getByTestId('campaign-steps').locator('.team-funnel-figure')).toHaveText(expected[0]!.steps.map(eastern))
    await expect(groups.last().getByRole('heading', { level: 3 })).toHaveText('بدون حملة')
    await expect(groups.last().getByTestId('campaign-signups')).toHaveText(`${eastern(20)} تسجيلًا`)
    // The Latin name is an isolate, on the start side (the right) of its heading.
    const title = groups.first().getByTestId('campaign-title')
    expect(await title.evaluate((element) => element.tagName)).toBe('BDI')
    const [heading, titleBox] = [await groups.first().getByRole('heading', { level: 3 }).boundingBox(), await title.boundingBox()]
    expect(Math.round(titleBox!.x + titleBox!.width)).toBe(Math.round(heading!.x + heading!.width))
    await groups.first().getByText('من سجّل').click()
    await expect(
      groups
        .first()
        .getByRole('listitem')
        .filter({ has: page.getByRole('link') }),
    ).toHaveCount(3)
    await expectAccessibleAtRest(page)
    await page.screenshot({ path: testInfo.outputPath('campaigns-ar-360.png'), fullPage: true })
  })
})
