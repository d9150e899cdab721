import { fromPromise } from 'xstate'
import type { GatewayClient } from '../../../api'
import type { SessionActor } from '../../../app/session'
import { acceptAgreementMachine, acceptedAgreementChanges } from '../../../../machines/agreement.machine'
import { consultant, updateThisSession } from '../../../../machines/session.selectors'

/** Accepting the updated agreement: PUT the consultant with the acceptance and its date, then clear the prompt from the session. */
export function provideAcceptAgreement(client: GatewayClient, session: SessionActor) {
  // The session the acceptance was sent for: set as it goes out.
  let update = updateThisSession(session)
  return acceptAgreementMachine.provide({
    actors: {
      submit: fromPromise(async () => {
        const id = consultant(session.getSnapshot())?.id
        if (id == null) throw new Error('No consultant is signed in')
        update = updateThisSession(session)
        return client.consultants.update(id, { updated_jforce_agreement: true, date_agreement: new Date().toISOString() })
      }),
    },
    actions: {
      onDone: (_, { result }) => update(acceptedAgreementChanges(result)),
    },
  })
}
