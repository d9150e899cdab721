import { fromPromise } from 'xstate'
import type { GatewayClient } from '../api'
import { reportUnexpected } from '../api/errors'
import { sessionMachine } from '../../machines/session.machine'
import type { SessionActor } from '../../machines/session.selectors'
import { writeSignedIn } from '../platform/signed-in-record'
import { clearOfflineData } from './offline-data'
import { browserPush, dropForeignPush, forgetDevicePush } from './push-sign-out'
import { reportFailure } from './report'
import type { StoredValues } from './stored-values'
import type { AppActorSystem } from './system'

export type { SessionActor }

/** The session statechart with the app's effects: the gateway client, stored values and navigation. */
export interface AppSessionOptions {
  client: GatewayClient
  stored: StoredValues
  /** The app's actor system: the session runs in its root scope as `session`. */
  system: AppActorSystem
}

export function createAppSession({ client, stored, system }: AppSessionOptions): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      fetchAuthUrl: fromPromise(() => client.auth.getAuthUrl()),
      // Before anything else of the new session: a push subscription on this device that is not theirs goes.
      login: fromPromise(async ({ input }) => {
        const login = (await client.auth.login(input)).response
        await dropForeignPush(login.impersonating ? null : login.customer_data.id, browserPush)
        return login
      }),
      // After the device has forgotten the session (issue 37 §1): the token lives on in this call's memory only.
      // The device's push subscription goes first, while the gateway still accepts the token for it.
      logout: fromPromise(async ({ input }) => {
        await forgetDevicePush(client, input.consultantId, browserPush, input.token)
        return client.auth.logoutUrl(input.token)
      }),
      forgetDevicePush: fromPromise(({ input }) => forgetDevicePush(client, input.consultantId, browserPush)),
    },
    actions: {
      storeSession: ({ context }) => {
        if (!context.login) return
        stored.session.set(context.login)
        // Whose pushes the worker shows (issue 37 §3): staff viewing an account receive nobody's.
        writeSignedIn(context.login.impersonating ? null : context.login.customer_data.id).catch(() => {})
      },
      // The session ended (a 401, signed out elsewhere, its time is up): what was kept for it goes, and the answers
      // cached for it, before the page leaves for the sign-in; nothing if the device holds another session by now.
      clearSession: ({ context }) => {
        if (stored.clearSessionData(context.login?.jforce_token ?? null)) clearOfflineData()
      },
      // Logout: the stored values and the offline cache of gateway answers (src/app/offline-data.ts), same rule.
      clearStoredData: ({ context }) => {
        if (stored.clearConsultantData(context.login?.jforce_token ?? null)) clearOfflineData()
      },
      clearTabDrafts: () => stored.formDrafts.clear(),
      forgetImpersonation: () => stored.impersonation.clear(),
      storeAuthState: (_, { state }) => stored.authState.set(state),
      goToCentralSignIn: (_, { url }) => window.location.assign(url),
      goToCentralSignOut: (_, { url }) => {
        if (url) window.location.assign(url)
      },
      // A bug (unexpected) to the sink (src/app/report.ts); the client reported every gateway failure itself.
      reportFailure: (_, { failure }) => reportUnexpected(failure),
      // An address the machine refused (issue 18): the client parsed the answer, so nothing was reported yet.
      reportRefusedAddress: (_, { failure }) => reportFailure(failure),
    },
  })
  return system.start('app', 'session', machine, {
    storedSession: stored.session.get(),
    impersonationEmail: stored.impersonation.get(),
    referral: stored.referralCode.get(),
    appOrigin: window.location.origin,
  })
}
