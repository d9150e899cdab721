import type { PaymentMethod } from '../../src/api/schemas'
import { createRng, seedOf } from '../rng'
import type { GatewayStore, PersonaState } from '../store'
import { refEntry } from './reference-data'

const DAY = 24 * 3600 * 1000

/**
 * Seeded payment accounts of the personas that hold one: the active consultant
 * a bank account, the store a mobile money account and a voucher, the others
 * mobile money.
 */
export function seedPaymentMethods(store: GatewayStore, persona: PersonaState): PaymentMethod[] {
  const { spec } = persona
  const id = spec.consultantId
  if (id === null || !spec.has_payment_method) return []
  const rng = createRng(seedOf(`payment-methods:${spec.key}`, store.seed))
  const updated = () => new Date(store.now.getTime() - rng.int(20, 400) * DAY).toISOString()
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('')
  const name = `${spec.first_name} ${spec.last_name}`
  if (spec.key === 'active') {
    const bank = refEntry('banks', 1)
    return [
      {
        type: 'bank_transfer',
        id: id * 10 + 1,
        updated_at: updated(),
        bank: { id: 1, name: bank?.name ?? 'GCB Bank' },
        account_name: name,
        account_number: digits(10),
      },
    ]
  }
  const momo: PaymentMethod = { type: 'mobile_money', id: id * 10 + 1, updated_at: updated(), full_name: name, phone_number: `024${digits(8)}` }
  if (spec.key === 'store') return [momo, { type: 'voucher', id: id * 10 + 2, updated_at: updated() }]
  return [momo]
}
