import type { RouterContext } from '../../app/router-context'
import type { AgreementData, PaymentConfirmationData, RegisterData } from '../../features/onboarding/onboarding-data'
import type { PaymentMethodsData } from '../../features/payment-methods/payment-method-forms'
import { initialRegisterValues, registerBody, REGISTER_SERVER_FIELDS } from '../../features/onboarding/register-values'
import { referenceLists } from '../../forms/reference-lists'
import { onFormFields } from '../../forms/server-fields'
import { resourceOf } from '../../../machines/resource.machine'
import { consultant, loginData, updateThisSession, type SessionActor } from '../../../machines/session.selectors'
import { methodsOf } from '../_app/-data/payment-accounts'
import { startScreenReads } from '../_app/-data/screen-reads'

/**
 * What the onboarding routes' loaders give their screens: the reads as actors of the app's
 * system, in the signed-in consultant's scope (the redirect rules keep signed-out visitors off
 * these screens, and /register's own check sends them to /join), and the writes as functions that
 * call the client and tell the session what changed. Screens render these and the session's
 * snapshots; none of them reaches for the client itself.
 */

/** Whose screen this is: the reads of one sign-in are not another's (the key of their group). */
const signedInId = (session: SessionActor) => String(loginData(session.getSnapshot())?.customer_data.id ?? null)

/** /agreement: the contract (`screen:/agreement:contract`), and accepting it. */
export function startAgreement({ client, session, system }: RouterContext): AgreementData & { stop(): void } {
  const { resources, stop } = startScreenReads(system, '/agreement', signedInId(session), () => ({
    contract: resourceOf(() => client.content.block('agreement'), 'agreementBlock'),
  }))
  return {
    contract: resources.contract,
    accept: async () => {
      const id = consultant(session.getSnapshot())?.id
      if (id == null) throw new Error('no consultant to accept the agreement for')
      const update = updateThisSession(session)
      const accepted = await client.consultants.acceptAgreement(id)
      update({ customer_data: accepted, accepted_terms_and_conditions: true })
      return accepted
    },
    stop,
  }
}

/** /register: no read of its own (the reference lists load as their fields show, each an actor of the form), the referral and the registration. */
export function registerData({ client, session, stored }: RouterContext): RegisterData {
  const referral = stored.referralCode.get()
  return {
    referral,
    initial: () => initialRegisterValues(consultant(session.getSnapshot())),
    lists: referenceLists(client),
    create: async (values, idempotencyKey) => {
      // The visitor who registers: an answer after their session ended (signed out, another sign-in) is dropped.
      const update = updateThisSession(session)
      try {
        // The referral link's campaign goes with its referral only (docs/contract.md, "Referral campaigns").
        const campaign = referral ? stored.referralCampaign.get() : null
        const created = await client.consultants.create(
          { ...registerBody(values, referral), ...(campaign ? { referral_campaign: campaign } : {}) },
          idempotencyKey,
        )
        // Registered: the referral is used, and never goes with another registration on this phone.
        stored.referralCode.clear()
        stored.referralCampaign.clear()
        update({ customer_data: created.consultant, jforce_token: created.jforce_token, jforce_agent: true, accepted_terms_and_conditions: false })
        return created
      } catch (error) {
        throw onFormFields(error, REGISTER_SERVER_FIELDS)
      }
    },
  }
}

/** /confirm-payment-method: the consultant's accounts (`screen:/confirm-payment-method:methods`), adding one, and telling the session. */
export function startPaymentConfirmation({ client, session, system }: RouterContext): PaymentConfirmationData & PaymentMethodsData & { stop(): void } {
  const consultantId = loginData(session.getSnapshot())?.customer_data.id ?? null
  // The screen's session: an account added after it ended is not the next consultant's.
  const update = updateThisSession(session)
  const { resources, stop } = startScreenReads(system, '/confirm-payment-method', String(consultantId), () => ({ methods: methodsOf(client, consultantId) }))
  return {
    methods: resources.methods,
    add: async (method, serverFields = {}, idempotencyKey) => {
      if (consultantId === null) throw new Error('no consultant to add a payment account for')
      try {
        return await client.paymentMethods.add(consultantId, method, idempotencyKey)
      } catch (error) {
        throw onFormFields(error, serverFields)
      }
    },
    loadBanks: () => client.reference.list('banks').then((list) => list.data),
    added: () => update({ has_payment_method: true }),
    stop,
  }
}
