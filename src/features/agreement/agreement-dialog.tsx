import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { followableHref } from '../../domain/safe-url'
import { Button, buttonStyle } from '../../ui/button'
import { AppDialog } from '../../ui/dialog'
import { AppIcon } from '../../ui/icons'
import './agreement.css'

export interface AgreementDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The contract as a PDF, offered for download. */
  pdfUrl: string | null
  /** The contract's text. */
  children: ReactNode
  /** The main action (Accept & continue); a Close button when there is none. */
  action?: ReactNode
}

/** Spec section 2: the agreement dialog (600px wide) with the contract, a download link, and Accept & continue or Close. */
export function AgreementDialog({ open, onOpenChange, pdfUrl, children, action }: AgreementDialogProps) {
  const { t } = useLingui()
  // A document address from the server: only a path of the app or an https address (src/domain/safe-url.ts).
  const href = followableHref(pdfUrl, window.location.origin)
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      width="wide"
      title={t`Consultant agreement`}
      footer={
        <>
          {href ? (
            <a {...buttonStyle({ variant: 'ghost' }, 'agreement-download')} href={href} download target="_blank" rel="noopener noreferrer">
              <AppIcon name="download" />
              <Trans>Download (PDF)</Trans>
            </a>
          ) : null}
          {action ?? (
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Close</Trans>
            </Button>
          )}
        </>
      }
    >
      {children}
    </AppDialog>
  )
}
