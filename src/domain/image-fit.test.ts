import { describe, expect, it } from 'vitest'
import { DEFAULT_MAX_SIDE, FIRST_QUALITY, fitWithin, imageFit, nextAttempt, type ImageFacts } from './image-fit'

const KB = 1024
const limits = { maxBytes: 500 * KB, maxSide: DEFAULT_MAX_SIDE }
const photo = (overrides: Partial<ImageFacts>): ImageFacts => ({ kind: 'jpeg', size: 4 * KB * KB, width: 4000, height: 3000, ...overrides })
const encode = (width: number, height: number, shrink: boolean) => ({ action: 'encode', type: 'image/jpeg', quality: FIRST_QUALITY, width, height, shrink })

describe('every picture is encoded again, made smaller when it must be, or refused', () => {
  it.each([
    ['a 4 MB camera JPEG, 4000 × 3000', photo({}), encode(1600, 1200, true)],
    ['a portrait camera photo, 3000 × 4000', photo({ width: 3000, height: 4000 }), encode(1200, 1600, true)],
    ['an 8 MB PNG screenshot: shrunk to JPEG', photo({ kind: 'png', size: 8 * KB * KB, width: 1080, height: 2400 }), encode(720, 1600, true)],
    ['a 600 KB picture already small in pixels keeps its pixels', photo({ size: 600 * KB, width: 1200, height: 900 }), encode(1200, 900, true)],
    // Within the limit: encoded again all the same (its EXIF, GPS position included, stays behind), at its own size.
    ['a JPEG of exactly 500 KB is encoded again, not sent as it is', photo({ size: 500 * KB, width: 1200, height: 900 }), encode(1200, 900, false)],
    ['a 120 KB PNG is encoded again as JPEG', photo({ kind: 'png', size: 120 * KB, width: 800, height: 500 }), encode(800, 500, false)],
    ['a small picture of many pixels keeps at most 1600 on its longest side', photo({ size: 300 * KB, width: 4000, height: 3000 }), encode(1600, 1200, false)],
    ['bytes that are neither JPEG nor PNG are refused', photo({ kind: null, size: 90 * KB }), { action: 'refuse', reason: 'invalid_type' }],
  ])('%s', (_, facts, expected) => {
    expect(imageFit(facts, limits)).toEqual(expected)
  })

  it('never enlarges and keeps at least one pixel', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(10000, 10, 1600)).toEqual({ width: 1600, height: 2 })
    expect(fitWithin(100000, 1, 1600)).toEqual({ width: 1600, height: 1 })
  })
})

describe('the quality loop', () => {
  const limit = 500 * KB
  it('stops once an attempt fits', () => {
    expect(nextAttempt({ width: 1600, height: 1200, quality: 0.82, size: 400 * KB }, limit)).toEqual({ done: true })
    expect(nextAttempt({ width: 1600, height: 1200, quality: 0.82, size: limit }, limit)).toEqual({ done: true })
  })

  it('lowers the quality a step at a time first', () => {
    expect(nextAttempt({ width: 1600, height: 1200, quality: 0.82, size: 700 * KB }, limit)).toEqual({ done: false, width: 1600, height: 1200, quality: 0.72 })
    expect(nextAttempt({ width: 1600, height: 1200, quality: 0.62, size: 520 * KB }, limit)).toEqual({ done: false, width: 1600, height: 1200, quality: 0.52 })
  })

  it('then takes fewer pixels, back at the first quality', () => {
    const next = nextAttempt({ width: 1600, height: 1200, quality: 0.52, size: 2000 * KB }, limit)
    expect(next).toEqual({ done: false, width: 720, height: 540, quality: FIRST_QUALITY })
  })

  it('gives up when the picture would be too small to be of use', () => {
    expect(nextAttempt({ width: 600, height: 450, quality: 0.52, size: 5000 * KB }, limit)).toEqual({ done: false, refuse: 'too_large' })
  })

  it('always ends: every step lowers the quality or the pixels', () => {
    let attempt = { width: 4000, height: 3000, quality: FIRST_QUALITY, size: 100 * limit }
    let steps = 0
    for (;;) {
      const next = nextAttempt(attempt, limit)
      if (next.done || 'refuse' in next) break
      // A stubborn picture: the size never falls below 3 × the limit.
      attempt = { ...next, size: Math.max(3 * limit, attempt.size * 0.8) }
      steps += 1
      expect(steps).toBeLessThan(30)
    }
  })
})
