import { waitFor } from 'xstate'
import type { ContentBlock } from '../../../api'
import { resourceOf, type ResourceActor } from '../../../../machines/resource.machine'
import { startScreenReads, type ScreenContext } from './screen-reads'

/** A content page's block (`screen:/$id:block`), by its code: one visit's, stopped when another page or screen is shown. */
export const startContentBlock = ({ client, system }: ScreenContext, consultantId: number, code: string) =>
  startScreenReads(system, '/$id', JSON.stringify([consultantId, code]), () => ({
    block: resourceOf(() => client.content.block(code), 'GET content block'),
  }))

export type ContentBlockReads = ReturnType<typeof startContentBlock>

/**
 * Whether the read's first answer is the block: true once loaded; false when it failed (a 404 or
 * any failure), or when the read was stopped before it answered (another visit took its place).
 */
export async function blockArrived(block: ResourceActor<ContentBlock>): Promise<boolean> {
  const answer = await waitFor(block, (snapshot) => snapshot.status !== 'active' || !snapshot.hasTag('busy')).catch(() => null)
  return answer?.matches('loaded') === true
}
