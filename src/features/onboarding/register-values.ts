/**
 * The register form's values and rules. The rules are the contract's own
 * (ConsultantCreate in src/api/schemas/consultant.ts), so the form accepts
 * exactly what POST consultants accepts, plus what the spec asks of a store
 * (section 5: store name, ID number and tax ID number required).
 */
import type { AccountType, Consultant, Gender } from '../../api/schemas/consultant'
import { ConsultantCreate } from '../../api/schemas/consultant'
import { GatewayError } from '../../api/errors'
import { digitsOf, PHONE_MASK } from '../../ui/form/mask'
import { localDayOf } from '../../domain/periods'
import { arabicNameLengths, birthdayErrors, checkWith, storeFieldErrors } from '../../forms/consultant-rules'
import type { FieldErrors } from '../../../machines/form.machine'

export interface RegisterValues {
  account_type: AccountType
  first_name: string
  last_name: string
  email: string
  /** Digits only (the masked input shows 0244 123 4567). */
  phone_number: string
  gender: Gender | ''
  /** YYYY-MM-DD, or '' before one is picked. */
  birthday: string
  /** Ids as the selects hold them ('' for none). */
  state_id: string
  city_id: string
  district: string
  recruitment_channel_id: string
  address: string
  store_name: string
  id_card_number: string
  tax_id_number: string
}

export type RegisterField = keyof RegisterValues

/** The server judges the full name: its errors belong to both name fields. */
export const REGISTER_SERVER_FIELDS = { full_name: ['first_name', 'last_name'] } as const

/** The visitor's marketplace profile fills what it knows (spec: prefill names, e-mail and phone). */
export function initialRegisterValues(customer: Consultant | null): RegisterValues {
  const phone = (customer?.phone_number ?? '').replace(/\D/g, '')
  return {
    account_type: 'consultant',
    first_name: customer?.first_name ?? '',
    last_name: customer?.last_name ?? '',
    email: customer?.email ?? '',
    phone_number: phone.length <= 11 ? digitsOf(phone, PHONE_MASK) : '',
    gender: '',
    birthday: '',
    state_id: '',
    city_id: '',
    district: '',
    recruitment_channel_id: '',
    address: '',
    store_name: '',
    id_card_number: '',
    tax_id_number: '',
  }
}

const optionalId = (id: string) => (id === '' ? undefined : Number(id))

/** The body of POST consultants as the form would send it, before the contract's checks. */
function candidateOf(values: RegisterValues, referral: string | null): Record<string, unknown> {
  const store = values.account_type === 'store'
  return {
    account_type: values.account_type,
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone_number: values.phone_number,
    gender: values.gender === '' ? undefined : values.gender,
    birthday: values.birthday === '' ? undefined : values.birthday,
    state_id: optionalId(values.state_id),
    city_id: optionalId(values.city_id),
    ...(values.district.trim() !== '' ? { district: values.district } : {}),
    address: values.address,
    recruitment_channel_id: optionalId(values.recruitment_channel_id),
    ...(store ? { store_name: values.store_name, id_card_number: values.id_card_number, tax_id_number: values.tax_id_number } : {}),
    ...(referral ? { referral } : {}),
  }
}

/** The POST consultants body, or the errors by field when the values break a rule. */
export function parseRegister(
  values: RegisterValues,
  referral: string | null,
  today: string,
): { ok: true; body: ConsultantCreate } | { ok: false; errors: FieldErrors } {
  const valueOf = (field: string) => (field in values ? String(values[field as RegisterField]) : '')
  const { output, errors } = checkWith(ConsultantCreate, candidateOf(values, referral), valueOf)
  arabicNameLengths(errors, { first_name: values.first_name, last_name: values.last_name })
  birthdayErrors(errors, values.birthday, today)
  if (values.account_type === 'store') storeFieldErrors(errors, values)
  return output !== null && Object.keys(errors).length === 0 ? { ok: true, body: output } : { ok: false, errors }
}

/** The body to send; the form machine checked the values first, so a refusal here is a field error like the server's. */
export function registerBody(values: RegisterValues, referral: string | null): ConsultantCreate {
  const parsed = parseRegister(values, referral, localDayOf())
  if (!parsed.ok) throw new GatewayError({ kind: 'validationFailed', call: 'POST consultants', fields: parsed.errors })
  return parsed.body
}

/** The form machine's rules. */
export const validateRegister = (values: RegisterValues): FieldErrors => {
  const result = parseRegister(values, null, localDayOf())
  return result.ok ? {} : result.errors
}
