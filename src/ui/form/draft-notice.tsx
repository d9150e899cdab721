import { useEffect, useState, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { AppIcon } from '../icons'
import '../kit.css'

export interface DraftNoticeProps {
  /** The form started from what the consultant typed before and had not saved (`useFormMachine`'s `restored`). */
  shown: boolean
  /** The words of the form's submit button, named in the message. */
  submit: ReactNode
}

/**
 * Says that the form holds changes not saved yet (a session ended under it). The status region is
 * in the page first and its words come a moment later, so screen readers announce them politely.
 */
export function DraftNotice({ shown, submit }: DraftNoticeProps) {
  const [filled, setFilled] = useState(false)
  useEffect(() => {
    if (!shown) return
    const timer = window.setTimeout(() => setFilled(true), 100)
    return () => window.clearTimeout(timer)
  }, [shown])
  if (!shown) return null
  return (
    <div role="status" data-testid="draft-notice">
      {filled ? (
        <div className="ui-alert">
          <AppIcon name="alert" />
          <p>
            <Trans>
              Your changes have not been saved yet. Check them and press <strong>{submit}</strong>.
            </Trans>
          </p>
        </div>
      ) : null}
    </div>
  )
}
