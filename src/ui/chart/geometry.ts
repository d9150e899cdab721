/**
 * The pure geometry of the charts (bar-chart.tsx, line-chart.tsx): the value scale with its
 * round ticks, the band of each label, bar rectangles and line points, mirrored for right to
 * left. Everything is in the plot's own units: x from 0 to 100 across the plot, y from 0 (top)
 * to 100 (bottom); the SVG stretches that box to the container (preserveAspectRatio="none"),
 * and the text around it is HTML, so nothing here depends on a pixel width.
 */

/** The plot box: 100 × 100 units. */
export const PLOT = 100

/** A value scale: its ends (min ≤ 0 ≤ max, min < max) and the ticks from min to max. */
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
