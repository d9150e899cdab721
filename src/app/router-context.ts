import type { GatewayClient, LoginData } from '../api'
import type { ToggleOf } from '../../machines/feature-toggles'
import type { SessionActor } from './session'
import type { StoredValues } from './stored-values'
import type { AppActorSystem } from './system'

/**
 * What every route receives from the router (the router is the dependency injector): the
 * typed client and the app-level actors. Its own module, so the root route and the code it
 * runs (the navigation guard) both import it and not each other.
 */
export interface RouterContext {
  client: GatewayClient
  session: SessionActor
  stored: StoredValues
  /** The app's one actor system: routes ask it for their screens' actors (docs/architecture.md). */
  system: AppActorSystem
  /** Runs the current screen's loaders again (the router's `invalidate`): after a language switch, its reads come again in the new language. */
  reload: () => void
  /**
   * The address the app was opened at, to the first navigation's guard; null after. What a link hands over
   * (?impersonate=, /join?referral=) is taken from it only (src/routes/-navigation/guard.ts).
   */
  takeOpeningAddress: () => OpeningAddress | null
  /** The feature toggle that switches a path, read from its routes' `staticData.toggle` (the guard checks a destination with it). */
  toggleOf: ToggleOf
}

/** The signed-in consultant: the `_app` layout's beforeLoad puts it in the context of every screen under it. */
export interface SignedInConsultant {
  readonly login: LoginData
  readonly id: number
}

/** What a route under `_app` receives (a loader module outside its route file names it). */
export interface AppRouteContext extends RouterContext {
  readonly consultant: SignedInConsultant
}

/** The document's address as the app started (its `location`'s pathname and search). */
export interface OpeningAddress {
  readonly pathname: string
  readonly search: string
}
