/**
 * The payment-account forms (the payment method confirmation, and the Payment Account page's add and
 * edit), with the contract's own rules (BankTransferBody, MobileMoneyBody in src/api/schemas/payment-methods.ts).
 */
import * as v from 'valibot'
import type { Consultant } from '../../api/schemas/consultant'
import { BankTransferBody, MobileMoneyBody, type PaymentMethod, type PaymentMethodBody } from '../../api/schemas/payment-methods'
import { GatewayError } from '../../api/errors'
import { digitsOf, PHONE_MASK } from '../../ui/form/mask'
import { contractFieldErrors } from '../../forms/contract-errors'
import { addError, arabicNameLengths, mobileMoneyNetworkError } from '../../forms/consultant-rules'
import { country } from '../../config/country'
import type { FieldErrors } from '../../../machines/form.machine'

export interface BankTransferValues {
  /** The bank's id as the select holds it ('' for none). */
  bank: string
  account_name: string
  /** Digits only (shown 123 456 7890). */
  account_number: string
}

export interface MobileMoneyValues {
  full_name: string
  /** Digits only (shown 0244 123 4567). */
  phone_number: string
}

/** The bank's name check compares with the registered name: the form starts with it. */
const registeredName = (customer: Consultant | null) => (customer ? `${customer.first_name} ${customer.last_name}`.trim() : '')

export const initialBankTransfer = (customer: Consultant | null): BankTransferValues => ({
  bank: '',
  account_name: registeredName(customer),
  account_number: '',
})

export function initialMobileMoney(customer: Consultant | null): MobileMoneyValues {
  const phone = (customer?.phone_number ?? '').replace(/\D/g, '')
  return { full_name: registeredName(customer), phone_number: phone.length <= 11 ? digitsOf(phone, PHONE_MASK) : '' }
}

type BankTransferMethod = Extract<PaymentMethod, { type: 'bank_transfer' }>
type MobileMoneyMethod = Extract<PaymentMethod, { type: 'mobile_money' }>

/** Editing a bank account starts from what it holds. */
export const bankTransferValuesOf = (method: BankTransferMethod): BankTransferValues => ({
  bank: String(method.bank.id),
  account_name: method.account_name,
  account_number: method.account_number.replace(/\D/g, ''),
})

/** Editing a mobile money account starts from what it holds. */
export const mobileMoneyValuesOf = (method: MobileMoneyMethod): MobileMoneyValues => ({
  full_name: method.full_name,
  phone_number: method.phone_number.replace(/\D/g, ''),
})

type Parsed = { ok: true; method: PaymentMethodBody } | { ok: false; errors: FieldErrors }

export function parseBankTransfer(values: BankTransferValues): Parsed {
  const candidate = { ...values, bank: values.bank === '' ? undefined : Number(values.bank) }
  const parsed = v.safeParse(BankTransferBody, candidate)
  if (parsed.success) return { ok: true, method: { type: 'bank_transfer', body: parsed.output } }
  const errors = contractFieldErrors(parsed.issues, (field) => String(values[field as keyof BankTransferValues] ?? ''))
  arabicNameLengths(errors, { account_name: values.account_name.trim() })
  return { ok: false, errors }
}

/**
 * The mobile money form's rules: the contract's (MobileMoneyBody), then the build's networks
 * (`prefixes`, country.mobileMoneyPrefixes: MTN MoMo numbers only in the Ghana build).
 */
export function parseMobileMoney(values: MobileMoneyValues, prefixes: readonly string[] = country.mobileMoneyPrefixes): Parsed {
  const parsed = v.safeParse(MobileMoneyBody, values)
  const network = mobileMoneyNetworkError(values.phone_number, prefixes)
  if (parsed.success && network === null) return { ok: true, method: { type: 'mobile_money', body: parsed.output } }
  const errors = parsed.success ? {} : contractFieldErrors(parsed.issues, (field) => String(values[field as keyof MobileMoneyValues] ?? ''))
  arabicNameLengths(errors, { full_name: values.full_name.trim() })
  if (network !== null) addError(errors, 'phone_number', network)
  return { ok: false, errors }
}

/** The method to send; the form machine checked the values first, so a refusal here is a field error like the server's. */
export function paymentMethodBody(parsed: Parsed): PaymentMethodBody {
  if (!parsed.ok) throw new GatewayError({ kind: 'validationFailed', call: 'POST payment-methods', fields: parsed.errors })
  return parsed.method
}

const errorsOf = (parsed: Parsed): FieldErrors => (parsed.ok ? {} : parsed.errors)
export const validateBankTransfer = (values: BankTransferValues) => errorsOf(parseBankTransfer(values))
export const validateMobileMoney = (values: MobileMoneyValues, prefixes?: readonly string[]) => errorsOf(parseMobileMoney(values, prefixes))

/** The server checks the account holder's name as full_name: for the bank form that is the account name. */
export const BANK_SERVER_FIELDS = { full_name: ['account_name'] } as const
