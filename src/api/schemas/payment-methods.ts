import * as v from 'valibot'
import { Id, IsoDateTime, Named, Required } from './common'
import { PaymentMethodType } from './auth'
import { knownOnly } from './known'

/** GET ewoks/available-payment-methods. A kind this app has no form for is left out (known.ts). */
export const AvailablePaymentMethods = v.object({
  payment_methods: knownOnly('available payment method type', 'type', PaymentMethodType.options, v.object({ type: PaymentMethodType, name: v.string() })),
})
export type AvailablePaymentMethods = v.InferOutput<typeof AvailablePaymentMethods>

const Common = { id: Id, updated_at: IsoDateTime }

export const PaymentMethod = v.variant('type', [
  v.object({ type: v.literal('bank_transfer'), ...Common, bank: Named, account_name: v.string(), account_number: v.string() }),
  v.object({ type: v.literal('mobile_money'), ...Common, full_name: v.string(), phone_number: v.string() }),
  v.object({ type: v.literal('voucher'), ...Common }),
])
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>

/** GET ewoks/consultants/{id}/payment-methods. An account of a kind this app does not know is left out (known.ts). */
export const PaymentMethods = v.object({ data: knownOnly('payment method type', 'type', PaymentMethodType.options, PaymentMethod) })
export type PaymentMethods = v.InferOutput<typeof PaymentMethods>

/** A holder's name (spec section 5): 3 to 100 characters, 3 to 50 in Arabic script. */
const HolderName = v.pipe(
  Required,
  v.check((name) => (/[\u0600-\u06FF]/.test(name) ? name.length >= 3 && name.length <= 50 : name.length >= 3 && name.length <= 100), 'name_length'),
)

/** Bank account number: 10 digits once the 3-3-4 mask is removed. */
export const BankTransferBody = v.object({
  bank: Id,
  account_name: HolderName,
  account_number: v.pipe(Required, v.regex(/^\d{10}$/, 'invalid_account_number')),
})
export type BankTransferBody = v.InferOutput<typeof BankTransferBody>

/** Mobile money: phone of 11 digits once the 4-3-4 mask is removed. */
export const MobileMoneyBody = v.object({
  full_name: HolderName,
  phone_number: v.pipe(Required, v.regex(/^\d{11}$/, 'invalid_phone')),
})
export type MobileMoneyBody = v.InferOutput<typeof MobileMoneyBody>

export type PaymentMethodBody = { type: 'bank_transfer'; body: BankTransferBody } | { type: 'mobile_money'; body: MobileMoneyBody }
