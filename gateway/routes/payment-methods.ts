import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { AvailablePaymentMethods, PaymentMethod, PaymentMethods } from '../../src/api/schemas'
import { BankTransferBody, MobileMoneyBody } from '../../src/api/schemas'
import { errorBody, parseBody, requireOwner, requireSession, validationFailed, type Env } from '../http'
import type { GatewayStore, PersonaState } from '../store'
import { text } from '../localize'
import { sameName, serverChecks } from '../identity/checks'
import { seedPaymentMethods } from '../identity/payment-seed'
import { refEntry } from '../identity/reference-data'
import { identityState } from '../identity/state'

type Details =
  | { type: 'bank_transfer'; bank: { id: number; name: string }; account_name: string; account_number: string }
  | { type: 'mobile_money'; full_name: string; phone_number: string }

/**
 * Payment methods (ewoks). Only the owner sees and edits them (spec section 6): not another
 * consultant (requireOwner), nor staff viewing the account (403 FORBIDDEN). POST and PUT
 * answer the saved PaymentMethod. Voucher accounts are created by the
 * marketplace, never through a form: POST/PUT of voucher answer 404.
 */
const BANK_ACCOUNT = text('Bank account', 'Compte bancaire', 'حساب مصرفي')
const MOBILE_MONEY = text('Mobile money', 'Mobile money', 'المحفظة الإلكترونية')
const MARKETPLACE_VOUCHER = text('Marketplace voucher', 'Bon d’achat de la place de marché', 'قسيمة شراء من السوق')

export function paymentMethodsRoutes(store: GatewayStore) {
  const app = new Hono<Env>()
  const session = requireSession(store)
  const consultantOwner = requireOwner(store)
  const state = identityState(store)
  /** The consultant's own session: staff viewing the account are refused too. */
  const owner: MiddlewareHandler<Env> = async (c, next) => {
    if (c.get('session').impersonatedBy !== null) return c.json(errorBody('FORBIDDEN'), 403)
    return consultantOwner(c, next)
  }

  /** Per sign-in (the persona copy), like the has_payment_method flag in its login data. */
  const methodsOf = (persona: PersonaState): PaymentMethod[] => {
    let list = state.paymentMethods.get(persona.key)
    if (!list) {
      list = seedPaymentMethods(store, persona)
      state.paymentMethods.set(persona.key, list)
    }
    return list
  }

  /** The validated details of a bank_transfer or mobile_money body, or the answer to send. */
  async function details(c: Context<Env>, persona: PersonaState): Promise<{ ok: true; value: Details } | { ok: false; response: Response }> {
    const type = c.req.param('type')
    if (type === 'bank_transfer') {
      const parsed = await parseBody(c, BankTransferBody)
      if (!parsed.ok) return parsed
      const { bank: bankId, account_name, account_number } = parsed.value
      const checked = serverChecks({ full_name: account_name })
      if (checked) return { ok: false, response: validationFailed(c, checked) }
      const bank = refEntry('banks', bankId)
      if (!bank?.active) return { ok: false, response: validationFailed(c, { bank: ['unknown'] }) }
      const { first_name, last_name } = persona.login.customer_data
      // The account name must match the name registered at the bank: the consultant's registered name.
      if (!sameName(account_name, `${first_name} ${last_name}`)) {
        return { ok: false, response: validationFailed(c, { account_name: ['name_mismatch'] }) }
      }
      return { ok: true, value: { type, bank: { id: bank.id, name: bank.name }, account_name, account_number } }
    }
    if (type === 'mobile_money') {
      const parsed = await parseBody(c, MobileMoneyBody)
      if (!parsed.ok) return parsed
      const checked = serverChecks({ full_name: parsed.value.full_name, phone_numbers: [parsed.value.phone_number] })
      if (checked) return { ok: false, response: validationFailed(c, checked) }
      return { ok: true, value: { type, ...parsed.value } }
    }
    return { ok: false, response: c.json(errorBody('NOT_FOUND'), 404) }
  }

  const saved = (persona: PersonaState) => {
    persona.login = { ...persona.login, has_payment_method: true }
  }

  app.get('/ewoks/available-payment-methods', session, (c) => {
    const body: AvailablePaymentMethods = {
      payment_methods: [
        { type: 'bank_transfer', name: BANK_ACCOUNT },
        { type: 'mobile_money', name: MOBILE_MONEY },
        { type: 'voucher', name: MARKETPLACE_VOUCHER },
      ],
    }
    return c.json(body)
  })

  app.get('/ewoks/consultants/:id/payment-methods', session, owner, (c) => {
    const body: PaymentMethods = { data: methodsOf(store.persona(c.get('session').personaId)) }
    return c.json(body)
  })

  app.post('/ewoks/consultants/:id/payment-methods/:type', session, owner, async (c) => {
    const persona = store.persona(c.get('session').personaId)
    const result = await details(c, persona)
    if (!result.ok) return result.response
    const method: PaymentMethod = { ...result.value, id: state.nextPaymentMethodId++, updated_at: store.clock().toISOString() }
    methodsOf(persona).push(method)
    saved(persona)
    return c.json(method)
  })

  app.put('/ewoks/consultants/:id/payment-methods/:type/:paymentMethodId', session, owner, async (c) => {
    const persona = store.persona(c.get('session').personaId)
    const list = methodsOf(persona)
    const index = list.findIndex((m) => String(m.id) === c.req.param('paymentMethodId') && m.type === c.req.param('type'))
    const existing = list[index]
    if (!existing) return c.json(errorBody('NOT_FOUND'), 404)
    const result = await details(c, persona)
    if (!result.ok) return result.response
    const method: PaymentMethod = { ...result.value, id: existing.id, updated_at: store.clock().toISOString() }
    list[index] = method
    saved(persona)
    return c.json(method)
  })

  return app
}
