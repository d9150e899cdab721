import { Trans } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import '../../ui/kit.css'

export type SessionGapKind = 'signingOut' | 'signingInAgain' | 'ended'

/**
 * What the signed-in area shows while there is no consultant to show it for: signing out,
 * a new sign-in after the session ended (a 401), or a session that ended and could not start
 * again. Never an empty page.
 */
export function SessionGap({ kind, onSignIn }: { kind: SessionGapKind; onSignIn: () => void }) {
  return (
    <main id="main" className="ui-page ui-center" data-testid="session-gap">
      {kind === 'ended' ? (
        <>
          <p role="alert">
            <Trans>Your session has ended.</Trans>
          </p>
          <Button onClick={onSignIn}>
            <Trans>Sign in</Trans>
          </Button>
        </>
      ) : (
        <p role="status" className="ui-row">
          <span className="ui-spinner" aria-hidden="true" />
          {kind === 'signingOut' ? <Trans>Signing out…</Trans> : <Trans>Your session has ended. Signing you in again…</Trans>}
        </p>
      )}
    </main>
  )
}
