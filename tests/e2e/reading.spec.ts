import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'
import * as v from 'valibot'
import { OrderPage } from '../../src/api/schemas'
import { splitWords, textUnder } from './support/reading'

/**
 * Issue 19 §2, bidirectional text done once: in Arabic, numbers with their signs, amounts and percentages are Intl's
 * own, each an isolate inside the translated sentence; names and addresses are isolated and start-aligned; a date
 * never breaks inside. Measured in the browser: what a reader sees (characters sorted by where they are drawn), not
 * only the markup.
 */

/** Bidi controls Intl writes (LRM, RLM, ALM) and the formatter's isolate (LRI…PDI): drawn with no width. */
const MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g

/** The characters of an element as drawn, left to right (one line), marks left out. */
function drawnLeftToRight(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const drawn: { char: string; x: number }[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        const rect = range.getBoundingClientRect()
        if (rect.width > 0) drawn.push({ char: text[index] ?? '', x: rect.left + rect.width / 2 })
      }
    }
    return drawn
      .sort((a, b) => a.x - b.x)
      .map((entry) => entry.char)
      .join('')
  })
}

/** The box of an element's text (not of the element: a block spans its line whatever its text). */
function textBox(locator: Locator): Promise<{ left: number; right: number }> {
  return locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const rect = range.getBoundingClientRect()
    return { left: rect.left, right: rect.right }
  })
}

/** How many lines an element's text is laid out on. */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top + rect.height / 2))
    // Bidi runs of one line are several rects with the same middle (a pixel either way for mixed fonts).
    return tops.sort((a, b) => a - b).filter((top, index, all) => index === 0 || top - (all[index - 1] ?? top) > 4).length
  })
}

/** Intl's Arabic percentage for the figure an isolate holds (one decimal at most, as the app writes rates). */
function intlPercent(page: Page, text: string): Promise<string> {
  return page.evaluate((shown) => {
    const figure = Number(shown.replace(/[^\d.-]/g, ''))
    return new Intl.NumberFormat('ar', { style: 'percent', maximumFractionDigits: 1 }).format(figure / 100)
  }, text)
}

test.describe('bidirectional text in Arabic', () => {
  test.use({ locale: 'ar', viewport: { width: 1280, height: 900 } })

  test('/level: each percentage is an isolate, Intl’s own, drawn as Intl orders it, and "84.6 % of 85 %" reads right to left', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/level')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const step = page.locator('[data-testid="level-step"][data-kind="successRate"]')
    await expect(step).toBeVisible()
    const parts = [step.getByTestId('level-step-value'), step.getByTestId('level-step-sentence'), page.getByTestId('level-summary')]
    let percentages = 0
    for (const part of parts) {
      // No percentage outside an isolate: what is left once the isolates are taken out has no "%".
      expect(
        await part.evaluate((element) => {
          const copy = element.cloneNode(true) as HTMLElement
          copy.querySelectorAll('bdi').forEach((bdi) => bdi.remove())
          return copy.textContent ?? ''
        }),
      ).not.toMatch(/%|٪/)
      for (const isolate of await part.locator('bdi').all()) {
        const text = (await isolate.textContent()) ?? ''
        if (!/%|٪/.test(text)) continue
        percentages++
        expect(text).toBe(await intlPercent(page, text))
        // Drawn as Intl's marks order it: "84.6%", the sign to the right of its digits.
        expect(await drawnLeftToRight(isolate)).toBe(text.replace(MARKS, ''))
      }
    }
    expect(percentages).toBeGreaterThanOrEqual(2)
    // "{current} of {target}" in an Arabic line: the current rate first, on the right.
    const [current, target] = await step.getByTestId('level-step-value').locator('bdi').all()
    if (!current || !target) throw new Error('the success rate step shows no current rate')
    expect((await textBox(current)).left).toBeGreaterThan((await textBox(target)).right)
  })

  test('/level: a Latin level name is isolated, and the Arabic sentence’s full stop stays at its end (on the left)', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/level')
    const card = page.getByTestId('level-progress')
    const sentence = card.locator('p', { hasText: 'أرقامك' })
    await expect(sentence).toBeVisible()
    const name = sentence.locator('bdi')
    await expect(name).toHaveCount(1)
    const stop = await sentence.evaluate((element) => {
      const text = element.lastChild
      if (!text || text.nodeType !== Node.TEXT_NODE || !text.textContent?.endsWith('.')) return null
      const range = document.createRange()
      range.setStart(text, text.textContent.length - 1)
      range.setEnd(text, text.textContent.length)
      return range.getBoundingClientRect().right
    })
    expect(stop).not.toBeNull()
    expect(stop ?? Infinity).toBeLessThanOrEqual((await textBox(name)).left + 1)
  })

  test('/commissions: every amount is one format, the currency on the same side whatever the sign', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/commissions')
    await expect(page.getByTestId('commissions-penalty')).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    const intl = new Intl.NumberFormat('ar', { style: 'currency', currency: 'GHS' })
    const amounts = page.locator('bdi', { hasText: 'GHS' })
    const sides = new Set<string>()
    let negative = false
    for (const amount of await amounts.all()) {
      if (!(await amount.isVisible())) continue
      const text = (await amount.textContent()) ?? ''
      const figure = Number(text.replace(/[^\d.-]/g, ''))
      negative ||= figure < 0
      // Intl's own characters: only bidi marks differ.
      expect(text.replace(MARKS, '')).toBe(intl.format(figure).replace(MARKS, ''))
      const drawn = await drawnLeftToRight(amount)
      sides.add(drawn.startsWith('GHS') ? 'code first' : drawn.endsWith('GHS') ? 'code last' : `elsewhere: ${drawn}`)
      // The sign stays with its digits.
      if (figure < 0) expect(drawn).toMatch(/-\d/)
    }
    expect(negative).toBe(true)
    expect([...sides]).toEqual(['code first'])
  })

  test('/personal-info: the address is an isolate, drawn in its own order, at the start of its line', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/personal-info')
    const value = page.locator('[data-field="address"] dd')
    const address = value.locator('bdi')
    await expect(address).toHaveText('12 Oxford Street, Osu')
    expect(await drawnLeftToRight(address)).toBe('12 Oxford Street, Osu')
    const box = await value.boundingBox()
    if (!box) throw new Error('no address row')
    // Start-aligned in an Arabic page: against the right edge of its cell.
    expect(Math.abs((await textBox(address)).right - (box.x + box.width))).toBeLessThanOrEqual(2)
  })

  test('/team-members: Latin names sit at the start of their line, next to their avatar', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/team-members')
    const rows = page.locator('.team-row-link')
    await expect(rows.first()).toBeVisible()
    const checked = Math.min(await rows.count(), 6)
    expect(checked).toBeGreaterThan(0)
    for (let index = 0; index < checked; index++) {
      const row = rows.nth(index)
      const avatar = await row.locator('.ui-avatar').boundingBox()
      const name = await textBox(row.locator('.team-row-name'))
      if (!avatar) throw new Error('a row without its avatar')
      // The avatar is on the right in Arabic; the name's inline-start edge (its right) is beside it.
      const gap = avatar.x - name.right
      expect(gap).toBeGreaterThanOrEqual(0)
      expect(gap).toBeLessThanOrEqual(24)
    }
  })

  for (const width of [360, 390, 768, 1024, 1280]) {
    test(`an order at ${width}px: no date is split across lines, and the timeline's details start where their line starts`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await signInAs(page, 'active')
      // The widest date and time of the year in Arabic ("24 سبتمبر 2026، 10:58 م"), wherever the order shows one.
      await page.route('**/watto/consultants/*/order/*', async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as { created_at: string; last_event_at: string; timeline: { date: string }[] }
        body.created_at = '2026-09-24T22:58:00Z'
        body.last_event_at = '2026-09-24T22:58:00Z'
        for (const step of body.timeline) step.date = '2026-09-24T22:58:00Z'
        await route.fulfill({ response, json: body })
      })
      await page.goto('/orders')
      await page.getByTestId('order-row').nth(3).click()
      await expect(page).toHaveURL(/\/orders\/[^/]+\/orderType\//)
      const timeline = page.locator('.orders-timeline')
      await expect(timeline).toBeVisible()
      const facts = page.locator('.orders-facts dd')
      const dates = [...(await page.locator('time').all())]
      for (const fact of await facts.all()) {
        if (/\d{4}/.test((await fact.textContent()) ?? '') && /:\d\d/.test((await fact.textContent()) ?? '')) dates.push(fact)
      }
      expect(dates.length).toBeGreaterThan(2)
      for (const date of dates) expect(await linesOf(date), `${await date.textContent()} on one line`).toBe(1)
      // A step: its status, its time, then the gateway's words (Latin in an Arabic page), aligned with the status.
      let details = 0
      for (const step of await page.locator('.orders-step').all()) {
        const detail = step.locator(':scope > :nth-child(3)')
        if ((await detail.count()) === 0) continue
        details++
        const status = await textBox(step.locator(':scope > :nth-child(1)'))
        expect(Math.abs((await textBox(detail)).right - status.right)).toBeLessThanOrEqual(2)
      }
      expect(details).toBeGreaterThan(0)
      // From 48em the facts are tiles, label above value: both start where the line starts (the right in Arabic).
      if (width >= 768) {
        for (const fact of await page.locator('.orders-facts > div').all()) {
          const label = await textBox(fact.locator('dt'))
          const value = await textBox(fact.locator('dd'))
          expect(Math.abs(value.right - label.right), `${await fact.textContent()}: label and value start together`).toBeLessThanOrEqual(2)
        }
      }
    })
  }
})

/*
 * Issue 19 §3, labels that fit: every chart label whole, inside its chart, clear of the others.
 */

/** What a chart draws, read in the page: each piece of text as the browser lays it out. */
interface DrawnChart {
  readonly caption: string
  readonly layout: string
  /** The chart's drawing (the plot, its axis and labels, or its rows), and the plot's SVG. */
  readonly body: Box
  readonly plot: Box | null
  /** The table's row headers: the whole labels. */
  readonly rows: string[]
  readonly labels: DrawnText[]
}

interface Box {
  readonly left: number
  readonly right: number
  readonly top: number
  readonly bottom: number
}

interface DrawnText {
  /** A label of a group (under the columns, or beside a row), else a value of the axis. */
  readonly kind: 'label' | 'value'
  readonly text: string
  readonly title: string | null
  /** Where the glyphs are (the text's own rects, whatever its element's box). */
  readonly box: Box
  /** Where the text may show: the box of each ancestor inside the chart that clips what overflows it. */
  readonly clips: Box[]
  readonly visible: boolean
}

async function drawnCharts(page: Page): Promise<DrawnChart[]> {
  return page.evaluate(() => {
    const boxOf = (rect: DOMRect): Box => ({ left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom })
    const textBox = (element: Element): Box | null => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      let box: Box | null = null
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue
          box = box
            ? {
                left: Math.min(box.left, rect.left),
                right: Math.max(box.right, rect.right),
                top: Math.min(box.top, rect.top),
                bottom: Math.max(box.bottom, rect.bottom),
              }
            : boxOf(rect)
        }
      }
      return box
    }
    return [...document.querySelectorAll('.ui-chart:has(table)')].map((chart) => {
      const body = chart.querySelector('.ui-chart-body')
      const plot = chart.querySelector('svg.ui-chart-plot')
      const drawn: DrawnText[] = []
      const read = (element: Element, kind: DrawnText['kind']) => {
        const box = textBox(element)
        if (!box) return
        const clips: Box[] = []
        for (let up: Element | null = element; up && up !== chart; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible' || getComputedStyle(up).overflowY !== 'visible') clips.push(boxOf(up.getBoundingClientRect()))
        }
        const lines = [...element.children].map((line) => line.textContent ?? '')
        drawn.push({
          kind,
          text: lines.length > 0 ? lines.join(' ') : (element.textContent ?? ''),
          title: element.getAttribute('title'),
          box,
          clips,
          visible: element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
        })
      }
      chart.querySelectorAll('.ui-chart-labels > span, .ui-chart-row-label').forEach((element) => read(element, 'label'))
      chart.querySelectorAll('.ui-chart-axis > span, .ui-chart-values > span, .ui-chart-thresholds > span').forEach((element) => read(element, 'value'))
      return {
        caption: chart.querySelector('caption')?.textContent ?? '',
        layout: chart.getAttribute('data-layout') ?? '',
        body: boxOf((body ?? chart).getBoundingClientRect()),
        plot: plot ? boxOf(plot.getBoundingClientRect()) : null,
        rows: [...chart.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent ?? ''),
        labels: drawn,
      }
    })
  })
}

/** Half a pixel: text that sits exactly on an edge may round over it. */
const slack = 0.5
const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - slack && inner.right <= outer.right + slack && inner.top >= outer.top - slack && inner.bottom <= outer.bottom + slack
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack
const show = (box: Box) => `[${box.left.toFixed(1)}–${box.right.toFixed(1)} × ${box.top.toFixed(1)}–${box.bottom.toFixed(1)}]`

/** Everything wrong with how a chart draws its labels, in words (none: an empty list). */
function labelFaults(chart: DrawnChart): string[] {
  const faults: string[] = []
  const shown = chart.labels.filter((label) => label.visible)
  for (const label of shown) {
    const name = `${label.kind} "${label.text}"`
    if (!inside(label.box, chart.body)) faults.push(`${name} ${show(label.box)} leaves the chart's drawing ${show(chart.body)}`)
    if (
      chart.layout === 'columns' &&
      label.kind === 'label' &&
      chart.plot &&
      !(label.box.left >= chart.plot.left - slack && label.box.right <= chart.plot.right + slack)
    ) {
      faults.push(`${name} ${show(label.box)} sticks out of the plot ${show(chart.plot)}`)
    }
    for (const clip of label.clips) if (!inside(label.box, clip)) faults.push(`${name} ${show(label.box)} is cut by its box ${show(clip)}`)
    if (label.kind === 'label') {
      if (label.text.trimEnd().endsWith('…')) {
        const full = label.title ?? ''
        if (!full || full.endsWith('…') || !chart.rows.includes(full))
          faults.push(`${name} is shortened, but its tooltip "${full}" is not a whole label of the table`)
      } else if (label.title !== null && !chart.rows.includes(label.title)) {
        faults.push(`${name}: its tooltip "${label.title}" is not a label of the table`)
      }
    }
  }
  for (const [index, one] of shown.entries()) {
    for (const other of shown.slice(index + 1)) {
      if (overlap(one.box, other.box)) faults.push(`${one.kind} "${one.text}" ${show(one.box)} and ${other.kind} "${other.text}" ${show(other.box)} overlap`)
    }
  }
  return faults
}

test.describe('labels that fit (§3)', () => {
  for (const locale of ['en', 'fr', 'ar'] as const) {
    for (const width of [360, 1280]) {
      test.describe(`${locale} at ${width}px`, () => {
        test.use({ locale, viewport: { width, height: 900 } })

        test('every chart label is whole, inside its chart and clear of the others; /sales labels every bar', async ({ page }) => {
          test.setTimeout(90_000)
          await signInAs(page, 'active')
          await expect(page.locator('html')).toHaveAttribute('lang', locale)
          for (const path of ['/success-rate', '/commissions', '/sales']) {
            await page.goto(path)
            await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
            const chart = page.locator('.ui-chart:has(table)').first()
            await expect(chart.locator('.ui-chart-labels > span, .ui-chart-row-label').first()).toBeVisible()
            const charts = await drawnCharts(page)
            expect(charts.length, `${path} draws a chart`).toBeGreaterThan(0)
            for (const drawn of charts) {
              const labels = drawn.labels.filter((label) => label.kind === 'label' && label.visible)
              expect(labels.length, `${path} "${drawn.caption}" draws labels`).toBeGreaterThan(0)
              // Soft: every chart of every screen is reported, not only the first that fails.
              expect.soft(labelFaults(drawn), `${path} "${drawn.caption}" (${drawn.layout})`).toEqual([])
              // A bar chart of categories names every group of bars; months may be a regular subset.
              if (path !== '/success-rate')
                expect
                  .soft(
                    labels.map((label) => label.title),
                    `${path}: every bar is labelled`,
                  )
                  .toEqual(drawn.rows)
            }
          }
        })
      })
    }
  }
})

/* Issue 19 §1 and §4: names wrap between words; layouts that use their room. */

const phone = { width: 360, height: 780 }
const desktop = { width: 1280, height: 900 }

/** Scrolls each row into view before it is measured (the team's rows skip layout off screen). */
async function splitInRows(page: Page, selector: string): Promise<string[]> {
  const rows = page.locator(selector)
  const split: string[] = []
  for (let index = 0; index < (await rows.count()); index++) {
    const row = rows.nth(index)
    await row.scrollIntoViewIfNeeded()
    split.push(...(await splitWords(row)))
  }
  return split
}

/** Each row's cells (or column headers) as "x+width", in order. */
const cellBoxes = (rows: Locator) =>
  rows.evaluateAll((all) =>
    all.map((row) =>
      [...row.querySelectorAll(':scope > [role="cell"], :scope > [role="columnheader"]')].map((cell) => {
        const box = cell.getBoundingClientRect()
        return `${Math.round(box.left)}+${Math.round(box.width)}`
      }),
    ),
  )

test.describe('layout: rows, the orders table, the order detail, back to top and the menu (§1, §4)', () => {
  for (const locale of ['en', 'ar'] as const) {
    test.describe(`at 360px in ${locale}`, () => {
      test.use({ locale, viewport: phone })

      test('no row of /sales or /team-members wraps inside a word', async ({ page }) => {
        await signInAs(page, 'active')
        await page.goto('/sales')
        // The seven statuses, then the categories, those with nothing yet too.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await expect.poll(() => page.locator('.figures-row').count()).toBeGreaterThan(7)
        const showAll = page.locator('.figures-show-all')
        if (await showAll.count()) await showAll.click()
        await expect(showAll).toHaveCount(0)
        expect(await page.locator('.figures-row').count()).toBeGreaterThan(20)
        expect(await splitInRows(page, '.figures-row')).toEqual([])

        await page.goto('/team-members')
        await expect(page.locator('.team-row').first()).toBeVisible()
        await expect(page.getByTestId('member-sales').first()).toBeVisible()
        expect(await page.locator('.team-row').count()).toBeGreaterThan(10)
        expect(await splitInRows(page, '.team-row, .team-starting-row')).toEqual([])
      })

      test('the order detail lays its facts out as label | value', async ({ page }) => {
        await signInAs(page, 'active')
        const [answer] = await Promise.all([
          page.waitForResponse((response) => /\/watto\/consultants\/\d+\/orders$/.test(new URL(response.url()).pathname)),
          page.goto('/orders'),
        ])
        const orders = v.parse(OrderPage, await answer.json())
        const three = orders.data.find((order) => order.item_statuses.length === 3)
        if (!three) throw new Error('no order with three items on the first page')
        await page.goto(`/orders/${three.id}/orderType/${three.order_type}`)
        await expect(page.getByTestId('order-item')).toHaveCount(3)
        const lists = page.locator('dl.orders-facts')
        expect(await lists.count()).toBeGreaterThanOrEqual(5)
        const layout = await lists.evaluateAll((dls) =>
          dls.map((dl) =>
            [...dl.querySelectorAll(':scope > div:not([data-wide])')].map((fact) => {
              const label = fact.querySelector('dt')?.getBoundingClientRect()
              const value = fact.querySelector('dd')?.getBoundingClientRect()
              if (!label || !value) return null
              return {
                top: Math.round(value.top - label.top),
                start: Math.round(document.dir === 'rtl' ? value.right : value.left),
                beside: document.dir === 'rtl' ? value.right <= label.left : value.left >= label.right,
              }
            }),
          ),
        )
        for (const facts of layout) {
          // Each value beside its label, on its line (baselines aligned: tops within a few px), all values at one x.
          for (const fact of facts) {
            expect(fact?.beside).toBe(true)
            expect(Math.abs(fact?.top ?? 99)).toBeLessThanOrEqual(4)
          }
          expect(new Set(facts.map((fact) => fact?.start)).size).toBe(1)
        }
      })

      test('back to top, once shown, covers no row’s text', async ({ page }) => {
        await signInAs(page, 'active')
        const toTop = page.getByRole('button', { name: locale === 'en' ? 'Back to top' : 'العودة إلى الأعلى' })
        for (const [path, rows] of [
          ['/orders', '[data-testid="order-row"]'],
          ['/sales', '.figures-row'],
          ['/team-members', '.team-row, .team-starting-row'],
        ] as const) {
          await page.goto(path)
          await expect(page.locator(rows).first()).toBeVisible()
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
          const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
          for (const offset of [600, Math.round(end / 2), end]) {
            await page.evaluate((top) => window.scrollTo(0, top), offset)
            await expect(toTop).toBeVisible()
            expect(await textUnder(page.locator(rows), toTop), `${path} at ${offset}px`).toEqual([])
          }
        }
      })
    })
  }

  for (const locale of ['en', 'ar'] as const) {
    test.describe(`at 1280px in ${locale}`, () => {
      test.use({ locale, viewport: desktop })

      test('the orders are a table whose columns line up, row after row, and a row opens from the keyboard', async ({ page }) => {
        await signInAs(page, 'active')
        await page.goto('/orders')
        const table = page.getByRole('table')
        await expect(table).toHaveCount(1)
        const rows = table.getByRole('row')
        await expect(rows.nth(10)).toBeVisible()
        await expect(table.getByRole('columnheader')).toHaveCount(6)
        const total = Number((await table.getAttribute('aria-rowcount')) ?? NaN)
        expect(total).toBeGreaterThan(2000)
        // Each column's cells, the header's among them, have one box across: same x, same width.
        const columns = await cellBoxes(rows)
        expect(columns.length).toBeGreaterThan(10)
        for (const row of columns) expect(row).toEqual(columns[0])
        expect(new Set(columns[0]).size).toBe(6)
        // Scrolled further, the rows that now exist still line up with the header.
        await page.evaluate(() => window.scrollTo(0, 6000))
        await expect.poll(() => rows.evaluateAll((all) => all.map((row) => row.getAttribute('aria-rowindex')).includes('2'))).toBe(false)
        // Waited for, as every check here: once, in a fresh clone's run, a row just mounted by the scroll read as cells
        // of no size (0+0) at the moment of reading.
        await expect.poll(async () => (await cellBoxes(rows)).filter((row) => row.join(' ') !== columns[0]?.join(' '))).toEqual([])
        expect(await rows.count()).toBeGreaterThan(10)
        // One stop per row for Tab, and Enter opens the order.
        await page.evaluate(() => window.scrollTo(0, 0))
        await table.locator('[aria-rowindex="2"]').getByRole('link').focus()
        await page.keyboard.press('Tab')
        const second = table.locator('[aria-rowindex="3"]').getByRole('link')
        await expect(second).toBeFocused()
        const href = await second.getAttribute('href')
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(href ?? '/never')
      })

      test('the menu’s icons share one x', async ({ page }) => {
        await signInAs(page, 'active')
        const edges = await page
          .locator('.shell-menu-item .ui-icon')
          .evaluateAll((icons) =>
            icons.map((icon) => Math.round(document.dir === 'rtl' ? icon.getBoundingClientRect().right : icon.getBoundingClientRect().left)),
          )
        expect(edges.length).toBeGreaterThan(10)
        expect(new Set(edges).size).toBe(1)
      })
    })
  }

  test.describe('in the drawer at 360px', () => {
    test.use({ locale: 'ar', viewport: phone })

    test('the menu’s icons share one x', async ({ page }) => {
      await signInAs(page, 'active')
      await page.getByTestId('menu-button').click()
      const drawer = page.locator('dialog.shell-drawer')
      await expect(drawer).toBeVisible()
      // The drawer slides in: measure once it stands still.
      await expect.poll(() => drawer.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0)
      const edges = await drawer
        .locator('.shell-menu-item .ui-icon')
        .evaluateAll((icons) => icons.map((icon) => Math.round(icon.getBoundingClientRect().right)))
      expect(edges.length).toBeGreaterThan(10)
      expect(new Set(edges).size).toBe(1)
    })
  })
})
