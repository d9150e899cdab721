import type { Consultant, ConsultantCreated, ContentBlock, NamedList, PaymentMethod } from '../../api'
import type { ResourceMachine } from '../../../machines/resource.machine'
import type { AddPaymentMethod } from './payment-method-forms'
import type { RegisterLists } from './register-fields'
import type { RegisterValues } from './register-values'

/**
 * What the onboarding screens are given by their routes (src/routes/-data/onboarding.ts): reads
 * as resource machines, writes as functions. The screens never reach for the client.
 */

export interface AgreementData {
  /** The contract (content block 'agreement'). */
  contract: ResourceMachine<ContentBlock>
  /** Accepts it and tells the session. */
  accept: () => Promise<Consultant>
}

export interface RegisterData {
  /** The stored referral code (/join?referral=, 7 days), shown and sent with the registration. */
  referral: string | null
  /** The form's first values, from the marketplace profile. */
  initial: () => RegisterValues
  /** POST consultants; the session takes the new consultant and token. Server field errors land on the form's fields. */
  create: (values: RegisterValues) => Promise<ConsultantCreated>
  /** Regions, their cities, recruitment channels. */
  lists: RegisterLists
}

export interface PaymentConfirmationData {
  /** The consultant's payment accounts. */
  methods: ResourceMachine<readonly PaymentMethod[]>
  /** Adds an account for the signed-in consultant; server field errors land on the form's fields. */
  add: AddPaymentMethod
  /** The banks to choose from. */
  loadBanks: () => Promise<NamedList['data']>
  /** An account was added: the session holds a payment method now. */
  added: () => void
}
