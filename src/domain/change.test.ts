import { describe, expect, it } from 'vitest'
import { ITEM_STATUSES } from './item-statuses'
import { changeBetween, changeTone, statusRise } from './change'

describe('changeTone: colours by meaning, not by direction (issue 38)', () => {
  it('a rise of a good figure is good news, a fall bad news', () => {
    expect(changeTone(changeBetween(150, 100), 'good')).toBe('good')
    expect(changeTone(changeBetween(50, 100), 'good')).toBe('bad')
  })

  it('a rise of a bad figure (failed, rejected, returned items) is bad news, a fall good news', () => {
    expect(changeTone(changeBetween(226, 100), 'bad')).toBe('bad')
    expect(changeTone(changeBetween(0, 100), 'bad')).toBe('good')
  })

  it('is neutral unchanged, without a previous figure, or for a figure that is neither', () => {
    for (const rise of ['good', 'bad', 'neutral'] as const) {
      expect(changeTone(changeBetween(100, 100), rise)).toBe('neutral')
      expect(changeTone(changeBetween(40, 0), rise)).toBe('neutral')
      expect(changeTone(changeBetween(0, 0), rise)).toBe('neutral')
    }
    expect(changeTone(changeBetween(150, 100), 'neutral')).toBe('neutral')
  })
})

describe('statusRise: what more sales of an item status mean', () => {
  it('more failed (cancelled), rejected or returned is bad; more completed or delivered is good', () => {
    expect(ITEM_STATUSES.filter((status) => statusRise(status) === 'bad')).toEqual(['failed', 'rejected', 'returned'])
    expect(ITEM_STATUSES.filter((status) => statusRise(status) === 'good')).toEqual(['created', 'ongoing', 'delivered', 'completed'])
    expect(statusRise('unknown')).toBe('neutral')
  })

  it('the issue’s rows on /sales: Failed ↑126% and Rejected ↑954% are red, Returned ↓100% is green', () => {
    expect(changeTone(changeBetween(226, 100), statusRise('failed'))).toBe('bad')
    expect(changeTone(changeBetween(1054, 100), statusRise('rejected'))).toBe('bad')
    expect(changeTone(changeBetween(0, 100), statusRise('returned'))).toBe('good')
    expect(changeTone(changeBetween(120, 100), statusRise('completed'))).toBe('good')
  })
})
