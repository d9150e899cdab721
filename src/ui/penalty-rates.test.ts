import { describe, expect, it } from 'vitest'
import { bandOf, penaltyThresholds } from './penalty-rates'

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

describe('penaltyThresholds', () => {
  it('says where each penalty starts, highest first: the upper bound of each band with a penalty', () => {
    const level = [
      { min_rate: 80, max_rate: 90, impact_perc: -5 },
      { min_rate: 90, max_rate: 100, impact_perc: 0 },
      { min_rate: 0, max_rate: 70, impact_perc: -20 },
      { min_rate: 70, max_rate: 80, impact_perc: -10 },
    ]
    expect(penaltyThresholds(level)).toEqual([
      { rate: 90, penalty: 5 },
      { rate: 80, penalty: 10 },
      { rate: 70, penalty: 20 },
    ])
    expect(penaltyThresholds(bands)).toEqual([
      { rate: 90, penalty: 5 },
      { rate: 80, penalty: 10 },
    ])
  })

  it('draws nothing for bands without a penalty, a penalty up to 100 % or no bands', () => {
    expect(penaltyThresholds([{ min_rate: 0, max_rate: 100, impact_perc: 0 }])).toEqual([])
    expect(penaltyThresholds([{ min_rate: 0, max_rate: 100, impact_perc: -5 }])).toEqual([])
    expect(penaltyThresholds([{ min_rate: 50, max_rate: 100, impact_perc: 2 }])).toEqual([])
    expect(penaltyThresholds([])).toEqual([])
  })
})
