import { describe, expect, it } from 'vitest'
import {
  PLOT,
  band,
  bandAt,
  bandCenter,
  barLayout,
  besideShare,
  closeScale,
  dotsPath,
  ellipsis,
  finite,
  fitLabels,
  fitTicks,
  labelGap,
  labelInset,
  linePath,
  linePoints,
  mirror,
  niceScale,
  shorten,
  stackLabels,
  wrapText,
  xOf,
  yOf,
  type LabelLayout,
  type LabelRequest,
  type Measure,
} from './geometry'

describe('closeScale', () => {
  it('starts a little under the lowest value, on a round step, and ends at the top (success rates)', () => {
    // The months' 79–97 % alone, then with the thresholds 90, 80 and 70 of their level.
    expect(closeScale([79.4, 97.8, 85.3], 100).ticks).toEqual([70, 80, 90, 100])
    expect(closeScale([79.4, 97.8, 85.3, 90, 80, 70], 100).ticks).toEqual([60, 70, 80, 90, 100])
    expect(closeScale([85.3, 94.1], 100).ticks).toEqual([80, 85, 90, 95, 100])
    const scale = closeScale([79.4, 97.8], 100)
    expect(scale.min).toBe(70)
    expect(scale.max).toBe(100)
  })

  it('keeps a value or a threshold off the bottom line, and whole steps, 3 to 5 of them', () => {
    for (let low = 0; low <= 99.9; low += 0.7) {
      const { ticks, min } = closeScale([low, 99], 100)
      expect(min, `low ${low}`).toBeLessThan(low === 0 ? 0.1 : low)
      expect(ticks.length - 1, `low ${low}`).toBeGreaterThanOrEqual(3)
      expect(ticks.length - 1, `low ${low}`).toBeLessThanOrEqual(5)
      for (const tick of ticks) expect(Number.isInteger(tick), `low ${low}: ${ticks.join()}`).toBe(true)
      expect(ticks.at(-1)).toBe(100)
    }
  })

  it('never starts under the floor (0 %), and spans at least a tenth of the top', () => {
    expect(closeScale([3, 50], 100).ticks).toEqual([0, 25, 50, 75, 100])
    expect(closeScale([0], 100).min).toBe(0)
    expect(closeScale([99.5, 100], 100).ticks).toEqual([85, 90, 95, 100])
    expect(closeScale([], 100).ticks).toEqual([85, 90, 95, 100])
    expect(closeScale([Number.NaN, 95], 100).min).toBe(85)
  })
})

describe('stackLabels', () => {
  it('puts each label under its line, moved down past the one above and up from the bottom', () => {
    expect(stackLabels([20, 50], 10, 100)).toEqual([20, 50])
    expect(stackLabels([50, 45], 10, 100)).toEqual([55, 45])
    expect(stackLabels([40, 44, 46], 10, 100)).toEqual([40, 50, 60])
    expect(stackLabels([85, 95], 10, 100)).toEqual([80, 90])
    expect(stackLabels([], 10, 100)).toEqual([])
  })
})

describe('niceScale', () => {
  it('starts at 0 and takes 3 or 4 round steps up to the largest value', () => {
    expect(niceScale([100]).ticks).toEqual([0, 25, 50, 75, 100])
    expect(niceScale([1234.5, 800]).ticks).toEqual([0, 500, 1000, 1500])
    expect(niceScale([97]).ticks).toEqual([0, 25, 50, 75, 100])
    expect(niceScale([0.42]).ticks).toEqual([0, 0.2, 0.4, 0.6])
    expect(niceScale([0.85]).ticks).toEqual([0, 0.25, 0.5, 0.75, 1])
  })

  it('always gives 3 or 4 steps over a positive range, whatever the magnitude', () => {
    for (let max = 0.013; max < 5e7; max *= 1.37) {
      const { ticks, max: top } = niceScale([max])
      expect(ticks.length - 1, `max ${max}`).toBeGreaterThanOrEqual(3)
      expect(ticks.length - 1, `max ${max}`).toBeLessThanOrEqual(4)
      expect(top).toBeGreaterThanOrEqual(max)
      expect(ticks[0]).toBe(0)
    }
  })

  it('gives round ticks without floating-point dust', () => {
    const { ticks } = niceScale([0.3])
    expect(ticks).toEqual([0, 0.1, 0.2, 0.3])
    for (const tick of ticks) expect(String(tick).length).toBeLessThanOrEqual(3)
  })

  it('keeps whole steps for whole values (counts of orders)', () => {
    expect(niceScale([3]).ticks).toEqual([0, 1, 2, 3])
    expect(niceScale([1]).ticks).toEqual([0, 1])
    expect(niceScale([10]).ticks).toEqual([0, 5, 10])
    expect(niceScale([9.5]).ticks).toEqual([0, 2.5, 5, 7.5, 10])
  })

  it('handles nothing, all zeros and non-finite values without NaN', () => {
    for (const values of [[], [0, 0, 0], [Number.NaN], [Number.POSITIVE_INFINITY, 0]]) {
      const scale = niceScale(values)
      expect(scale).toEqual({ min: 0, max: 1, ticks: [0] })
      expect(yOf(0, scale)).toBe(PLOT)
    }
  })

  it('reaches below 0 for negative values, with 0 among the ticks', () => {
    const scale = niceScale([-40, 100])
    expect(scale.ticks).toEqual([-50, 0, 50, 100])
    expect(scale.min).toBe(-50)
    const negative = niceScale([-80, -20])
    expect(negative.max).toBe(0)
    expect(negative.ticks).toContain(0)
    expect(negative.ticks[0]).toBeLessThanOrEqual(-80)
    expect(Object.is(negative.max, -0)).toBe(false)
  })
})

describe('yOf', () => {
  it('puts the top tick at the top and 0 at the bottom of a positive scale', () => {
    const scale = niceScale([100])
    expect(yOf(100, scale)).toBe(0)
    expect(yOf(0, scale)).toBe(PLOT)
    expect(yOf(50, scale)).toBe(50)
  })

  it('clamps and never returns NaN', () => {
    const scale = niceScale([100])
    expect(yOf(500, scale)).toBe(0)
    expect(yOf(-5, scale)).toBe(PLOT)
    expect(yOf(Number.NaN, scale)).toBe(PLOT)
    expect(yOf(1, { min: 0, max: 0, ticks: [0] })).toBe(PLOT)
  })

  it('finite turns missing and broken values into 0', () => {
    expect(finite(undefined)).toBe(0)
    expect(finite(Number.NaN)).toBe(0)
    expect(finite(-3)).toBe(-3)
  })
})

describe('bands and mirroring', () => {
  it('slices the width in reading order, mirrored right to left', () => {
    expect(band(0, 4)).toEqual({ x: 0, width: 25 })
    expect(band(3, 4)).toEqual({ x: 75, width: 25 })
    expect(band(0, 4, true)).toEqual({ x: 75, width: 25 })
    expect(band(3, 4, true)).toEqual({ x: 0, width: 25 })
    expect(bandCenter(0, 2)).toBe(25)
    expect(bandCenter(0, 2, true)).toBe(75)
    expect(band(0, 0)).toEqual({ x: 0, width: PLOT })
  })

  it('mirror flips a stretch about the middle and leaves it alone left to right', () => {
    expect(mirror({ x: 10, width: 5 }, true)).toEqual({ x: 85, width: 5 })
    expect(mirror({ x: 10, width: 5 }, false)).toEqual({ x: 10, width: 5 })
  })

  it('finds the label under a position, the first at the right in right to left', () => {
    expect(bandAt(0, 4)).toBe(0)
    expect(bandAt(99.9, 4)).toBe(3)
    expect(bandAt(PLOT, 4)).toBe(3)
    expect(bandAt(10, 4, true)).toBe(3)
    expect(bandAt(90, 4, true)).toBe(0)
    expect(bandAt(-1, 4)).toBeNull()
    expect(bandAt(101, 4)).toBeNull()
    expect(bandAt(50, 0)).toBeNull()
    expect(bandAt(Number.NaN, 3)).toBeNull()
  })
})

describe('barLayout', () => {
  const scale = niceScale([100, 50, 40, 0])

  it('puts the series side by side inside each band, first series first', () => {
    const bars = barLayout(
      [
        [100, 40],
        [50, 0],
      ],
      2,
      scale,
    )
    expect(bars).toHaveLength(4)
    const [a0, b0, a1, b1] = [bars[0]!, bars[1]!, bars[2]!, bars[3]!]
    expect([a0.series, a0.index, b0.series, b0.index]).toEqual([0, 0, 1, 0])
    expect(a0.x).toBeLessThan(b0.x)
    expect(a0.x + a0.width).toBeCloseTo(b0.x)
    expect(a0.x).toBeGreaterThan(0)
    expect(b0.x + b0.width).toBeLessThanOrEqual(50)
    expect(a1.x).toBeGreaterThanOrEqual(50)
    expect(a0.y).toBe(0)
    expect(a0.height).toBe(PLOT)
    expect(b0.height).toBe(50)
    expect(b1.height).toBe(0)
    expect(b1.y).toBe(PLOT)
  })

  it('mirrors right to left: the first group at the right, its first series at the right of the group', () => {
    const ltr = barLayout(
      [
        [100, 40],
        [50, 0],
      ],
      2,
      scale,
    )
    const rtl = barLayout(
      [
        [100, 40],
        [50, 0],
      ],
      2,
      scale,
      true,
    )
    ltr.forEach((bar, i) => {
      const other = rtl[i]!
      expect(other.x).toBeCloseTo(PLOT - bar.x - bar.width)
      expect([other.y, other.height, other.width]).toEqual([bar.y, bar.height, bar.width])
    })
    expect(rtl[0]!.x).toBeGreaterThan(rtl[1]!.x)
    expect(rtl[0]!.x).toBeGreaterThan(50)
  })

  it('grows negative bars down from 0', () => {
    const mixed = niceScale([-50, 100])
    const [down, up] = barLayout([[-50, 100]], 2, mixed)
    const zero = yOf(0, mixed)
    expect(down!.y).toBe(zero)
    expect(down!.height).toBeCloseTo(PLOT - zero)
    expect(up!.y + up!.height).toBeCloseTo(zero)
  })

  it('draws nothing odd for empty, missing or broken values', () => {
    expect(barLayout([], 3, niceScale([]))).toEqual([])
    const bars = barLayout([[Number.NaN]], 2, niceScale([Number.NaN]))
    expect(bars).toHaveLength(2)
    for (const bar of bars) for (const value of Object.values(bar)) expect(Number.isFinite(value)).toBe(true)
  })

  it('keeps a lone group from filling the whole width', () => {
    const [bar] = barLayout([[10]], 1, niceScale([10]))
    expect(bar!.width).toBeLessThan(30)
    expect(bar!.x + bar!.width / 2).toBeCloseTo(50)
  })
})

describe('lines', () => {
  it('puts points at the middle of each band, mirrored right to left', () => {
    const scale = niceScale([100])
    expect(linePoints([0, 100], 2, scale)).toEqual([
      [25, 100],
      [75, 0],
    ])
    expect(linePoints([0, 100], 2, scale, true)).toEqual([
      [75, 100],
      [25, 0],
    ])
    expect(linePoints([5], 3, scale).map(([, y]) => y)).toEqual([95, 100, 100])
  })

  it('writes compact path data, a dot for a single point', () => {
    expect(linePath([])).toBe('')
    expect(linePath([[25, 100]])).toBe('M25 100h0')
    expect(
      linePath([
        [12.5, 33.3333333],
        [37.5, 0],
      ]),
    ).toBe('M12.5 33.33L37.5 0')
    expect(
      dotsPath([
        [25, 100],
        [75, 0],
      ]),
    ).toBe('M25 100h0M75 0h0')
  })
})

/** A font of known widths: narrow and wide Latin letters, Arabic letters and their marks, the ellipsis. */
const measure: Measure = (text) => {
  let width = 0
  for (const char of text) {
    width += /\p{M}/u.test(char)
      ? 1
      : char === ' ' || char === '\u00a0'
        ? 3
        : /[il.']/.test(char)
          ? 3
          : /[mwMW]/.test(char)
            ? 10
            : char === ellipsis
              ? 8
              : /[\u0600-\u06ff]/.test(char)
                ? 6
                : 7
  }
  return width
}

const monthsEn = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const monthsFr = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']
const monthsAr = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر']
const statusesEn = ['Created', 'Ongoing', 'Delivered', 'Failed', 'Rejected', 'Completed', 'Returned']
const statusesAr = ['أُنشئ', 'قيد التنفيذ', 'تم التسليم', 'فشل', 'مرفوض', 'مكتمل', 'مُرتجع']
const typesFr = ['Vos propres ventes', 'Ventes de votre équipe', "Ventes de l'équipe de votre équipe"]

/** A year of months from December 2025: the whole label, "Dec", and the year. */
function yearOf(short: readonly string[]) {
  const order = [11, ...Array.from({ length: 11 }, (_, month) => month)]
  return {
    labels: order.map((month, index) => `${short[month]} ${index === 0 ? 2025 : 2026} (whole)`),
    short: order.map((month) => short[month]!),
    groups: order.map((_, index) => (index === 0 ? '2025' : '2026')),
  }
}

const request = (over: Partial<LabelRequest> & Pick<LabelRequest, 'labels'>): LabelRequest => ({
  ordered: false,
  plotWidth: 250,
  chartWidth: 290,
  measure,
  ...over,
})

/** What every layout promises: no drawn line wider than its room, none outside the plot, none on another, the whole label kept. */
function expectFits(layout: LabelLayout, asked: LabelRequest) {
  const { plotWidth, chartWidth, labels } = asked
  if (layout.kind === 'columns') {
    let end = Number.NEGATIVE_INFINITY
    for (const label of layout.labels) {
      expect(label.full).toBe(labels[label.index])
      expect(label.start, `${label.lines.join('/')} starts inside the plot`).toBeGreaterThanOrEqual(-1e-9)
      expect(label.start + label.width, `${label.lines.join('/')} ends inside the plot`).toBeLessThanOrEqual(plotWidth + 1e-9)
      for (const line of label.lines) expect(measure(line), `"${line}" within its box`).toBeLessThanOrEqual(label.width + 1e-9)
      expect(label.start, `${label.lines.join('/')} clear of the label before`).toBeGreaterThanOrEqual(end + labelGap - 1e-9)
      end = label.start + label.width
      if (asked.ordered) {
        // Ordered labels keep off the plot's very ends (an Arabic letter's tail reaches past its box).
        expect(label.start).toBeGreaterThanOrEqual(labelInset - 1e-9)
        expect(label.start + label.width).toBeLessThanOrEqual(plotWidth - labelInset + 1e-9)
      } else {
        // A category stays inside its own band.
        const slot = plotWidth / labels.length
        expect(label.start).toBeGreaterThanOrEqual(label.index * slot - 1e-9)
        expect(label.start + label.width).toBeLessThanOrEqual((label.index + 1) * slot + 1e-9)
      }
      if (label.abbreviated) expect(label.lines.some((line) => line.endsWith(ellipsis))).toBe(true)
    }
  } else {
    const room = layout.placement === 'beside' ? layout.labelWidth : chartWidth
    if (layout.placement === 'beside') expect(layout.labelWidth).toBeLessThanOrEqual(chartWidth * besideShare)
    expect(layout.labels.map((label) => label.index)).toEqual(labels.map((_, index) => index))
    for (const label of layout.labels) {
      expect(label.full).toBe(labels[label.index])
      for (const line of label.lines) expect(measure(line), `"${line}" within its room`).toBeLessThanOrEqual(room + 1e-9)
      if (layout.placement === 'beside') expect(label.lines.length).toBeLessThanOrEqual(2)
      if (!label.abbreviated)
        expect(label.lines.join(' ')).toBe(
          label.full
            .trim()
            .split(/[ \t\r\n]+/)
            .join(' '),
        )
    }
  }
}

describe('shorten', () => {
  it('keeps a text that fits, else the longest start that fits with an ellipsis', () => {
    expect(shorten('Returned', 100, measure)).toEqual({ text: 'Returned', abbreviated: false })
    const short = shorten('Sales of your team', 60, measure)
    expect(short.abbreviated).toBe(true)
    expect(short.text.endsWith(ellipsis)).toBe(true)
    expect(measure(short.text)).toBeLessThanOrEqual(60)
    expect('Sales of your team'.startsWith(short.text.slice(0, -1))).toBe(true)
    // No longer start would fit.
    const kept = short.text.slice(0, -1)
    for (let end = kept.length + 1; end <= 'Sales of your team'.length; end++) {
      const longer = 'Sales of your team'.slice(0, end).trimEnd()
      if (longer.length > kept.length) expect(measure(longer + ellipsis)).toBeGreaterThan(60)
    }
    expect(shorten('Returned', 2, measure).text).toBe(ellipsis)
  })

  it('never splits a letter from its marks, nor an emoji', () => {
    // Room for "م" and the ellipsis, not for "مُ": the letter goes with its mark.
    expect(shorten('مُرتجع', measure('م' + ellipsis), measure).text).toBe(ellipsis)
    expect(shorten('مُرتجع', measure('مُر' + ellipsis), measure).text).toBe('مُر' + ellipsis)
    expect(shorten('👨‍👩‍👧 family', 25, measure).text).toBe(ellipsis)
  })
})

describe('wrapText', () => {
  it('breaks between words only, in the fewest lines', () => {
    expect(wrapText('Sales of your team', 70, measure)?.lines).toEqual(['Sales of', 'your team'])
    expect(wrapText('Sales of your team', 60, measure)?.lines).toEqual(['Sales of', 'your', 'team'])
    expect(wrapText('Sales of your team', 500, measure)?.lines).toEqual(['Sales of your team'])
    expect(wrapText('  Sales   of  ', 500, measure)?.lines).toEqual(['Sales of'])
    for (const line of wrapText("Ventes de l'équipe de votre équipe", 70, measure)!.lines) expect(measure(line)).toBeLessThanOrEqual(70)
  })

  it('refuses a word wider than the room, or more lines than allowed; shortens the word when told', () => {
    expect(wrapText('Delivered', 30, measure)).toBeNull()
    expect(wrapText('Sales of your team', 40, measure, { maxLines: 2 })).toBeNull()
    const shortened = wrapText('https://example.com/a/very/long/unbroken/path', 80, measure, { shortenWords: true })!
    expect(shortened.abbreviated).toBe(true)
    for (const line of shortened.lines) expect(measure(line)).toBeLessThanOrEqual(80)
  })

  it('keeps what a no-break space holds together', () => {
    expect(wrapText('200\u00a0k and more', 40, measure)?.lines[0]).toBe('200\u00a0k')
  })
})

describe('fitLabels: months and other ordered labels', () => {
  for (const [language, names] of [
    ['en', monthsEn],
    ['fr', monthsFr],
    ['ar', monthsAr],
  ] as const) {
    it(`${language}: at every width, whole labels in a regular subset with the newest, the year once per year`, () => {
      const year = yearOf(names)
      for (let plotWidth = 20; plotWidth <= 900; plotWidth += 7) {
        const asked = request({ ...year, ordered: true, plotWidth, chartWidth: plotWidth + 40 })
        const layout = fitLabels(asked)
        expect(layout.kind).toBe('columns')
        if (layout.kind !== 'columns') continue
        expectFits(layout, asked)
        const shown = layout.labels.map((label) => label.index)
        expect(shown.at(-1), `the newest month is drawn at ${plotWidth}px`).toBe(11)
        shown.slice(1).forEach((index, at) => expect(index - shown[at]!).toBe(layout.step))
        if (layout.labels.every((label) => !label.abbreviated)) {
          // The short month, and the year under the first month drawn of each year.
          const years = layout.labels.map((label) => label.lines[1])
          expect(layout.labels.map((label) => label.lines[0])).toEqual(shown.map((index) => year.short[index]))
          expect(years[0]).toBe(year.groups[shown[0]!])
          const seen = new Set<string>()
          layout.labels.forEach((label, at) => {
            const group = year.groups[label.index]!
            expect(label.lines[1], `year of ${label.full}`).toBe(seen.has(group) ? undefined : group)
            seen.add(group)
            if (at > 0 && label.lines[1] === undefined) expect(year.groups[layout.labels[at - 1]!.index]).toBe(group)
          })
        }
      }
    })
  }

  it('draws every month when there is room, every second one at a phone’s width', () => {
    const year = yearOf(monthsEn)
    const wide = fitLabels(request({ ...year, ordered: true, plotWidth: 430 }))
    expect(wide.kind === 'columns' && wide.step).toBe(1)
    const phone = fitLabels(request({ ...year, ordered: true, plotWidth: 250 }))
    expect(phone.kind === 'columns' && phone.step).toBe(2)
  })

  it('shortens the newest label alone when not even one fits, keeping the whole text', () => {
    const asked = request({ labels: ['A month with a very long name'], ordered: true, plotWidth: 50 })
    const layout = fitLabels(asked)
    expectFits(layout, asked)
    expect(layout.kind === 'columns' && layout.labels[0]).toMatchObject({ index: 0, full: 'A month with a very long name', abbreviated: true })
  })
})

describe('fitLabels: categories', () => {
  it('draws every category on one line when they fit in their bands', () => {
    const asked = request({ labels: statusesEn, plotWidth: 900 })
    const layout = fitLabels(asked)
    expectFits(layout, asked)
    expect(layout.kind === 'columns' && layout.labels.map((label) => label.lines)).toEqual(statusesEn.map((status) => [status]))
  })

  it('wraps a category onto two lines, between words, when one line does not fit its band', () => {
    const asked = request({ labels: typesFr, plotWidth: 390, chartWidth: 420 })
    const layout = fitLabels(asked)
    expectFits(layout, asked)
    expect(layout.kind).toBe('columns')
    if (layout.kind === 'columns') {
      expect(layout.labels).toHaveLength(3)
      expect(layout.labels[2]!.lines).toHaveLength(2)
    }
  })

  it('turns into rows, every category beside its bars, at a phone’s width', () => {
    for (const labels of [statusesEn, statusesAr]) {
      const asked = request({ labels, plotWidth: 250, chartWidth: 294 })
      const layout = fitLabels(asked)
      expectFits(layout, asked)
      expect(layout).toMatchObject({ kind: 'rows', placement: 'beside' })
      expect(layout.labels.every((label) => !label.abbreviated)).toBe(true)
    }
  })

  it('puts labels above the bars when two lines in 40 % of the width do not hold them, shortening only an unbroken string', () => {
    const labels = ['Sales of the whole team of your team members this year', 'x'.repeat(80), 'Ok']
    const asked = request({ labels, plotWidth: 120, chartWidth: 160 })
    const layout = fitLabels(asked)
    expectFits(layout, asked)
    expect(layout).toMatchObject({ kind: 'rows', placement: 'above' })
    if (layout.kind === 'rows') {
      expect(layout.labels.map((label) => label.abbreviated)).toEqual([false, true, false])
      expect(layout.labels[1]!.full).toBe('x'.repeat(80))
    }
  })

  it('survives no labels, no width and labels that are empty', () => {
    expect(fitLabels(request({ labels: [] }))).toEqual({ kind: 'columns', step: 1, labels: [] })
    expect(fitLabels(request({ labels: statusesEn, plotWidth: 0 }))).toEqual({ kind: 'columns', step: 1, labels: [] })
    expect(fitLabels(request({ labels: statusesEn, plotWidth: Number.NaN }))).toEqual({ kind: 'columns', step: 1, labels: [] })
    const blanks = request({ labels: ['', ' ', 'Ok'] })
    expectFits(fitLabels(blanks), blanks)
  })
})

describe('horizontal bars', () => {
  it('places values across in reading order and keeps their labels apart and inside', () => {
    const scale = niceScale([0, 153_000])
    expect(xOf(0, scale)).toBe(0)
    expect(xOf(scale.max, scale)).toBe(PLOT)
    const texts = scale.ticks.map((tick) => `${tick / 1000}K`)
    const positions = scale.ticks.map((tick) => xOf(tick, scale) / PLOT)
    for (const width of [60, 120, 233, 600]) {
      const placed = fitTicks(texts, positions, width, measure)
      expect(placed.at(-1)?.index).toBe(texts.length - 1)
      let end = Number.NEGATIVE_INFINITY
      for (const tick of placed) {
        expect(tick.start).toBeGreaterThanOrEqual(end + labelGap)
        expect(tick.start + tick.width).toBeLessThanOrEqual(width)
        end = tick.start + tick.width
      }
    }
    expect(fitTicks(texts, positions, 600, measure)).toHaveLength(texts.length)
    expect(fitTicks([], [], 100, measure)).toEqual([])
  })
})
