import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { blockTitle } from '../../features/content/block-title'
import { ContentPage } from '../../features/content/content-page'
import { LoadingLines } from '../../ui/resource-view'

/** A static content page, by block code (/faq, /pickup-stations, …). A block that fails to load (404 or any failure) sends the user to /. */
export const Route = createFileRoute('/_app/$id')({
  // The pending view goes with the screen's chunk, not into the first load.
  codeSplitGroupings: [['component', 'pendingComponent']],
  staticData: { title: blockTitle },
  loader: async ({ context: { client }, params }) => {
    try {
      return await client.content.block(params.id)
    } catch {
      throw redirect({ to: '/', replace: true })
    }
  },
  pendingComponent: ContentPending,
  component: ContentRoute,
})

function ContentPending() {
  return <LoadingLines lines={6} />
}

function ContentRoute() {
  const block = Route.useLoaderData()
  const navigate = useNavigate()
  return <ContentPage block={block} onNavigate={(path) => void navigate({ href: path })} /> // href: data, a link in the page's content
}
