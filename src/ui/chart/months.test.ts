import { describe, expect, it } from 'vitest'
import { monthLabels } from './months'

describe('monthLabels', () => {
  const days = ['2025-12-01', '2026-01-01', '2026-02-15']

  it('gives the whole month for the table, the short one for the axis and the year once per label', () => {
    expect(monthLabels('en', days)).toEqual({
      labels: ['December 2025', 'January 2026', 'February 2026'],
      short: ['Dec', 'Jan', 'Feb'],
      groups: ['2025', '2026', '2026'],
    })
    expect(monthLabels('fr', days).short).toEqual(['déc.', 'janv.', 'févr.'])
    expect(monthLabels('fr', days).labels[2]).toBe('février 2026')
  })

  it('writes Arabic months, which have no shorter name', () => {
    const ar = monthLabels('ar', days)
    expect(ar.short[2]).toBe('فبراير')
    expect(ar.labels[2]).toContain('فبراير')
    expect(ar.groups[0]).toMatch(/2025|٢٠٢٥/)
  })

  it('reads each day as the local calendar day (the first of a month stays in its month west of Greenwich)', () => {
    expect(monthLabels('en', ['2026-03-01']).short).toEqual(['Mar'])
    expect(monthLabels('en', [])).toEqual({ labels: [], short: [], groups: [] })
  })
})
