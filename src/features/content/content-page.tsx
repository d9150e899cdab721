import type { ContentBlock } from '../../api'
import { Card } from '../../ui/card'
import { SafeHtml } from '../../ui/safe-html'
import { ScrollToTop } from '../../ui/scroll-to-top'

export interface ContentPageProps {
  block: ContentBlock
  /** Follows the content's links to app pages inside the app. */
  onNavigate: (path: string) => void
}

/** A static content page (/{id}): the block's sanitized HTML. The header carries its name. */
export function ContentPage({ block, onNavigate }: ContentPageProps) {
  return (
    <Card as="article" padding="lg" data-testid="content-block" className="ui-measure">
      <SafeHtml html={block.content} onNavigate={onNavigate} />
      <ScrollToTop />
    </Card>
  )
}
