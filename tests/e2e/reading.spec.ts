import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'

/**
 * Issue 19, "Reads right in every language and at every width", against the built app and the demo gateway.
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
            ? { left: Math.min(box.left, rect.left), right: Math.max(box.right, rect.right), top: Math.min(box.top, rect.top), bottom: Math.max(box.bottom, rect.bottom) }
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
      chart.querySelectorAll('.ui-chart-axis > span, .ui-chart-values > span').forEach((element) => read(element, 'value'))
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
const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack
const show = (box: Box) => `[${box.left.toFixed(1)}–${box.right.toFixed(1)} × ${box.top.toFixed(1)}–${box.bottom.toFixed(1)}]`

/** Everything wrong with how a chart draws its labels, in words (none: an empty list). */
function labelFaults(chart: DrawnChart): string[] {
  const faults: string[] = []
  const shown = chart.labels.filter((label) => label.visible)
  for (const label of shown) {
    const name = `${label.kind} "${label.text}"`
    if (!inside(label.box, chart.body)) faults.push(`${name} ${show(label.box)} leaves the chart's drawing ${show(chart.body)}`)
    if (chart.layout === 'columns' && label.kind === 'label' && chart.plot && !(label.box.left >= chart.plot.left - slack && label.box.right <= chart.plot.right + slack)) {
      faults.push(`${name} ${show(label.box)} sticks out of the plot ${show(chart.plot)}`)
    }
    for (const clip of label.clips) if (!inside(label.box, clip)) faults.push(`${name} ${show(label.box)} is cut by its box ${show(clip)}`)
    if (label.kind === 'label') {
      if (label.text.trimEnd().endsWith('…')) {
        const full = label.title ?? ''
        if (!full || full.endsWith('…') || !chart.rows.includes(full)) faults.push(`${name} is shortened, but its tooltip "${full}" is not a whole label of the table`)
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
              if (path !== '/success-rate') expect.soft(labels.map((label) => label.title), `${path}: every bar is labelled`).toEqual(drawn.rows)
            }
          }
        })
      })
    }
  }
})
