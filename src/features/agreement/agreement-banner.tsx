import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import type { LoginData } from '../../api'
import { Button } from '../../ui/button'
import { AppIcon } from '../../ui/icons'
import { SafeHtml } from '../../ui/safe-html'
import type { AcceptAgreementMachine } from '../../../machines/agreement.machine'
import { AgreementDialog } from './agreement-dialog'
import './agreement.css'

interface AcceptProps {
  login: LoginData
  /** The accept form, provided with the gateway call by the route. */
  accept: AcceptAgreementMachine
}

function UpdatedAgreementDialog({ login, accept, open, onOpenChange }: AcceptProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const actor = useActorRef(accept, { input: { values: {} } })
  const sending = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed') || Object.keys(snapshot.context.fieldErrors).length > 0)
  return (
    <AgreementDialog
      open={open}
      onOpenChange={onOpenChange}
      pdfUrl={login.updated_jforce_agreement_pdf}
      action={
        <Button loading={sending} onClick={() => actor.send({ type: failed ? 'form.retry' : 'form.submit' })}>
          {t`Accept & Continue`}
        </Button>
      }
    >
      <SafeHtml html={login.updated_jforce_agreement_content ?? ''} />
      {failed ? (
        <p role="alert" className="ui-error-text ui-text-sm agreement-error">
          <Trans>Sorry, it seems an error occurred</Trans>
        </p>
      ) : null}
    </AgreementDialog>
  )
}

/**
 * Spec section 2: the sticky banner asking to accept the updated agreement. It opens the
 * agreement dialog; accepting clears the prompt from the session, and the banner goes.
 */
export function AgreementBanner({ login, accept }: AcceptProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <div role="region" aria-label={t`Updated agreement`} className="agreement-banner">
      <div className="agreement-banner-row">
        <AppIcon name="shield" className="agreement-banner-icon" />
        <p className="ui-text-sm agreement-banner-text">
          <Trans>We have updated the consultant agreement. Please read it and accept it to continue.</Trans>
        </p>
        <Button size="sm" onClick={() => setOpen(true)}>
          <Trans>Read and accept</Trans>
        </Button>
      </div>
      <UpdatedAgreementDialog login={login} accept={accept} open={open} onOpenChange={setOpen} />
    </div>
  )
}
