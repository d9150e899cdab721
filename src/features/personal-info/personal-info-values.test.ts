import { describe, expect, it } from 'vitest'
import { refusedOnForm } from '../../forms/server-fields.fixtures'
import { multiValueEntryError } from '../../forms/consultant-rules'
import { makeConsultant } from '../../../machines/fixtures'
import {
  initialPersonalValues,
  initialStoreValues,
  parsePersonal,
  parseStore,
  PERSONAL_SERVER_FIELDS,
  type PersonalOptions,
  type PersonalValues,
  type StoreValues,
} from './personal-info-values'

const options: PersonalOptions = { today: '2026-11-21', taxPin: false, districts: true }

const person: PersonalValues = {
  ...initialPersonalValues(
    makeConsultant({
      first_name: 'Ama',
      last_name: 'Mensah',
      email: 'ama@example.com',
      phone_number: '0244 123 4567',
      whatsapp_number: null,
      gender: 'female',
      birthday: '1992-04-18',
      location: { id: 101, name: 'Accra', parent: { id: 1, name: 'Greater Accra' } },
      district: 'Osu',
      address: '12 Oxford Street',
      recruitment_channel: { id: 2, channel: 'Radio' },
      languages: [{ id: 1, name: 'English' }],
    }),
  ),
}

const store: StoreValues = {
  ...initialStoreValues(
    makeConsultant({
      account_type: 'store',
      first_name: 'Efua',
      last_name: 'Owusu',
      store_name: 'Efua Mobile & Gadgets',
      id_card_number: 'GHA-123456789-0',
      tax_id_number: 'P0012345678',
      geo_location: '5.6037,-0.1870',
    }),
  ),
}

const personalErrors = (changes: Partial<PersonalValues>, opts: Partial<PersonalOptions> = {}) => {
  const parsed = parsePersonal({ ...person, ...changes }, { ...options, ...opts })
  return parsed.ok ? {} : parsed.errors
}
const storeErrors = (changes: Partial<StoreValues>) => {
  const parsed = parseStore({ ...store, ...changes })
  return parsed.ok ? {} : parsed.errors
}

describe('personal info: every rule of spec section 5', () => {
  it.each<[string, Partial<PersonalValues>, Record<string, string[]>]>([
    ['the profile as it is', {}, {}],
    ['first name of 2 letters', { first_name: 'Al' }, { first_name: ['name_length'] }],
    ['first name of 3 letters', { first_name: 'Ama' }, {}],
    ['last name of 100 letters', { last_name: 'x'.repeat(100) }, {}],
    ['last name of 101 letters', { last_name: 'x'.repeat(101) }, { last_name: ['name_length'] }],
    ['name of spaces only', { first_name: '   ' }, { first_name: ['required'] }],
    ['Arabic first name of 2 letters', { first_name: 'لي' }, { first_name: ['name_length_arabic'] }],
    ['Arabic first name of 3 letters', { first_name: 'ليلى' }, {}],
    ['Arabic last name of 50 letters', { last_name: 'ح'.repeat(50) }, {}],
    ['Arabic last name of 51 letters', { last_name: 'ح'.repeat(51) }, { last_name: ['name_length_arabic'] }],
    ['Arabic name of 60 letters (fine in Latin script)', { first_name: 'ع'.repeat(60) }, { first_name: ['name_length_arabic'] }],
    ['empty e-mail', { email: '' }, { email: ['required'] }],
    ['e-mail without domain', { email: 'ama@' }, { email: ['invalid_email'] }],
    ['e-mail without @', { email: 'ama.example.com' }, { email: ['invalid_email'] }],
    ['empty phone', { phone_number: '' }, { phone_number: ['required'] }],
    ['phone of 7 digits', { phone_number: '0244123' }, { phone_number: ['invalid_phone'] }],
    ['phone of 11 digits (4-3-4)', { phone_number: '02441234567' }, {}],
    ['WhatsApp left empty', { whatsapp_number: '' }, {}],
    ['WhatsApp too short', { whatsapp_number: '024412' }, { whatsapp_number: ['invalid_phone'] }],
    ['no gender', { gender: '' }, { gender: ['required'] }],
    ['no date of birth', { birthday: '' }, { birthday: ['required'] }],
    ['date of birth tomorrow', { birthday: '2026-11-22' }, { birthday: ['invalid_date'] }],
    ['date of birth that does not exist', { birthday: '2001-02-30' }, { birthday: ['invalid_date'] }],
    ['no state', { state_id: '', city_id: '' }, { state_id: ['required'], city_id: ['required'] }],
    ['no city', { city_id: '' }, { city_id: ['required'] }],
    ['no address', { address: ' ' }, { address: ['required'] }],
    ['no recruitment channel', { recruitment_channel_id: '' }, { recruitment_channel_id: ['required'] }],
    ['a language typed with a leading space', { language_entry: ' Twi' }, { language_entry: ['no_special_characters'] }],
    ['a language typed with special characters', { language_entry: 'Twi!' }, { language_entry: ['no_special_characters'] }],
    ['a language typed but not added from the list', { language_entry: 'Twi' }, { language_entry: ['unknown'] }],
  ])('%s', (_, changes, expected) => {
    expect(personalErrors(changes)).toEqual(expected)
  })

  it('tax PIN: no spaces where the build has it, not checked where it has not', () => {
    expect(personalErrors({ kra_pin: 'P00 123' }, { taxPin: true })).toEqual({ kra_pin: ['no_spaces'] })
    expect(personalErrors({ kra_pin: 'P00123' }, { taxPin: true })).toEqual({})
    expect(personalErrors({ kra_pin: 'P00 123' }, { taxPin: false })).toEqual({})
  })

  it('sends ids as numbers, digits only, no WhatsApp when empty, the languages by id', () => {
    const parsed = parsePersonal(
      {
        ...person,
        whatsapp_number: '',
        first_name: ' Ama ',
        languages: [
          { id: 1, name: 'English' },
          { id: 3, name: 'Ga' },
        ],
      },
      options,
    )
    expect(parsed).toEqual({
      ok: true,
      body: {
        first_name: 'Ama',
        last_name: 'Mensah',
        email: 'ama@example.com',
        phone_number: '02441234567',
        whatsapp_number: null,
        gender: 'female',
        birthday: '1992-04-18',
        state_id: 1,
        city_id: 101,
        district: 'Osu',
        address: '12 Oxford Street',
        recruitment_channel_id: 2,
        language_ids: [1, 3],
      },
    })
  })
})

describe('store info: every rule of spec section 5', () => {
  it.each<[string, Partial<StoreValues>, Record<string, string[]>]>([
    ['the store as it is', {}, {}],
    ['no store name', { store_name: '' }, { store_name: ['required'] }],
    ['no ID number', { id_card_number: ' ' }, { id_card_number: ['required'] }],
    ['no tax ID number', { tax_id_number: '' }, { tax_id_number: ['required'] }],
    ['tax ID number with a space', { tax_id_number: 'P001 2345678' }, { tax_id_number: ['no_spaces'] }],
    ['owner first name of 2 letters', { first_name: 'Ef' }, { first_name: ['name_length'] }],
    ['owner last name in Arabic, 51 letters', { last_name: 'ح'.repeat(51) }, { last_name: ['name_length_arabic'] }],
    ['owner last name in Arabic, 3 letters', { last_name: 'حسن' }, {}],
    ['no location: never required', { geo_location: '' }, {}],
  ])('%s', (_, changes, expected) => {
    expect(storeErrors(changes)).toEqual(expected)
  })

  it('sends the pictures uploaded and the location, nothing for a picture not chosen', () => {
    const parsed = parseStore({ ...store, profile_picture: '/api/v1/ewoks/images/upload-1.jpg' })
    expect(parsed).toEqual({
      ok: true,
      body: {
        store_name: 'Efua Mobile & Gadgets',
        first_name: 'Efua',
        last_name: 'Owusu',
        id_card_number: 'GHA-123456789-0',
        tax_id_number: 'P0012345678',
        profile_picture: '/api/v1/ewoks/images/upload-1.jpg',
        geo_location: '5.6037,-0.1870',
      },
    })
  })
})

describe('a multi-value entry', () => {
  it.each([
    ['Twi', null],
    ['Fante ', null],
    ["N'Ko", null],
    ['Ga-Adangme', null],
    ['العربية', null],
    ['Français', null],
    ['', null],
    [' Twi', 'no_special_characters'],
    ['Twi, Ga', 'no_special_characters'],
    ['Ewe;', 'no_special_characters'],
    ['<b>', 'no_special_characters'],
    ['Ga  Dangme', 'no_special_characters'],
  ])('%j', (entry, expected) => {
    expect(multiValueEntryError(entry)).toBe(expected)
  })
})

describe("the server's field errors on the personal info form", () => {
  it('puts full_name on both names and unknown languages on the languages field', () => {
    expect(
      refusedOnForm(
        'PUT ewoks/consultants/:id',
        { full_name: ['invalid_name'], phone_number: ['invalid_phone'], language_ids: ['unknown'] },
        PERSONAL_SERVER_FIELDS,
      ),
    ).toMatchObject({
      fields: { first_name: ['invalid_name'], last_name: ['invalid_name'], phone_number: ['invalid_phone'], language_entry: ['unknown'] },
    })
  })
})
