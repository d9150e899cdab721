import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { resourceOf } from '../../../../machines/resource.machine'
import { startScreenReads } from './screen-reads'

const withInput = createMachine({
  types: {} as { input: { query: string }; context: { query: string } },
  context: ({ input }) => ({ query: input.query }),
})

describe('startScreenReads', () => {
  it('starts each read, a machine with its input too, and a switched-off part stays null', () => {
    const reads = startScreenReads('test-a', 'k1', () => ({
      total: resourceOf(() => new Promise<number>(() => {})),
      list: { machine: withInput, input: { query: 'q' } },
      off: null,
    }))
    expect(reads.resources.total.getSnapshot().status).toBe('active')
    expect(reads.resources.list.getSnapshot().context.query).toBe('q')
    expect(reads.resources.off).toBeNull()
    reads.stop()
    expect(reads.resources.total.getSnapshot().status).toBe('stopped')
  })

  it('gives the same view (same key) the reads already running, and stops them for another view', () => {
    let made = 0
    const make = () => {
      made++
      return { total: resourceOf(() => new Promise<number>(() => {})) }
    }
    const first = startScreenReads('test-b', 'october', make)
    expect(startScreenReads('test-b', 'october', make)).toBe(first)
    expect(made).toBe(1)
    const second = startScreenReads('test-b', 'november', make)
    expect(made).toBe(2)
    expect(first.resources.total.getSnapshot().status).toBe('stopped')
    expect(second.resources.total.getSnapshot().status).toBe('active')
    // After the screen is left, the same view starts afresh.
    second.stop()
    expect(startScreenReads('test-b', 'november', make)).not.toBe(second)
  })
})
