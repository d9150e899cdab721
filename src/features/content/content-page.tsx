import { Box } from '@chakra-ui/react'
import type { ContentBlock } from '../../api'
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
    <Box as="article" data-testid="content-block" bg="bg.panel" borderWidth="1px" rounded="l3" shadow="xs" p={{ base: '5', lg: '8' }} maxW="3xl">
      <SafeHtml html={block.content} onNavigate={onNavigate} />
      <ScrollToTop />
    </Box>
  )
}
