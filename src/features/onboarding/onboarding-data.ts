import type { Consultant, ConsultantCreated, ContentBlock } from '../../api'
import type { ResourceActor } from '../../../machines/resource.machine'
import type { RegisterLists } from './register-fields'
import type { RegisterValues } from './register-values'

/**
 * What the onboarding screens are given by their routes' loaders (src/routes/-data/onboarding.ts):
 * reads as the running actors of the app's system, writes as functions. The screens never reach
 * for the client.
 */

export interface AgreementData {
  /** The contract (content block 'agreement'), read by the route (`screen:/agreement:contract`). */
  contract: ResourceActor<ContentBlock>
  /** Accepts it and tells the session. */
  accept: () => Promise<Consultant>
}

export interface RegisterData {
  /** The stored referral code (/join?referral=, 7 days), shown and sent with the registration. */
  referral: string | null
  /** The form's first values, from the marketplace profile. */
  initial: () => RegisterValues
  /** POST consultants; the session takes the new consultant and token. Server field errors land on the form's fields. */
  /** POST consultants; `idempotencyKey` the same when the same values are sent again (Try again). */
  create: (values: RegisterValues, idempotencyKey: string) => Promise<ConsultantCreated>
  /** Regions, their cities, recruitment channels. */
  lists: RegisterLists
}

/** The accounts and the add form themselves are the payment-methods area's: the route composes them into the page. */
export interface PaymentConfirmationData {
  /** An account was added: the session holds a payment method now. */
  added: () => void
}
