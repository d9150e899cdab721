import type { PayoutThreshold } from '../../api/schemas/commissions'
import type { AvailablePaymentMethods, PaymentMethod } from '../../api/schemas/payment-methods'
import type { ResourceMachine, StartedResources } from '../../../machines/resource.machine'

/** The Payment Account page's reads (the route provides them with the client: src/routes/_app/-data/payment-accounts.ts). */
export interface PaymentAccountsMachines {
  /** The kinds of account the marketplace pays to (available-methods call). */
  readonly available: ResourceMachine<AvailablePaymentMethods['payment_methods']>
  /** The consultant's accounts. */
  readonly methods: ResourceMachine<readonly PaymentMethod[]>
  /** The payout rule's threshold: cash above it, vouchers below. */
  readonly threshold: ResourceMachine<PayoutThreshold>
}

export type PaymentAccountsResources = StartedResources<PaymentAccountsMachines>

/** The edit screen reads the consultant's accounts to find the one it edits. */
export interface PaymentAccountEditMachines {
  readonly methods: ResourceMachine<readonly PaymentMethod[]>
}

export type PaymentAccountEditResources = StartedResources<PaymentAccountEditMachines>
