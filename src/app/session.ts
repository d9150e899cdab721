import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import type { GatewayClient } from '../api'
import { sessionMachine } from '../../machines/session.machine'
import type { SessionActor } from '../../machines/session.selectors'
import { clearOfflineData } from './offline-data'
import { browserPush, forgetDevicePush } from './push-sign-out'
import { reportFailure } from './report'
import type { StoredValues } from './storedValues'

export type { SessionActor }

/** The session statechart with the app's effects: the gateway client, stored values and navigation. */
export interface AppSessionOptions {
  client: GatewayClient
  stored: StoredValues
  /** The Stately inspector in development (src/app/inspect.ts). */
  inspect?: Observer<InspectionEvent>
}

export function createAppSession({ client, stored, inspect }: AppSessionOptions): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      fetchAuthUrl: fromPromise(() => client.auth.getAuthUrl()),
      login: fromPromise(async ({ input }) => (await client.auth.login(input)).response),
      // The device's push subscription goes first, while the session still names whose it is.
      logout: fromPromise(async () => {
        await forgetDevicePush(client, stored.session.get()?.customer_data.id ?? null, browserPush)
        return client.auth.logoutUrl()
      }),
    },
    actions: {
      storeSession: ({ context }) => {
        if (context.login) stored.session.set(context.login)
      },
      // A 401: the session ends here (with what was kept of its screens), and the answers cached for it go too,
      // before the page leaves for the sign-in.
      clearSession: () => {
        stored.clearSessionData()
        clearOfflineData()
      },
      // Logout: the stored values and the offline cache of gateway answers (src/app/offline-data.ts).
      clearStoredData: () => {
        stored.clearConsultantData()
        clearOfflineData()
      },
      forgetImpersonation: () => stored.impersonation.clear(),
      storeAuthState: (_, { state }) => stored.authState.set(state),
      goToCentralSignIn: (_, { url }) => window.location.assign(url),
      goToCentralSignOut: (_, { url }) => {
        if (url) window.location.assign(url)
      },
      // Already reported: the client reports every gateway failure, and toFailure (which made
      // this failure) hands a bug (unexpected) to the sink (src/app/report.ts).
      reportFailure: () => {},
      // An address the machine refused (issue 18): the client parsed the answer, so nothing was reported yet.
      reportRefusedAddress: (_, { failure }) => reportFailure(failure),
    },
  })
  return createActor(machine, {
    ...(inspect ? { inspect } : {}),
    input: {
      storedSession: stored.session.get(),
      impersonationEmail: stored.impersonation.get(),
      referral: stored.referralCode.get(),
      appOrigin: window.location.origin,
    },
  })
}
