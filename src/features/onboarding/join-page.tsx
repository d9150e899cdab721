import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import { Isolate } from '../../ui/isolate'
import { consultant, isSettled, type SessionActor } from '../../../machines/session.selectors'
import { OnboardingLayout, type LanguageChoiceProps } from './onboarding-layout'
import { ReferralNote } from './referral-note'
import { useSignOut } from '../../ui/use-sign-out'

/**
 * "Not yet a member" (spec section 2): join (the register form), or log in with another
 * account. Someone not signed in yet (a referral link opened cold) signs in first;
 * the redirect rules bring a visitor who is not a consultant back here.
 */
export function JoinPage({ session, referral, onSelectLanguage }: { session: SessionActor; referral: string | null } & LanguageChoiceProps) {
  const navigate = useNavigate()
  const { t } = useLingui()
  const customer = useSelector(session, consultant)
  const connecting = useSelector(session, (snapshot) => !isSettled(snapshot))
  const { signingOut, signOut } = useSignOut(session)
  const email = customer?.email ?? ''

  const join = () => (customer ? void navigate({ to: '/register' }) : session.send({ type: 'session.connect' }))

  return (
    <OnboardingLayout title={t`Join`} onSelectLanguage={onSelectLanguage}>
      <div className="ui-stack onboarding-screen">
        <h1 className="onboarding-title">
          <Trans>You are not a member yet</Trans>
        </h1>
        <p className="onboarding-lead ui-muted">
          <Trans>Join the sales consultant programme: recommend products to the people around you and earn a commission on every order.</Trans>
        </p>
        {customer ? (
          <p>
            <Trans>
              You are signed in as <Isolate>{email}</Isolate>.
            </Trans>
          </p>
        ) : null}
        {referral ? <ReferralNote code={referral} /> : null}
        <div className="onboarding-actions">
          <Button size="lg" onClick={join} loading={!customer && connecting} disabled={signingOut}>
            <Trans>Join</Trans>
          </Button>
          {customer ? (
            <Button size="lg" variant="outline" onClick={signOut} loading={signingOut}>
              <Trans>Log in with another account</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    </OnboardingLayout>
  )
}
