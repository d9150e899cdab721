import type { GatewayClient } from '../../../api'
import type { PaymentMethod } from '../../../api/schemas/payment-methods'
import type { PaymentAccountEditMachines, PaymentAccountsMachines } from '../../../features/payment-methods/payment-accounts-data'
import type { AddPaymentMethod } from '../../../features/payment-methods/payment-method-forms'
import { onFormFields } from '../../../forms/server-fields'
import { updateThisSession, type SessionActor } from '../../../../machines/session.selectors'
import { resourceOf } from '../../../../machines/resource.machine'
import { startScreenReads, type ScreenContext } from './screen-reads'

/** The consultant's accounts (none without a consultant: /confirm-payment-method reads them too). */
export const methodsOf = (client: GatewayClient, consultantId: number | null) =>
  resourceOf(
    async (): Promise<readonly PaymentMethod[]> => (consultantId === null ? [] : (await client.paymentMethods.list(consultantId)).data),
    'GET payment-methods',
  )

export function paymentAccountsMachines(client: GatewayClient, consultantId: number): PaymentAccountsMachines {
  return {
    available: resourceOf(async () => (await client.paymentMethods.available()).payment_methods, 'GET available-payment-methods'),
    methods: methodsOf(client, consultantId),
    threshold: resourceOf(() => client.payout.threshold(), 'GET voucher-payment-threshold'),
  }
}

export const startPaymentAccounts = ({ client, system }: ScreenContext, consultantId: number) =>
  startScreenReads(system, '/payment-method', String(consultantId), () => paymentAccountsMachines(client, consultantId))

export const startPaymentAccountEdit = ({ client, system }: ScreenContext, consultantId: number, methodId: number) =>
  startScreenReads(system, '/payment-method/$id', JSON.stringify([consultantId, methodId]), (): PaymentAccountEditMachines => ({
    methods: methodsOf(client, consultantId),
  }))

/**
 * The writes of the Payment Account screens: add or update an account, then tell the session
 * (spec section 4: the payment-method confirmation clears on adding or updating one), as the
 * onboarding confirmation does (src/routes/-data/onboarding.ts).
 */
export function providePaymentAccountWrites(client: GatewayClient, session: SessionActor, consultantId: number) {
  // The screen's session: an answer after it ended is not the next consultant's.
  const update = updateThisSession(session)
  const saved = () => update({ has_payment_method: true })
  const withServerFields =
    (send: AddPaymentMethod): AddPaymentMethod =>
    async (method, serverFields = {}, idempotencyKey) => {
      try {
        const result = await send(method, {}, idempotencyKey)
        saved()
        return result
      } catch (error) {
        throw onFormFields(error, serverFields)
      }
    }
  return {
    add: withServerFields((method, _, idempotencyKey) => client.paymentMethods.add(consultantId, method, idempotencyKey)),
    // A PUT sets the account to the values sent: sending it twice changes nothing more, so it carries no key.
    update: (methodId: number) => withServerFields((method) => client.paymentMethods.update(consultantId, methodId, method)),
    loadBanks: () => client.reference.list('banks').then((list) => list.data),
  }
}

export type PaymentAccountWrites = ReturnType<typeof providePaymentAccountWrites>
