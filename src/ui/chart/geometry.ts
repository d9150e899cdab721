/**
 * The pure geometry of the charts (chart.tsx): the value scale with its round ticks, the band of
 * each label, bar rectangles and line points, mirrored for right to left. Shapes are in the plot's
 * own units: x from 0 to 100 across the plot, y from 0 (top) to 100 (bottom); the SVG stretches
 * that box to the container (preserveAspectRatio="none"). The text around it is HTML; which
 * labels are drawn, on how many lines and where (fitLabels, below) is worked out in CSS pixels.
 */
import { graphemes } from '../../domain/text'

/** The plot box: 100 × 100 units. */
export const PLOT = 100

/** A value scale: its ends (min < max; min ≤ 0 ≤ max but for closeScale's) and the ticks from min to max. */
export interface Scale {
  readonly min: number
  readonly max: number
  /** Round values from min to max, evenly spaced, both ends included; `[0]` when every value is 0. */
  readonly ticks: readonly number[]
}

/** A finite number, else 0 (a missing or broken figure draws nothing rather than NaN). */
export function finite(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? value : 0
}

/** Step multipliers of a power of ten: each span then takes 3 or 4 steps. */
const multipliers = [1, 2, 2.5, 5, 10] as const

/** A round step (1, 2, 2.5 or 5 × 10ⁿ) that covers `span` in at most `count` steps; whole when `whole`. */
function niceStep(span: number, count: number, whole: boolean): number {
  const rough = span / count
  const power = 10 ** Math.floor(Math.log10(rough))
  let step = power * 10
  for (const multiplier of multipliers) {
    const candidate = multiplier * power
    if (candidate >= rough && (!whole || Number.isInteger(candidate))) {
      step = candidate
      break
    }
  }
  return whole ? Math.max(1, step) : step
}

/** `index × step` without floating-point dust (0.1 × 3 is 0.3, not 0.30000000000000004). */
function multiple(index: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1)
  return Number((index * step).toFixed(Math.min(20, decimals)))
}

/**
 * The scale of a chart's values: it always includes 0 (bars grow from it), rounds both ends out
 * to a round step and gives 3 or 4 steps over the span of the values (a few more when values
 * are both negative and positive). When every value is whole (counts of orders, members) the
 * step is whole too. Nothing to scale (no values, all 0, not finite) gives 0 to 1 with one tick, 0.
 */
export function niceScale(values: Iterable<number>, count = 4): Scale {
  let low = 0
  let high = 0
  let whole = true
  for (const raw of values) {
    const value = finite(raw)
    if (value < low) low = value
    if (value > high) high = value
    if (!Number.isInteger(value)) whole = false
  }
  if (low === high) return { min: 0, max: 1, ticks: [0] }
  const step = niceStep(high - low, count, whole)
  const first = Math.floor(low / step)
  const last = Math.ceil(high / step)
  const ticks: number[] = []
  for (let index = first; index <= last; index++) ticks.push(multiple(index, step) || 0)
  return { min: ticks[0] ?? 0, max: ticks[ticks.length - 1] ?? 1, ticks }
}

/**
 * A line chart's scale for values far from 0 under a fixed top (success rates of 79–97 % under 100 %): from a
 * round value a little under the lowest value to `top`, 3 to 5 whole steps (a span of `minSpan` at least), so
 * their differences show (issue 38). Its start is a tick, labelled like the others; never under `floor`.
 */
export function closeScale(values: Iterable<number>, top: number, { minSpan = top / 10, floor = 0, count = 4 } = {}): Scale {
  let low = top
  for (const raw of values) if (Number.isFinite(raw)) low = Math.min(low, raw)
  low = Math.max(floor, Math.min(low, top - minSpan))
  const step = niceStep(top - low, count, true)
  // A quarter of a step under the lowest value: a value (or a threshold) never sits on the axis' bottom line.
  const steps = Math.ceil((top - low + step / 4) / step)
  const ticks: number[] = []
  for (let index = steps; index >= 0; index--) ticks.push(Math.max(floor, multiple(-index, step) + top))
  const unique = ticks.filter((tick, index) => tick !== ticks[index - 1])
  return { min: unique[0] ?? floor, max: top, ticks: unique }
}

/** The y of a value on the scale: 0 at the top (max), PLOT at the bottom (min), clamped to the box. */
export function yOf(value: number, scale: Scale): number {
  const span = scale.max - scale.min
  if (!(span > 0)) return PLOT
  const y = ((scale.max - finite(value)) / span) * PLOT
  return Math.min(PLOT, Math.max(0, y))
}

/** A horizontal stretch of the plot. */
export interface Span {
  readonly x: number
  readonly width: number
}

/** The same stretch seen from the other side: right to left puts the first at the right. */
export function mirror(span: Span, rtl: boolean): Span {
  return rtl ? { x: PLOT - span.x - span.width, width: span.width } : span
}

/** The band of label `index` of `count`: equal slices of the width, in reading order. */
export function band(index: number, count: number, rtl = false): Span {
  const width = count > 0 ? PLOT / count : PLOT
  return mirror({ x: index * width, width }, rtl)
}

/** The middle of the band of label `index`, where a line chart puts its point. */
export function bandCenter(index: number, count: number, rtl = false): number {
  const { x, width } = band(index, count, rtl)
  return x + width / 2
}

/** A bar: its series and label, its box in plot units. */
export interface Bar {
  readonly series: number
  readonly index: number
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** Share of a band the group of bars takes (the rest is the gap between groups). */
const groupShare = 0.7
/** Widest a group gets, in plot units, so two bars over a whole chart do not look like walls. */
const widestGroup = 24

/**
 * The bars of grouped series: one group per label, the series side by side in reading order
 * (the first series at the left, at the right in right to left), each growing from 0 up or
 * down. A bar of 0 has no height.
 */
export function barLayout(series: readonly (readonly number[])[], count: number, scale: Scale, rtl = false): Bar[] {
  const bars: Bar[] = []
  const lanes = Math.max(1, series.length)
  const zero = yOf(0, scale)
  for (let index = 0; index < count; index++) {
    const slot = band(index, count)
    const group = Math.min(slot.width * groupShare, widestGroup)
    const width = group / lanes
    const start = slot.x + (slot.width - group) / 2
    series.forEach((values, lane) => {
      const y = yOf(values[index] ?? 0, scale)
      const box = mirror({ x: start + lane * width, width }, rtl)
      bars.push({ series: lane, index, x: box.x, width: box.width, y: Math.min(y, zero), height: Math.abs(zero - y) })
    })
  }
  return bars
}

/** The points of one series of a line chart, at the middle of each label's band. */
export function linePoints(values: readonly number[], count: number, scale: Scale, rtl = false): [number, number][] {
  const points: [number, number][] = []
  for (let index = 0; index < count; index++) points.push([bandCenter(index, count, rtl), yOf(values[index] ?? 0, scale)])
  return points
}

/** Two decimals are finer than a pixel at any width the plot is drawn. */
const round = (value: number) => Math.round(value * 100) / 100

/** SVG path data through the points; a single point is a dot of no length (drawn by its round cap). */
export function linePath(points: readonly (readonly [number, number])[]): string {
  if (points.length === 0) return ''
  const [head, ...rest] = points.map(([x, y]) => `${round(x)} ${round(y)}`)
  return rest.length > 0 ? `M${head}L${rest.join('L')}` : `M${head}h0`
}

/** Dots at the points: zero-length segments that the round line caps draw as circles of the stroke's width. */
export function dotsPath(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `M${round(x)} ${round(y)}h0`).join('')
}

/** The label under plot position `x` (0–PLOT, from the left), or null outside the plot. */
export function bandAt(x: number, count: number, rtl = false): number | null {
  if (!(count > 0) || !(x >= 0) || !(x <= PLOT)) return null
  const index = Math.min(count - 1, Math.floor((x / PLOT) * count))
  return rtl ? count - 1 - index : index
}

/*
 * Labels that fit. The text around the plot is HTML, but where it goes and what it says is
 * decided here, in CSS pixels, from the chart's width and each text's width (chart.tsx measures
 * them once with a canvas at the labels' font; tests give numbers). Nothing is ever cut by CSS:
 * a label is drawn whole, wrapped between words, left out of a regular subset (ordered labels:
 * months), or shortened here with an ellipsis, and then its full text is its title, the legend's
 * read-out on tap and the table's row.
 */

/** A text's width in CSS pixels at the labels' font. */
export type Measure = (text: string) => number

/** Room kept between two labels (and inside a band), in CSS pixels. */
export const labelGap = 6
/** Room kept between a label and the plot's ends: an Arabic letter's tail may reach past its advance. */
export const labelInset = 2
/** Widest share of the chart a label beside a horizontal bar may take before labels go above the bars. */
export const besideShare = 0.4
/** The ellipsis of a shortened label. */
export const ellipsis = '…'

/** A label as drawn: its lines (top to bottom) and the text it stands for. */
export interface DrawnLabel {
  /** Which label (its row in the table). */
  readonly index: number
  readonly lines: readonly string[]
  /** The whole label: the title, the legend's read-out and the table say it. */
  readonly full: string
  /** True when a line is shortened with an ellipsis. */
  readonly abbreviated: boolean
}

/** A label under a column chart: its box across the plot, in CSS pixels from the reading start. */
export interface PlacedLabel extends DrawnLabel {
  readonly start: number
  readonly width: number
}

/**
 * How the labels of a chart are drawn.
 * - columns: under the plot, every `step`-th label (1: all), each in its box.
 * - rows: the chart turns: one horizontal row of bars per label, the label `beside` its bars (in
 *   a column `labelWidth` wide) or `above` them (the chart's whole width).
 */
export type LabelLayout =
  | { readonly kind: 'columns'; readonly step: number; readonly labels: readonly PlacedLabel[] }
  | { readonly kind: 'rows'; readonly placement: 'beside' | 'above'; readonly labelWidth: number; readonly labels: readonly DrawnLabel[] }

export interface LabelRequest {
  /** The whole labels, one per band. */
  readonly labels: readonly string[]
  /** Shorter text drawn under the columns when given (months: "Feb"); the whole label stays in the title and table. */
  readonly short?: readonly string[]
  /**
   * A second line said once per run of equal values (the year of months): under the first label
   * drawn of each run. Ordered labels only.
   */
  readonly groups?: readonly string[]
  /**
   * Labels in an order a reader can follow with some left out (months): a regular subset may be
   * drawn. Otherwise they are categories of a bar chart, which may turn into horizontal bars.
   */
  readonly ordered: boolean
  /** The plot's width under columns, in CSS pixels. */
  readonly plotWidth: number
  /** The chart's whole width, in CSS pixels (rows take it all). */
  readonly chartWidth: number
  readonly measure: Measure
}

/** The text whole when it fits in `max` pixels, else its longest start that fits with an ellipsis (an ellipsis alone at worst). */
export function shorten(text: string, max: number, measure: Measure): { text: string; abbreviated: boolean } {
  if (measure(text) <= max) return { text, abbreviated: false }
  const parts = graphemes(text)
  // The longest start that fits: widths grow with length, so halve the range.
  let low = 0
  let high = parts.length - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (measure(parts.slice(0, middle).join('').trimEnd() + ellipsis) <= max) low = middle
    else high = middle - 1
  }
  return { text: parts.slice(0, low).join('').trimEnd() + ellipsis, abbreviated: true }
}

/** Spaces a line may break at; a no-break space (in "200 k", "85 %") keeps its two sides together. */
const breakable = /[ \t\r\n]+/

/**
 * The text in lines of at most `max` pixels, broken between words only (greedy: the fewest lines).
 * Null when a word alone is wider than `max` or more than `maxLines` lines are needed; with
 * `shortenWords`, such a word is shortened instead (an unbroken string from a server).
 */
export function wrapText(
  text: string,
  max: number,
  measure: Measure,
  { maxLines = Number.POSITIVE_INFINITY, shortenWords = false }: { maxLines?: number; shortenWords?: boolean } = {},
): { lines: string[]; abbreviated: boolean } | null {
  const lines: string[] = []
  let abbreviated = false
  let line = ''
  for (const raw of text.trim().split(breakable)) {
    let word = raw
    if (measure(word) > max) {
      if (!shortenWords) return null
      word = shorten(word, max, measure).text
      abbreviated = true
    }
    const joined = line ? `${line} ${word}` : word
    if (measure(joined) <= max) line = joined
    else {
      lines.push(line)
      line = word
    }
  }
  lines.push(line)
  return lines.length <= maxLines ? { lines, abbreviated } : null
}

const widest = (lines: readonly string[], measure: Measure) => lines.reduce((most, line) => Math.max(most, measure(line)), 0)

/**
 * Every `step`-th label (counted back from the last, the newest month), each centred under its
 * point and moved inside the plot at its ends (labelInset from them); null when one would touch the next.
 */
function everyStep(request: LabelRequest, centres: readonly number[], step: number): PlacedLabel[] | null {
  const { labels, short, groups, plotWidth: width, measure } = request
  const shown: number[] = []
  for (let index = labels.length - 1; index >= 0; index -= step) shown.unshift(index)
  const placed: PlacedLabel[] = []
  let group: string | undefined
  for (const index of shown) {
    const full = labels[index] ?? ''
    const lines = [short?.[index] || full]
    const own = groups?.[index]
    if (own && own !== group) lines.push(own)
    group = own
    const size = widest(lines, measure)
    if (size > width - 2 * labelInset) return null
    const centre = centres[index] ?? 0
    const start = Math.min(Math.max(labelInset, centre - size / 2), width - labelInset - size)
    const before = placed.at(-1)
    if (before && before.start + before.width + labelGap > start) return null
    placed.push({ index, lines, full, abbreviated: false, start, width: size })
  }
  return placed
}

/** Labels centred in their bands, all of them: on one line, else on two (between words); null when one does not fit. */
function allInBands(request: LabelRequest, maxLines: number): PlacedLabel[] | null {
  const { labels, short, plotWidth, measure } = request
  const band = plotWidth / labels.length
  const room = band - labelGap
  const placed: PlacedLabel[] = []
  for (const [index, full] of labels.entries()) {
    const wrapped = wrapText(short?.[index] || full, room, measure, { maxLines })
    if (!wrapped) return null
    const size = widest(wrapped.lines, measure)
    placed.push({ index, lines: wrapped.lines, full, abbreviated: false, start: (index + 0.5) * band - size / 2, width: size })
  }
  return placed
}

/**
 * Where and how a chart's labels are drawn so that none is cut (see LabelLayout):
 * - ordered labels (months) under columns: all of them when they fit, else every second, third, …
 *   (the newest always), the group (year) under the first label of each run; a label wider than
 *   the whole plot is shortened;
 * - categories: all under columns on one line, else on two lines; else the chart turns into rows,
 *   labels beside the bars (at most two lines in `besideShare` of the width), else above them
 *   (where only a word wider than the chart, an unbroken string, is shortened).
 */
export function fitLabels(request: LabelRequest): LabelLayout {
  const { labels, short, ordered, plotWidth, chartWidth, measure } = request
  const count = labels.length
  if (count === 0 || !(plotWidth > 0) || !(chartWidth > 0)) return { kind: 'columns', step: 1, labels: [] }
  if (ordered) {
    const centres = labels.map((_, index) => (index + 0.5) * (plotWidth / count))
    for (let step = 1; step <= count; step++) {
      const placed = everyStep(request, centres, step)
      if (placed) return { kind: 'columns', step, labels: placed }
    }
    // Not even one label fits whole: the newest (and its group), shortened to the plot.
    const index = count - 1
    const full = labels[index] ?? ''
    const parts = [short?.[index] || full, request.groups?.[index]].filter((part): part is string => Boolean(part))
    const room = Math.max(0, plotWidth - 2 * labelInset)
    const shortened = parts.map((part) => shorten(part, room, measure))
    const lines = shortened.map((part) => part.text)
    const size = Math.min(room, widest(lines, measure))
    return {
      kind: 'columns',
      step: count,
      labels: [{ index, lines, full, abbreviated: shortened.some((part) => part.abbreviated), start: plotWidth - labelInset - size, width: size }],
    }
  }
  const placed = allInBands(request, 1) ?? allInBands(request, 2)
  if (placed) return { kind: 'columns', step: 1, labels: placed }
  const besideRoom = chartWidth * besideShare
  const beside = labels.map((full) => wrapText(full, besideRoom, measure, { maxLines: 2 }))
  if (beside.every((wrapped) => wrapped !== null)) {
    return {
      kind: 'rows',
      placement: 'beside',
      labelWidth: Math.max(...beside.map((wrapped) => widest(wrapped.lines, measure))),
      labels: beside.map((wrapped, index) => ({ index, lines: wrapped.lines, full: labels[index] ?? '', abbreviated: false })),
    }
  }
  return {
    kind: 'rows',
    placement: 'above',
    labelWidth: chartWidth,
    labels: labels.map((full, index) => {
      const { lines, abbreviated } = wrapText(full, chartWidth, measure, { shortenWords: true }) ?? { lines: [full], abbreviated: false }
      return { index, lines, full, abbreviated }
    }),
  }
}

/**
 * The value labels under horizontal bars: each centred on its tick (`positions` from 0 to 1 across
 * `width` pixels, in reading order), moved inside at the ends, every second, third, … when they
 * would touch (the last always).
 */
export function fitTicks(texts: readonly string[], positions: readonly number[], width: number, measure: Measure): readonly PlacedLabel[] {
  if (texts.length === 0 || !(width > 0)) return []
  const request: LabelRequest = { labels: texts, ordered: true, plotWidth: width, chartWidth: width, measure }
  const centres = positions.map((position) => position * width)
  for (let step = 1; step <= texts.length; step++) {
    const placed = everyStep(request, centres, step)
    if (placed) return placed
  }
  return []
}

/** Where a value sits across horizontal bars: 0 at the reading start (the scale's min), PLOT at its max. */
export function xOf(value: number, scale: Scale): number {
  return PLOT - yOf(value, scale)
}

/**
 * Where the labels of lines across the plot go (a chart's thresholds): each label's top at its line (`lines`, any
 * order, from the plot's top), moved down as little as needed so that none overlaps the one above it (`size` tall),
 * and up from the bottom so the lowest stays inside `height`. Same order as `lines`, same units.
 */
export function stackLabels(lines: readonly number[], size: number, height: number): number[] {
  const order = [...lines.keys()].sort((a, b) => (lines[a] ?? 0) - (lines[b] ?? 0))
  const tops = new Array<number>(lines.length).fill(0)
  let next = Number.NEGATIVE_INFINITY
  for (const index of order) {
    next = Math.max(lines[index] ?? 0, next)
    tops[index] = next
    next += size
  }
  let limit = height - size
  for (const index of [...order].reverse()) {
    const top = Math.min(tops[index] ?? 0, limit)
    tops[index] = top
    limit = top - size
  }
  return tops
}
