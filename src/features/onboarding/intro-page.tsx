import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorState } from '../../ui/error-state'
import type { Locale } from '../../config/country'
import { Benefits } from './benefits'
import { BrandHeader } from '../../ui/brand-header'
import { useDocumentTitle } from '../../ui/document-title'
import { LanguageSwitcher } from '../../ui/language-switcher'
import '../../ui/base.css'
import './intro.css'

/**
 * idle: the connect button. connecting: on the way to the central sign-in.
 * failed: the sign-in could not start (Try again). loginFailed: the login-error alert
 * (spec section 8), which the session clears after five seconds. unsafeAddress: the gateway
 * named a sign-in address the app does not follow (issue 18): the alert says so, Connect asks again.
 */
export type ConnectStatus = 'idle' | 'connecting' | 'failed' | 'loginFailed' | 'unsafeAddress'

export interface IntroPageProps {
  status: ConnectStatus
  onConnect: () => void
  onSelectLanguage: (locale: Locale) => void
}

/**
 * The first screen. Plain elements styled by intro.css, no Chakra: the first load stays
 * within its budget (docs/architecture.md, "The first load"). The build renders it in each
 * language into the HTML (build/prerender.ts, src/routes/-prerender.tsx), idle, so it paints
 * before any script; the app's first render draws the same markup over it.
 */
export function IntroPage({ status, onConnect, onSelectLanguage }: IntroPageProps) {
  const { t } = useLingui()
  const connect = onConnect
  const productName = t`Sales Consultant`
  const connecting = status === 'connecting'
  useDocumentTitle(null, productName)

  return (
    <div className="ui-page intro">
      <BrandHeader productName={productName} className="intro-container intro-header" brandClassName="intro-brand" nameClassName="ui-reset-text" />

      <main className="intro-container intro-main">
        <div className="intro-grid">
          <div className="intro-pitch">
            <h1 className="intro-title">
              <Trans>Sell more, earn more.</Trans>
            </h1>
            <p className="intro-lead">
              <Trans>
                Join the marketplace&apos;s sales consultant programme: recommend products to the people around you and earn a commission on every order.
              </Trans>
            </p>
            {status === 'loginFailed' && (
              <div role="alert" className="intro-login-error">
                <Trans>Sorry, it seems an error occurred while signing you in. Please try again.</Trans>
              </div>
            )}
            {status === 'unsafeAddress' && (
              <div role="alert" className="intro-login-error" data-testid="unsafe-sign-in">
                <Trans>
                  The sign-in page&apos;s address could not be trusted, so it was not opened. Please try again later. If it keeps happening, contact the Help
                  line.
                </Trans>
              </div>
            )}
            {status === 'failed' ? (
              <ErrorState onRetry={connect} />
            ) : (
              <button
                type="button"
                className="ui-button intro-connect"
                data-size="xl"
                data-loading={connecting ? '' : undefined}
                disabled={connecting}
                data-testid="connect"
                // A tap on the prerendered button, before the app runs, is kept and made again on this one (build/prerender.ts).
                data-early-tap="connect"
                onClick={connect}
              >
                {connecting ? (
                  <>
                    <span className="ui-spinner" aria-hidden="true" />
                    {t`Connecting…`}
                  </>
                ) : (
                  <Trans>Connect with your account</Trans>
                )}
              </button>
            )}
          </div>
          <Benefits />
        </div>
      </main>

      <footer className="intro-footer">
        <LanguageSwitcher onSelect={onSelectLanguage} />
      </footer>
    </div>
  )
}
