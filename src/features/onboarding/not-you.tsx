import { useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import { Isolate } from '../../ui/isolate'
import { consultant, type SessionActor } from '../../../machines/session.selectors'
import { useSignOut } from '../../ui/use-sign-out'

/** "Signed in as … Not you? Sign out": the way out of an onboarding step for someone else's account. */
export function NotYou({ session }: { session: SessionActor }) {
  const me = useSelector(session, consultant)
  const { signingOut, signOut } = useSignOut(session)
  const name = me ? `${me.first_name} ${me.last_name}` : ''
  return (
    <p className="ui-muted">
      <Trans>
        Signed in as <Isolate>{name}</Isolate>.
      </Trans>{' '}
      <Button className="onboarding-not-you" onClick={signOut} loading={signingOut}>
        <Trans>Not you? Sign out</Trans>
      </Button>
    </p>
  )
}
