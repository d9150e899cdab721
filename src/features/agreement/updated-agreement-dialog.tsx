import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { newIdempotencyKey } from '../../api/idempotency'
import { useSystemActor } from '../../forms/use-system-actor'
import { Button } from '../../ui/button'
import { SafeHtml } from '../../ui/safe-html'
import type { AcceptProps } from './agreement-banner'
import { AgreementDialog } from './agreement-dialog'
import './agreement.css'

/** The updated agreement with Accept & continue; accepting clears the prompt from the session. */
export function UpdatedAgreementDialog({ login, accept, open, onOpenChange }: AcceptProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const actor = useSystemActor('dialog:updated-agreement', { logic: accept, input: { values: {} } })
  const sending = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed') || Object.keys(snapshot.context.fieldErrors).length > 0)
  return (
    <AgreementDialog
      open={open}
      onOpenChange={onOpenChange}
      pdfUrl={login.updated_jforce_agreement_pdf}
      action={
        <Button loading={sending} onClick={() => actor.send({ type: failed ? 'form.retry' : 'form.submit', key: newIdempotencyKey() })}>
          {t`Accept & continue`}
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
