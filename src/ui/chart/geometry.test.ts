import { describe, expect, it } from 'vitest'
import { PLOT, band, bandAt, bandCenter, barLayout, dotsPath, finite, linePath, linePoints, mirror, niceScale, yOf } from './geometry'

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
    const bars = barLayout([[100, 40], [50, 0]], 2, scale)
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
    const ltr = barLayout([[100, 40], [50, 0]], 2, scale)
    const rtl = barLayout([[100, 40], [50, 0]], 2, scale, true)
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
