import type { GatewayClient } from '../../api'
import { storageKeys } from '../../config/constants'

export interface SignInPorts {
  readonly auth: Pick<GatewayClient['auth'], 'getAuthUrl'>
  /** Where the state for /login/callback is kept (sessionStorage in the app). */
  readonly storage: Pick<Storage, 'setItem'>
  /** Leaves the app for the central sign-in page. */
  readonly go: (url: string) => void
}

/**
 * Asks the gateway where to sign in, keeps the state for the callback to compare,
 * and sends the browser to the central sign-in. Throws the client's GatewayError
 * on failure, or an Error when the gateway offers no central sign-in (sso ≠ 1).
 */
export async function startSignIn({ auth, storage, go }: SignInPorts): Promise<void> {
  const { sso, url, state } = await auth.getAuthUrl()
  storage.setItem(storageKeys.authState, state)
  if (sso !== 1) throw new Error(`central sign-in unavailable (sso=${sso})`)
  go(url)
}
