import type { GatewayClient } from '../../api'
import type { AgreementData, PaymentConfirmationData, RegisterData } from '../../features/onboarding/onboarding-data'
import type { PaymentMethodsData } from '../../features/payment-methods/payment-method-forms'
import type { SessionActor } from '../../app/session'
import type { StoredValues } from '../../app/storedValues'
import { initialRegisterValues, registerBody, REGISTER_SERVER_FIELDS } from '../../features/onboarding/register-values'
import { referenceLists } from '../../forms/reference-lists'
import { onFormFields } from '../../forms/server-fields'
import { resourceOf } from '../../../machines/resource.machine'
import { consultant, loginData } from '../../../machines/session.selectors'

/**
 * What the onboarding routes provide their screens with: the reads as resource machines and
 * the writes as functions that call the client and tell the session what changed. Screens
 * render these and the session's snapshots; none of them reaches for the client itself.
 */

export function provideAgreement(client: GatewayClient, session: SessionActor): AgreementData {
  return {
    contract: resourceOf(() => client.content.block('agreement'), 'agreementBlock'),
    accept: async () => {
      const id = consultant(session.getSnapshot())?.id
      if (id == null) throw new Error('no consultant to accept the agreement for')
      const accepted = await client.consultants.acceptAgreement(id)
      session.send({ type: 'session.update', login: { customer_data: accepted, accepted_terms_and_conditions: true } })
      return accepted
    },
  }
}

export function provideRegister(client: GatewayClient, session: SessionActor, stored: StoredValues): RegisterData {
  const referral = stored.referralCode.get()
  return {
    referral,
    initial: () => initialRegisterValues(consultant(session.getSnapshot())),
    lists: referenceLists(client),
    create: async (values, idempotencyKey) => {
      try {
        // The referral link's campaign goes with its referral only (docs/contract.md, "Referral campaigns").
        const campaign = referral ? stored.referralCampaign.get() : null
        const created = await client.consultants.create(
          { ...registerBody(values, referral), ...(campaign ? { referral_campaign: campaign } : {}) },
          idempotencyKey,
        )
        session.send({
          type: 'session.update',
          login: { customer_data: created.consultant, jforce_token: created.jforce_token, jforce_agent: true, accepted_terms_and_conditions: false },
        })
        return created
      } catch (error) {
        throw onFormFields(error, REGISTER_SERVER_FIELDS)
      }
    },
  }
}

export function providePaymentConfirmation(client: GatewayClient, session: SessionActor): PaymentConfirmationData & PaymentMethodsData {
  const consultantId = loginData(session.getSnapshot())?.customer_data.id ?? null
  return {
    methods: resourceOf(
      () => (consultantId === null ? Promise.resolve([]) : client.paymentMethods.list(consultantId).then((list) => list.data)),
      'paymentMethods',
    ),
    add: async (method, serverFields = {}, idempotencyKey) => {
      if (consultantId === null) throw new Error('no consultant to add a payment account for')
      try {
        return await client.paymentMethods.add(consultantId, method, idempotencyKey)
      } catch (error) {
        throw onFormFields(error, serverFields)
      }
    },
    loadBanks: () => client.reference.list('banks').then((list) => list.data),
    added: () => session.send({ type: 'session.update', login: { has_payment_method: true } }),
  }
}
