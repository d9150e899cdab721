import { Trans } from '@lingui/react/macro'
import { Isolate } from '../../ui/isolate'

/** The referral code kept from /join?referral= (sent with the registration). */
export function ReferralNote({ code }: { code: string }) {
  return (
    <p data-testid="referral-code">
      <Trans>
        Referral code:{' '}
        <Isolate className="ui-strong" dir="ltr">
          {code}
        </Isolate>
      </Trans>
    </p>
  )
}
