import type { ContentBlock } from '../../api'
import { documents } from '../../config/links'
import { useSystemActor } from '../../forms/use-system-actor'
import { ResourceView } from '../../ui/resource-view'
import { SafeHtml } from '../../ui/safe-html'
import type { ResourceMachine } from '../../../machines/resource.machine'
import { AgreementDialog } from './agreement-dialog'

export interface AgreementReadDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The agreement's content block; it loads when the dialog opens. */
  agreement: ResourceMachine<ContentBlock>
}

/** The signed agreement, read-only (from the dashboard): its text and the download link. */
export function AgreementReadDialog({ open, onOpenChange, agreement }: AgreementReadDialogProps) {
  return (
    <AgreementDialog open={open} onOpenChange={onOpenChange} pdfUrl={documents.agreement}>
      {/* Mounted with the dialog's body: the text loads when the dialog opens. */}
      <AgreementText agreement={agreement} />
    </AgreementDialog>
  )
}

function AgreementText({ agreement }: { agreement: ResourceMachine<ContentBlock> }) {
  const resource = useSystemActor('dialog:agreement:text', { logic: agreement })
  return (
    <ResourceView resource={resource} compact>
      {(block) => <SafeHtml html={block.content} />}
    </ResourceView>
  )
}
