import { Trans } from '@lingui/react/macro'

/** The referral code kept from /join?referral= (sent with the registration). */
export function ReferralNote({ code }: { code: string }) {
  return (
    <p data-testid="referral-code">
      <Trans>
        Referral code:{' '}
        <span className="ui-strong" dir="ltr">
          {code}
        </span>
      </Trans>
    </p>
  )
}
