import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { useTransitionSelector } from '../../ui/transition-selector'
import { blockTitle } from '../../features/content/block-title'
import { ContentPage } from '../../features/content/content-page'
import { LoadingLines, resourceData } from '../../ui/resource-view'
import { blockArrived, startContentBlock, type ContentBlockReads } from './-data/content'

/**
 * A static content page, by block code (/faq, /pickup-stations, …). A block that fails to load (404 or any failure) sends the user to /.
 *
 * The block is a screen read (`screen:/$id:block`) whose first answer the loader awaits: the
 * route's pending view shows while it loads (as for any screen), and a failure is a redirect from
 * the loader, before anything of the page is shown; so the screen itself renders a loaded block.
 */
export const Route = createFileRoute('/_app/$id')({
  // The pending view goes with the screen's chunk, not into the first load.
  codeSplitGroupings: [['component', 'pendingComponent']],
  // Read from the block's actor: the loader has waited for it to arrive.
  staticData: { title: (data) => blockTitle((data as ContentBlockReads | undefined)?.resources.block.getSnapshot().context.data) },
  loader: async ({ context, params }) => {
    const reads = startContentBlock(context, context.consultant.id, params.id)
    if (!(await blockArrived(reads.resources.block))) {
      reads.stop()
      throw redirect({ to: '/', replace: true })
    }
    return reads
  },
  onLeave: (match) => match.loaderData?.stop(),
  pendingComponent: ContentPending,
  component: ContentRoute,
})

function ContentPending() {
  return <LoadingLines lines={6} />
}

function ContentRoute() {
  const { resources } = Route.useLoaderData()
  const block = useTransitionSelector(resources.block, resourceData, null)
  const navigate = useNavigate()
  // The loader let the page show once the block had arrived: it is there.
  if (!block) return null
  return <ContentPage block={block} onNavigate={(path) => void navigate({ href: path })} /> // href: data, a link in the page's content
}
