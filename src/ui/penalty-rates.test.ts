import { describe, expect, it } from 'vitest'
import { bandOf } from './penalty-rates'

const bands = [
  { min_rate: 90, max_rate: 100, impact_perc: 0 },
  { min_rate: 80, max_rate: 90, impact_perc: -5 },
  { min_rate: 0, max_rate: 80, impact_perc: -10 },
]

describe('bandOf', () => {
  it('takes the lower bound in and leaves the upper out, except 100 in the top band', () => {
    expect(bandOf(bands, 90)?.impact_perc).toBe(0)
    expect(bandOf(bands, 89.9)?.impact_perc).toBe(-5)
    expect(bandOf(bands, 80)?.impact_perc).toBe(-5)
    expect(bandOf(bands, 0)?.impact_perc).toBe(-10)
    expect(bandOf(bands, 100)?.impact_perc).toBe(0)
  })

  it('finds no band for a rate outside every band', () => {
    expect(bandOf(bands, 100.1)).toBeNull()
    expect(bandOf(bands, -1)).toBeNull()
    expect(bandOf([], 50)).toBeNull()
  })
})
