import { lazy, Suspense, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LoginData } from '../../api'
import { Button } from '../../ui/button'
import { AppIcon } from '../../ui/icons'
import type { AcceptAgreementMachine } from '../../../machines/agreement.machine'
import './agreement.css'

// The dialog (and DOMPurify for the contract's HTML) loads when the consultant opens it.
const UpdatedAgreementDialog = lazy(() => import('./updated-agreement-dialog').then((module) => ({ default: module.UpdatedAgreementDialog })))

export interface AcceptProps {
  login: LoginData
  /** The accept form, provided with the gateway call by the route. */
  accept: AcceptAgreementMachine
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
      {open ? (
        <Suspense fallback={null}>
          <UpdatedAgreementDialog login={login} accept={accept} open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  )
}
