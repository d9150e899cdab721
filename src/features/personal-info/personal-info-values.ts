/**
 * The edit forms' values and rules: personal info for an individual, store info for a store
 * (account_type decides, spec section 6). The rules are the contract's (ConsultantUpdate, the
 * same the gateway checks) with the fields each form requires, plus the shared consultant rules
 * of src/forms/consultant-rules.ts (Arabic names, date of birth, the store's fields, the
 * multi-value entry), as the register form has them.
 */
import * as v from 'valibot'
import type { Consultant, ConsultantUpdate, Gender, Named } from '../../api'
import { ConsultantUpdate as ConsultantUpdateSchema } from '../../api/schemas/consultant'
import { GatewayError } from '../../api/errors'
import { country } from '../../config/country'
import { digitsOf } from '../../ui/form/mask'
import { addError, arabicNameLengths, birthdayErrors, checkWith, multiValueEntryError, storeFieldErrors } from '../../forms/consultant-rules'
import { localDayOf } from '../../domain/periods'
import type { FieldErrors } from '../../../machines/form.machine'

export interface PersonalValues {
  first_name: string
  last_name: string
  email: string
  /** Digits only (shown 0244 123 4567). */
  phone_number: string
  /** Digits only; optional. */
  whatsapp_number: string
  gender: Gender | ''
  /** YYYY-MM-DD, or ''. */
  birthday: string
  /** Ids as the selects hold them ('' for none). */
  state_id: string
  city_id: string
  district: string
  address: string
  recruitment_channel_id: string
  /** Languages spoken: the chosen entries of the languages list. */
  languages: readonly Named[]
  /** A language being typed, not added yet (the multi-value field's entry). */
  language_entry: string
  /** The tax PIN, where the build asks for it. */
  kra_pin: string
}

export interface StoreValues {
  store_name: string
  first_name: string
  last_name: string
  id_card_number: string
  tax_id_number: string
  /** Uploaded pictures' URLs ('' for none). */
  id_card_picture: string
  store_photo: string
  profile_picture: string
  /** "latitude,longitude", or '' when not shared. */
  geo_location: string
}

/** The server judges the full name: its errors belong to both name fields; unknown languages to the languages field. */
export const PERSONAL_SERVER_FIELDS = { full_name: ['first_name', 'last_name'], language_ids: ['language_entry'] } as const
export const STORE_SERVER_FIELDS = { full_name: ['first_name', 'last_name'] } as const

const phoneDigits = (phone: string | null) => {
  const digits = digitsOf(phone ?? '', [20])
  return digits.length <= 11 ? digits : ''
}

export function initialPersonalValues(consultant: Consultant): PersonalValues {
  return {
    first_name: consultant.first_name,
    last_name: consultant.last_name,
    email: consultant.email,
    phone_number: phoneDigits(consultant.phone_number),
    whatsapp_number: phoneDigits(consultant.whatsapp_number),
    gender: consultant.gender ?? '',
    birthday: consultant.birthday ?? '',
    state_id: consultant.location?.parent ? String(consultant.location.parent.id) : '',
    city_id: consultant.location ? String(consultant.location.id) : '',
    district: consultant.district ?? '',
    address: consultant.address ?? '',
    recruitment_channel_id: consultant.recruitment_channel ? String(consultant.recruitment_channel.id) : '',
    languages: consultant.languages,
    language_entry: '',
    kra_pin: consultant.kra_pin ?? '',
  }
}

export function initialStoreValues(consultant: Consultant): StoreValues {
  return {
    store_name: consultant.store_name ?? '',
    first_name: consultant.first_name,
    last_name: consultant.last_name,
    id_card_number: consultant.id_card_number ?? '',
    tax_id_number: consultant.tax_id_number ?? '',
    id_card_picture: consultant.id_card_picture ?? '',
    store_photo: consultant.store_photo ?? '',
    profile_picture: consultant.profile_picture ?? '',
    geo_location: consultant.geo_location ?? '',
  }
}

const PersonalUpdate = v.required(ConsultantUpdateSchema, [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'gender',
  'birthday',
  'state_id',
  'city_id',
  'address',
  'recruitment_channel_id',
])
const StoreUpdate = v.required(ConsultantUpdateSchema, ['store_name', 'first_name', 'last_name', 'id_card_number', 'tax_id_number'])

const optionalId = (id: string) => (id === '' ? undefined : Number(id))
const valueReader = (values: object) => (field: string) => (field in values ? String((values as Record<string, unknown>)[field] ?? '') : '')

type Parsed = { ok: true; body: ConsultantUpdate } | { ok: false; errors: FieldErrors }

export interface PersonalOptions {
  today: string
  /** The build asks for a tax PIN (country.features.taxPin). */
  taxPin: boolean
  /** The build has districts (country.hasDistricts). */
  districts: boolean
}

/** The PUT body of the personal info form, or its errors by field. */
export function parsePersonal(values: PersonalValues, { today, taxPin, districts }: PersonalOptions): Parsed {
  const candidate = {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone_number: values.phone_number,
    whatsapp_number: values.whatsapp_number.trim() === '' ? null : values.whatsapp_number,
    gender: values.gender === '' ? undefined : values.gender,
    birthday: values.birthday === '' ? undefined : values.birthday,
    state_id: optionalId(values.state_id),
    city_id: optionalId(values.city_id),
    ...(districts ? { district: values.district.trim() === '' ? null : values.district } : {}),
    address: values.address,
    recruitment_channel_id: optionalId(values.recruitment_channel_id),
    language_ids: values.languages.map((language) => language.id),
    ...(taxPin ? { kra_pin: values.kra_pin } : {}),
  }
  const { output, errors } = checkWith(PersonalUpdate, candidate, valueReader(values))
  arabicNameLengths(errors, { first_name: values.first_name, last_name: values.last_name })
  birthdayErrors(errors, values.birthday, today)
  // A language typed but not added: wrong characters say so; right ones must be picked from the list.
  const entry = multiValueEntryError(values.language_entry)
  if (entry) addError(errors, 'language_entry', entry)
  else if (values.language_entry.trim() !== '') addError(errors, 'language_entry', 'unknown')
  return output !== null && Object.keys(errors).length === 0 ? { ok: true, body: output } : { ok: false, errors }
}

/** The PUT body of the store info form, or its errors by field. */
export function parseStore(values: StoreValues): Parsed {
  const candidate = {
    store_name: values.store_name,
    first_name: values.first_name,
    last_name: values.last_name,
    id_card_number: values.id_card_number,
    tax_id_number: values.tax_id_number,
    ...(values.id_card_picture ? { id_card_picture: values.id_card_picture } : {}),
    ...(values.store_photo ? { store_photo: values.store_photo } : {}),
    ...(values.profile_picture ? { profile_picture: values.profile_picture } : {}),
    // '' takes a location shared before off the record.
    geo_location: values.geo_location,
  }
  const { output, errors } = checkWith(StoreUpdate, candidate, valueReader(values))
  arabicNameLengths(errors, { first_name: values.first_name, last_name: values.last_name })
  storeFieldErrors(errors, values)
  return output !== null && Object.keys(errors).length === 0 ? { ok: true, body: output } : { ok: false, errors }
}

const buildOptions = (): PersonalOptions => ({ today: localDayOf(), taxPin: country.features.taxPin, districts: country.hasDistricts })

const bodyOr = (parsed: Parsed): ConsultantUpdate => {
  // The form machine checked first, so a refusal here is a field error like the server's.
  if (!parsed.ok) throw new GatewayError({ kind: 'validationFailed', call: 'PUT ewoks/consultants/:id', fields: parsed.errors })
  return parsed.body
}

export const personalBody = (values: PersonalValues) => bodyOr(parsePersonal(values, buildOptions()))
export const storeBody = (values: StoreValues) => bodyOr(parseStore(values))

const errorsOf = (parsed: Parsed): FieldErrors => (parsed.ok ? {} : parsed.errors)
export const validatePersonal = (values: PersonalValues): FieldErrors => errorsOf(parsePersonal(values, buildOptions()))
export const validateStore = (values: StoreValues): FieldErrors => errorsOf(parseStore(values))
