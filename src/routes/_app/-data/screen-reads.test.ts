import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { resourceOf } from '../../../../machines/resource.machine'
import { signedInSystem } from '../../../app/system.fixtures'
import { startScreenReads } from './screen-reads'

const withInput = createMachine({
  types: {} as { input: { query: string }; context: { query: string } },
  context: ({ input }) => ({ query: input.query }),
})
const pending = () => resourceOf(() => new Promise<number>(() => {}))

describe('startScreenReads', () => {
  it('starts each read in the system under its system id, a machine with its input too, and a switched-off part stays null', () => {
    const system = signedInSystem()
    const reads = startScreenReads(system, '/test-a', 'k1', () => ({ total: pending(), list: { machine: withInput, input: { query: 'q' } }, off: null }))
    expect(reads.resources.total.getSnapshot().status).toBe('active')
    expect(system.get('screen:/test-a:total')).toBe(reads.resources.total)
    expect(reads.resources.list.getSnapshot().context.query).toBe('q')
    expect(system.get('screen:/test-a:list')).toBe(reads.resources.list)
    expect(reads.resources.off).toBeNull()
    reads.stop()
    expect(reads.resources.total.getSnapshot().status).toBe('stopped')
    expect(system.get('screen:/test-a:total')).toBeUndefined()
  })

  it('gives the same view (same key) the reads already running, and stops them for another view', () => {
    const system = signedInSystem()
    const make = () => ({ total: pending(), off: null })
    const first = startScreenReads(system, '/test-b', 'october', make)
    const again = startScreenReads(system, '/test-b', 'october', make)
    expect(again.resources.total).toBe(first.resources.total)
    expect(again.resources.off).toBeNull()
    expect([first.started, again.started]).toEqual([true, false])
    const second = startScreenReads(system, '/test-b', 'november', make)
    expect(second.started).toBe(true)
    expect(first.resources.total.getSnapshot().status).toBe('stopped')
    expect(second.resources.total.getSnapshot().status).toBe('active')
    // The previous view leaving does not stop the new one.
    first.stop()
    expect(second.resources.total.getSnapshot().status).toBe('active')
    // After the screen is left, the same view starts afresh.
    second.stop()
    expect(startScreenReads(system, '/test-b', 'november', make).resources.total).not.toBe(second.resources.total)
  })

  it("ends with the consultant's scope: one stop ends every screen's reads", () => {
    const system = signedInSystem()
    const sales = startScreenReads(system, '/sales', 'k', () => ({ total: pending() }))
    const orders = startScreenReads(system, '/orders', 'k', () => ({ list: { machine: withInput, input: { query: 'q' } } }))
    system.close('app', 'consultant')
    expect(sales.resources.total.getSnapshot().status).toBe('stopped')
    expect(orders.resources.list.getSnapshot().status).toBe('stopped')
    expect(system.get('screen:/sales:total')).toBeUndefined()
    expect(() => startScreenReads(system, '/sales', 'k', () => ({ total: pending() }))).toThrow(/nobody is signed in/)
  })

  it('reads again in another language: the same view after a switch gets new reads, the previous stopped', () => {
    const system = signedInSystem()
    const make = () => ({ total: pending() })
    const previous = i18n.locale
    try {
      i18n.activate('en')
      const english = startScreenReads(system, '/test-lang', 'october', make)
      i18n.activate('ar')
      const arabic = startScreenReads(system, '/test-lang', 'october', make)
      expect(arabic.started).toBe(true)
      expect(arabic.resources.total).not.toBe(english.resources.total)
      expect(english.resources.total.getSnapshot().status).toBe('stopped')
      arabic.stop()
      expect(arabic.resources.total.getSnapshot().status).toBe('stopped')
    } finally {
      if (previous) i18n.activate(previous)
    }
  })
})
