import { describe, expect, it } from 'vitest'
import type { GatewayClient } from '../../../api'
import { GatewayError } from '../../../api/errors'
import { signedInSystem } from '../../../app/system.fixtures'
import { blockArrived, startContentBlock } from './content'

const block = { code: 'faq', name: 'FAQ', content: '<p>Answers</p>' }
const clientWith = (answer: (code: string) => Promise<unknown>) => ({ content: { block: answer } }) as unknown as GatewayClient

describe('a content page’s block', () => {
  it('is a screen read (screen:/$id:block) of the consultant’s, whose arrival the loader awaits', async () => {
    const system = signedInSystem()
    const reads = startContentBlock({ client: clientWith(async () => block), system }, 1001, 'faq')
    expect(system.get('screen:/$id:block')).toBe(reads.resources.block)
    expect(await blockArrived(reads.resources.block)).toBe(true)
    expect(reads.resources.block.getSnapshot().context.data).toEqual(block)
    reads.stop()
    expect(system.get('screen:/$id:block')).toBeUndefined()
  })

  it('a 404 or any failure is no block (the route sends the user to /)', async () => {
    const system = signedInSystem()
    const missing = startContentBlock(
      { client: clientWith(() => Promise.reject(new GatewayError({ kind: 'http', status: 404, code: 'NOT_FOUND', call: 'GET content' }))), system },
      1001,
      'nope',
    )
    expect(await blockArrived(missing.resources.block)).toBe(false)
    const broken = startContentBlock({ client: clientWith(() => Promise.reject(new TypeError('boom'))), system }, 1001, 'broken')
    expect(await blockArrived(broken.resources.block)).toBe(false)
  })

  it('another page replaces the read: the one left stops, and counts as no block', async () => {
    const system = signedInSystem()
    const first = startContentBlock({ client: clientWith(() => new Promise(() => {})), system }, 1001, 'faq')
    const arrived = blockArrived(first.resources.block)
    const second = startContentBlock({ client: clientWith(async () => block), system }, 1001, 'terms')
    expect(await arrived).toBe(false)
    expect(first.resources.block.getSnapshot().status).toBe('stopped')
    expect(await blockArrived(second.resources.block)).toBe(true)
  })
})
