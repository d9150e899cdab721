import { i18n } from '@lingui/core'
import type { GatewayClient } from '../../api'
import { toFailure } from '../../api/errors'
import type { AgreementData, PaymentConfirmationData, RegisterData } from '../../features/onboarding/onboarding-data'
import type { PaymentMethodsData } from '../../features/payment-methods/payment-method-forms'
import type { SessionActor } from '../../app/session'
import type { StoredValues } from '../../app/storedValues'
import { initialRegisterValues, registerBody, REGISTER_SERVER_FIELDS } from '../../features/onboarding/register-values'
import { onFormFields } from '../../forms/server-fields'
import { activateLocale } from '../../i18n/activate'
import type { LanguageChoice } from '../../features/preferences/use-language-choice'
import { resourceOf } from '../../../machines/resource.machine'
import { consultant, isImpersonating, loginData } from '../../../machines/session.selectors'

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
    lists: {
      states: () => client.reference.list('sky-states').then((list) => list.data),
      channels: () => client.reference.list('recruitment-channels').then((list) => list.data),
      cities: (stateId) => client.reference.cities(Number(stateId)).then((list) => list.data),
    },
    create: async (values) => {
      try {
        // The referral link's campaign goes with its referral only (docs/contract.md, "Referral campaigns").
        const campaign = referral ? stored.referralCampaign.get() : null
        const created = await client.consultants.create({ ...registerBody(values, referral), ...(campaign ? { referral_campaign: campaign } : {}) })
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
    add: async (method, serverFields = {}) => {
      if (consultantId === null) throw new Error('no consultant to add a payment account for')
      try {
        return await client.paymentMethods.add(consultantId, method)
      } catch (error) {
        throw onFormFields(error, serverFields)
      }
    },
    loadBanks: () => client.reference.list('banks').then((list) => list.data),
    added: () => session.send({ type: 'session.update', login: { has_payment_method: true } }),
  }
}

/**
 * Picking a language: for a signed-in consultant, first make it their preferred language on the
 * server (so the next sign-in does not switch back: spec section 4 follows preferred_language at
 * login), then load its catalog and switch, then keep the choice on this device. Staff viewing an
 * account change only their own screen. A failure of either step answers 'failed' with the page
 * still in the previous language and nothing stored (the switcher says so): a failed update was
 * reported by the client; a catalog that cannot load after the server took the new language puts
 * the previous one back there (best effort), so the next sign-in does not switch to it.
 */
export function provideLanguageChoice(
  client: GatewayClient,
  session: SessionActor,
  stored: StoredValues,
  currentLocale: () => string = () => i18n.locale,
): LanguageChoice {
  return async (locale) => {
    const previous = currentLocale()
    if (locale === previous) return 'unchanged'
    const snapshot = session.getSnapshot()
    const id = consultant(snapshot)?.id
    const onServer = id != null && !isImpersonating(snapshot)
    if (onServer) {
      try {
        await client.consultants.update(id, { preferred_language: locale })
      } catch (error) {
        toFailure(error, 'language choice') // a gateway failure was reported by the client; a bug is reported here
        return 'failed'
      }
    }
    try {
      await activateLocale(locale)
    } catch (error) {
      toFailure(error, 'language catalog') // no connection is no bug; anything else is reported
      if (onServer) void client.consultants.update(id, { preferred_language: previous }).catch(() => {})
      return 'failed'
    }
    stored.locale.set(locale)
    if (onServer) session.send({ type: 'session.update', login: { customer_data: { preferred_language: locale } } })
    return 'changed'
  }
}
