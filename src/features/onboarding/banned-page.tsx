import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { contacts } from '../../config/links'
import { mailtoUrl } from '../../domain/mailto'
import { Button } from '../../ui/button'
import { Isolate } from '../../ui/isolate'
import { isSignedIn, type SessionActor } from '../../../machines/session.selectors'
import { OnboardingLayout, type LanguageChoiceProps } from './onboarding-layout'
import { useSignOut } from '../../ui/use-sign-out'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The inactive (banned) account (spec sections 6, 8): contact the Help line by phone or e-mail, or sign out. */
export function BannedPage({ session, onSelectLanguage }: { session: SessionActor } & LanguageChoiceProps) {
  const { t } = useLingui()
  const signedIn = useSelector(session, isSignedIn)
  const { signingOut, signOut } = useSignOut(session)

  return (
    <OnboardingLayout title={t`Account not active`} onSelectLanguage={onSelectLanguage}>
      <div className="ui-stack onboarding-screen">
        <h1 className="onboarding-title">
          <Trans>Account not active</Trans>
        </h1>
        <p className="onboarding-lead">
          <Trans>It seems like your account is not active. Please contact the Help line.</Trans>
        </p>
        <dl className="ui-stack onboarding-box onboarding-contacts">
          <div className="ui-stack onboarding-contact">
            <dt className="ui-muted onboarding-label">
              <Trans>Phone</Trans>
            </dt>
            <dd className="ui-strong">
              <a href={telHref(contacts.helpline)} className="ui-link onboarding-link" data-testid="support-phone">
                <Isolate dir="ltr">{contacts.helpline}</Isolate>
              </a>
            </dd>
          </div>
          <div className="ui-stack onboarding-contact">
            <dt className="ui-muted onboarding-label">
              <Trans>Email</Trans>
            </dt>
            <dd className="ui-strong">
              <a href={mailtoUrl(contacts.email) ?? undefined} className="ui-link onboarding-link" data-testid="support-email">
                <Isolate dir="ltr">{contacts.email}</Isolate>
              </a>
            </dd>
          </div>
        </dl>
        {signedIn ? (
          <Button variant="outline" className="onboarding-start" onClick={signOut} loading={signingOut}>
            <Trans>Sign out</Trans>
          </Button>
        ) : null}
      </div>
    </OnboardingLayout>
  )
}
