import { describe, expect, it } from 'vitest'
import { refusedOnForm } from '../../forms/server-fields.fixtures'
import { makeConsultant } from '../../../machines/fixtures'
import { initialRegisterValues, parseRegister, REGISTER_SERVER_FIELDS, type RegisterValues } from './register-values'
import { validRegisterValues } from './register-values.fixtures'

const today = '2026-11-21'

const valid = validRegisterValues

const errorsOf = (values: RegisterValues) => {
  const result = parseRegister(values, null, today)
  return result.ok ? {} : result.errors
}

describe('register form rules (ConsultantCreate)', () => {
  it('sends names without direction controls (a name prefilled or restored with them)', () => {
    const result = parseRegister({ ...valid, first_name: '\u202eYaw\u202c', last_name: '\u2067Asante\u2069' }, null, today)
    expect(result.ok && [result.body.first_name, result.body.last_name]).toEqual(['Yaw', 'Asante'])
  })

  it('prefills names, e-mail and phone digits from the marketplace profile', () => {
    const values = initialRegisterValues(makeConsultant({ first_name: 'Ama', last_name: 'Mensah', email: 'ama@example.com', phone_number: '0244-123-4567' }))
    expect(values).toMatchObject({ first_name: 'Ama', last_name: 'Mensah', email: 'ama@example.com', phone_number: '02441234567', account_type: 'consultant' })
  })

  it('builds the POST consultants body: ids as numbers, trimmed text, the referral, no store fields', () => {
    const result = parseRegister({ ...valid, first_name: '  Yaw ', district: '' }, 'EXT-1001', today)
    expect(result).toEqual({
      ok: true,
      body: {
        account_type: 'consultant',
        first_name: 'Yaw',
        last_name: 'Asante',
        email: 'yaw@example.com',
        phone_number: '02441234567',
        gender: 'male',
        birthday: '1995-03-02',
        state_id: 1,
        city_id: 101,
        address: '12 Oxford Street',
        recruitment_channel_id: 2,
        referral: 'EXT-1001',
      },
    })
  })

  it('marks every empty required field', () => {
    const empty = initialRegisterValues(null)
    expect(errorsOf(empty)).toEqual({
      first_name: ['required'],
      last_name: ['required'],
      email: ['required'],
      phone_number: ['required'],
      gender: ['required'],
      birthday: ['required'],
      state_id: ['required'],
      city_id: ['required'],
      address: ['required'],
      recruitment_channel_id: ['required'],
    })
  })

  it('names: 3 to 100 characters, Arabic 3 to 50', () => {
    expect(errorsOf({ ...valid, first_name: 'Al' })).toEqual({ first_name: ['name_length'] })
    expect(errorsOf({ ...valid, last_name: 'x'.repeat(101) })).toEqual({ last_name: ['name_length'] })
    expect(errorsOf({ ...valid, first_name: 'x'.repeat(100) })).toEqual({})
    expect(errorsOf({ ...valid, first_name: 'ليلى', last_name: 'ح'.repeat(51) })).toEqual({ last_name: ['name_length_arabic'] })
    expect(errorsOf({ ...valid, last_name: 'حداد' })).toEqual({})
  })

  it('e-mail format, phone digits and a date of birth in the past', () => {
    expect(errorsOf({ ...valid, email: 'yaw@' })).toEqual({ email: ['invalid_email'] })
    expect(errorsOf({ ...valid, phone_number: '0244123' })).toEqual({ phone_number: ['invalid_phone'] })
    expect(errorsOf({ ...valid, birthday: '2027-01-01' })).toEqual({ birthday: ['invalid_date'] })
  })

  it('store accounts need store name, ID number and a tax ID number without spaces', () => {
    const store: RegisterValues = { ...valid, account_type: 'store' }
    expect(errorsOf(store)).toEqual({ store_name: ['required'], id_card_number: ['required'], tax_id_number: ['required'] })
    expect(errorsOf({ ...store, store_name: 'Yaw Phones', id_card_number: 'GHA-1', tax_id_number: 'P001 234' })).toEqual({ tax_id_number: ['no_spaces'] })
    const result = parseRegister({ ...store, store_name: 'Yaw Phones', id_card_number: 'GHA-1', tax_id_number: 'P001234' }, null, today)
    expect(result.ok && result.body).toMatchObject({ store_name: 'Yaw Phones', id_card_number: 'GHA-1', tax_id_number: 'P001234' })
  })
})

describe("the server's field errors on the register form", () => {
  it('puts full_name on both name fields and keeps the others', () => {
    expect(refusedOnForm('POST consultants', { full_name: ['invalid_name'], phone_number: ['invalid_phone'] }, REGISTER_SERVER_FIELDS)).toMatchObject({
      fields: { first_name: ['invalid_name'], last_name: ['invalid_name'], phone_number: ['invalid_phone'] },
    })
  })
})
