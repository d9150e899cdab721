import type { Page } from '@playwright/test'
import { signInAs } from './support/sign-in'
import { expect, newTestContext, test } from './support/test'

/**
 * Small gaps of issue 19: benign browser errors are not reported, every page of the first
 * sign-in finds its favicon, WhatsApp links open a chat (the international form), and the
 * invalid phone number message shows a number of the form expected.
 */

const phone = { width: 360, height: 780 }
const desktop = { width: 1280, height: 900 }

/** The failure reports the page sends (src/app/report.ts: sendBeacon to the gateway's client-errors), parsed. */
function reportsOf(page: Page): { kind: string; call: string; error?: { name: string; message: string } }[] {
  const reports: { kind: string; call: string; error?: { name: string; message: string } }[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/client-errors')) reports.push(JSON.parse(request.postData() ?? '{}'))
  })
  return reports
}

test.describe('quiet reports', () => {
  test.use({ viewport: desktop })

  test('a visit to /orders sends no report of the browser’s ResizeObserver loop, while a real bug is still reported', async ({ page }) => {
    const reports = reportsOf(page)
    await signInAs(page, 'active')
    // Count what the browser raises, as the report sink hears it (a listener of the window's error events).
    await page.evaluate(() => {
      ;(window as unknown as { resizeLoops: number }).resizeLoops = 0
      window.addEventListener('error', (event) => {
        if (/^ResizeObserver loop/.test(event.message)) (window as unknown as { resizeLoops: number }).resizeLoops += 1
      })
    })
    await page.getByRole('link', { name: 'Orders', exact: true }).click()
    await expect(page.getByTestId('order-row').first()).toBeVisible()
    await page.mouse.wheel(0, 3000)
    await page.mouse.wheel(0, -3000)
    // /orders raises the loop itself (twice here on 2026-11-25, 14 times in the issue); to hold the test whatever the
    // layout does, the loop as the browser raises it: an observer that resizes what it observes, every frame, until it stops.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const box = document.createElement('div')
          document.body.append(box)
          let rounds = 0
          const observer = new ResizeObserver(() => {
            rounds += 1
            box.style.height = `${rounds}px`
            if (rounds > 20) {
              observer.disconnect()
              box.remove()
              resolve()
            }
          })
          observer.observe(box)
        }),
    )
    expect(await page.evaluate(() => (window as unknown as { resizeLoops: number }).resizeLoops)).toBeGreaterThan(0)
    // A real bug after it (an unhandled rejection: Playwright's clock holds a timer's throw): reported, so the
    // reports are listened to and would have shown the loop.
    await page.evaluate(() => {
      void Promise.reject(new TypeError('small-gaps probe: a real bug'))
    })
    await expect.poll(() => reports.some((report) => report.error?.message.includes('small-gaps probe'))).toBe(true)
    expect(reports.filter((report) => /ResizeObserver/.test(report.error?.message ?? ''))).toEqual([])
  })
})

/**
 * The icon a page shows in its tab: what it links (rel=icon), or /favicon.ico, which a browser asks for on a page
 * that links none. Asked as a browser asks for an icon (image/* accepted), so a server's HTML fallback is no answer.
 */
async function iconsOf(page: Page): Promise<{ href: string; status: number; type: string }[]> {
  const linked = await page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  const hrefs = linked.length > 0 ? linked : [new URL('/favicon.ico', page.url()).href]
  return Promise.all(
    hrefs.map(async (href) => {
      const answer = await page.request.get(href, { headers: { Accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' } })
      return { href: new URL(href).pathname, status: answer.status(), type: answer.headers()['content-type'] ?? '' }
    }),
  )
}

test.describe('the favicon', () => {
  test.use({ viewport: phone })

  test('intro → demo sign-in → home: nothing answers 404, each page links /favicon.ico and it is a real icon', async ({ page }) => {
    const missing: string[] = []
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(`${response.request().method()} ${new URL(response.url()).pathname}`)
    })
    const seen: Record<string, { href: string; status: number; type: string }[]> = {}
    await page.goto('/')
    await expect(page.getByTestId('connect')).toBeVisible()
    seen.intro = await iconsOf(page)
    await page.getByTestId('connect').click()
    await page.waitForURL(/\/demo-sso/)
    seen.signIn = await iconsOf(page)
    await page.locator('[data-persona="active"]').click()
    await page.waitForURL(/\/home$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    seen.home = await iconsOf(page)
    for (const [where, icons] of Object.entries(seen)) {
      expect(
        icons.map((icon) => icon.href),
        where,
      ).toContain('/favicon.ico')
      for (const icon of icons) expect(`${where} ${icon.href} ${icon.status} ${icon.type}`).toMatch(/ 200 image\//)
    }
    expect(missing).toEqual([])
    const bytes = await (await page.request.get('/favicon.ico')).body()
    // An icon directory (reserved 0, type 1) of at least two sizes, small enough for every first visit.
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0])
    expect(bytes.readUInt16LE(4)).toBeGreaterThanOrEqual(2)
    expect(bytes.length).toBeLessThan(4096)
  })
})

for (const { locale, viewport, invalid } of [
  { locale: 'en', viewport: phone, invalid: 'Phone number is not valid. Enter a number like' },
  { locale: 'ar', viewport: desktop, invalid: 'رقم الهاتف غير صالح. أدخل رقمًا مثل' },
] as const) {
  test.describe(`the phone message in ${locale} at ${viewport.width} px`, () => {
    test.use({ locale, viewport })

    test('an invalid phone number’s message shows a valid number, left to right, and the form takes it', async ({ page }) => {
      await signInAs(page, 'active')
      await page.goto('/personal-info/edit')
      const form = page.getByTestId('personal-form')
      const field = form.locator('input[autocomplete="tel-national"]')
      await expect(field).toHaveValue('0244 123 4567')
      await field.fill('0244 12')
      await form.locator('button[type="submit"]').click()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      // The field's error (Chakra ties it with aria-errormessage).
      const error = page.locator(`[id="${await field.getAttribute('aria-errormessage')}"]`)
      await expect(error).toHaveText(new RegExp(`^${invalid} \u20660244\u00a0123\u00a04567\u2069\\.$`))
      // What the eye reads: the number's groups in their own order, in an Arabic sentence too.
      const [first, middle, last] = await error.evaluate((element) => {
        const text = element.firstChild
        return ['0244', '123', '4567'].map((word) => {
          if (!text || text.nodeType !== Node.TEXT_NODE) return null
          const range = document.createRange()
          const start = (text.textContent ?? '').indexOf(word)
          range.setStart(text, start)
          range.setEnd(text, start + word.length)
          const { left, top } = range.getBoundingClientRect()
          return { left, top }
        })
      })
      if (!first || !middle || !last) throw new Error('the message holds no example')
      expect(first.left).toBeLessThan(middle.left)
      expect(middle.left).toBeLessThan(last.left)
      expect(new Set([first.top, middle.top, last.top]).size, 'the number on one line').toBe(1)
      // The example is a number the form takes: typed as shown, the error goes.
      await field.fill('0244 123 4567')
      await form.locator('button[type="submit"]').click()
      await expect(page).toHaveURL(/\/personal-info$/)
    })
  })
}

test.describe('a lost bonus', () => {
  test.use({ viewport: phone })

  test('a bonus no longer available says how far it got, not what it pays; "You get" only for an achieved one', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/bonuses')
    const lost = page.locator('[data-group="noLongerAvailable"] [data-testid="bonus-card"]')
    await expect(lost.first()).toBeVisible()
    const lostCount = await lost.count()
    for (let i = 0; i < lostCount; i++) await expect(lost.nth(i).getByTestId('bonus-outcome')).toHaveText(/^Not reached: .+ of .+$/)
    const achieved = page.locator('[data-group="achieved"] [data-testid="bonus-card"]')
    const achievedCount = await achieved.count()
    for (let i = 0; i < achievedCount; i++) await expect(achieved.nth(i).getByTestId('bonus-outcome')).toHaveText(/^You get GHS\s[\d,.]+$/)
    const open = page.locator('[data-group="inProgress"], [data-group="available"]').getByTestId('bonus-outcome')
    expect(await open.count()).toBeGreaterThan(0)
    for (const outcome of await open.all()) await expect(outcome).not.toContainText('You get')
    // Its details say the same.
    await lost.first().click()
    await expect(page).toHaveURL(/\/bonuses\/details\/\d+$/)
    await expect(page.getByTestId('bonus-outcome')).toHaveText(/^Not reached: .+ of .+$/)
  })
})

test.describe('WhatsApp links', () => {
  test.use({ viewport: phone })

  test('a team member’s and the team leader’s chat links are in the international form wa.me opens', async ({ page, browser, today }) => {
    await signInAs(page, 'active')
    const answer = page.waitForResponse((r) => /\/ewoks\/consultants\/\d+\/team-members$/.test(new URL(r.url()).pathname))
    await page.goto('/team-members')
    const { data: members } = (await (await answer).json()) as { data: { first_name: string; phone_number: string | null }[] }
    const member = members.find((m) => m.phone_number?.startsWith('0'))
    if (!member?.phone_number) throw new Error('the active persona’s team has a member with a local phone number')
    // Local 0209 713 2257 with the login's +233: 233 209 713 2257, no trunk 0, no +.
    const international = `https://wa.me/233${member.phone_number.replace(/\D/g, '').slice(1)}`
    const links = page.getByRole('link', { name: new RegExp(`^WhatsApp ${member.first_name}`) })
    await expect(links.first()).toHaveAttribute('href', international)
    for (const href of await page.locator('a[href^="https://wa.me/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^https:\/\/wa\.me\/233[1-9]\d{8,9}$/)
    }
    // A team member sees their leader (the active persona, 0244 123 4567).
    const context = await newTestContext(browser, today, { viewport: phone })
    const memberPage = await context.newPage()
    await signInAs(memberPage, 'member')
    const leaderAnswer = memberPage.waitForResponse((r) => /\/my-team-leader$/.test(new URL(r.url()).pathname))
    await memberPage.goto('/team-leader')
    const { team_leader: leader } = (await (await leaderAnswer).json()) as { team_leader: { phone_number: string } }
    expect(leader.phone_number).toBe('02441234567')
    await expect(memberPage.getByRole('link', { name: /^WhatsApp / })).toHaveAttribute('href', 'https://wa.me/2332441234567')
    await context.close()
  })
})
