import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { refusedOnForm } from '../../forms/server-fields.fixtures'
import { fieldErrorText } from '../../ui/form/field-error'
import { digitsOf, PHONE_MASK } from '../../ui/form/mask'
import { makeConsultant } from '../../../machines/fixtures'
import {
  BANK_SERVER_FIELDS,
  bankTransferValuesOf,
  initialBankTransfer,
  initialMobileMoney,
  mobileMoneyValuesOf,
  parseBankTransfer,
  parseMobileMoney,
  validateBankTransfer,
  validateMobileMoney,
} from './payment-method-values'

describe('payment method forms (BankTransferBody, MobileMoneyBody)', () => {
  const kwame = makeConsultant({ first_name: 'Kwame', last_name: 'Addo', phone_number: '02441234567' })

  it('start with the registered name (the bank compares with it) and the phone digits', () => {
    expect(initialBankTransfer(kwame)).toEqual({ bank: '', account_name: 'Kwame Addo', account_number: '' })
    expect(initialMobileMoney(kwame)).toEqual({ full_name: 'Kwame Addo', phone_number: '02441234567' })
  })

  it('bank transfer: bank, account name and a 10-digit account number', () => {
    expect(parseBankTransfer({ bank: '', account_name: '', account_number: '' })).toEqual({
      ok: false,
      errors: { bank: ['required'], account_name: ['required'], account_number: ['required'] },
    })
    expect(parseBankTransfer({ bank: '3', account_name: 'Kwame Addo', account_number: '12345' })).toEqual({
      ok: false,
      errors: { account_number: ['invalid_account_number'] },
    })
    expect(parseBankTransfer({ bank: '3', account_name: ' Kwame Addo ', account_number: '1234567890' })).toEqual({
      ok: true,
      method: { type: 'bank_transfer', body: { bank: 3, account_name: 'Kwame Addo', account_number: '1234567890' } },
    })
  })

  it('mobile money: full name of 3 to 100 characters and an 11-digit phone', () => {
    expect(parseMobileMoney({ full_name: 'Al', phone_number: '0244' })).toEqual({
      ok: false,
      errors: { full_name: ['name_length'], phone_number: ['invalid_phone'] },
    })
    expect(parseMobileMoney({ full_name: 'Kwame Addo', phone_number: '02441234567' })).toEqual({
      ok: true,
      method: { type: 'mobile_money', body: { full_name: 'Kwame Addo', phone_number: '02441234567' } },
    })
  })
})

describe('mobile money with the MTN MoMo rule on (country.mobileMoneyPrefixes)', () => {
  const mtn = ['024', '025', '053', '054', '055', '059']
  it.each([
    ['02441234567', mtn, undefined],
    ['02012345678', mtn, ['not_mtn_momo']],
    ['02012345678', [], undefined],
    // A number too short keeps the contract's own message first.
    ['0201', mtn, ['invalid_phone']],
    ['', mtn, ['required']],
  ])('%s with %o → %o', (phone, prefixes, expected) => {
    expect(validateMobileMoney({ full_name: 'Ama Mensah', phone_number: phone }, prefixes).phone_number).toEqual(expected)
  })

  it('refuses to send a number of another network, with the name rules still checked', () => {
    expect(parseMobileMoney({ full_name: 'Al', phone_number: '02012345678' }, mtn)).toEqual({
      ok: false,
      errors: { full_name: ['name_length'], phone_number: ['not_mtn_momo'] },
    })
    expect(parseMobileMoney({ full_name: 'Ama Mensah', phone_number: '05912345678' }, mtn)).toMatchObject({ ok: true })
  })

  it('this build (multi) takes any network', () => {
    expect(validateMobileMoney({ full_name: 'Ama Mensah', phone_number: '02012345678' })).toEqual({})
  })

  it('says what a valid number looks like: each refusal’s message carries an example the form then takes', () => {
    i18n.activate('en')
    const tooShort = fieldErrorText(i18n, validateMobileMoney({ full_name: 'Ama Mensah', phone_number: '0244 12' }, mtn).phone_number)
    const otherNetwork = fieldErrorText(i18n, validateMobileMoney({ full_name: 'Ama Mensah', phone_number: '02012345678' }, mtn).phone_number)
    for (const message of [tooShort, otherNetwork]) {
      const example = /like \u2066([\d\u00a0]+)\u2069\./.exec(message ?? '')?.[1]
      expect(example, message).toMatch(/^\d{4}\u00a0\d{3}\u00a0\d{4}$/)
      expect(validateMobileMoney({ full_name: 'Ama Mensah', phone_number: digitsOf(example ?? '', PHONE_MASK) }, mtn)).toEqual({})
    }
  })
})

describe("the server's field errors on the bank form", () => {
  it("puts full_name on the account name, next to the account name's own codes", () => {
    expect(refusedOnForm('POST payment-methods', { full_name: ['invalid_name'], account_name: ['name_mismatch'] }, BANK_SERVER_FIELDS)).toMatchObject({
      fields: { account_name: ['invalid_name', 'name_mismatch'] },
    })
  })
})

describe('holder names (spec section 5: 3 to 100 characters, 3 to 50 in Arabic)', () => {
  const arabic = (n: number) => 'ك'.repeat(n)
  it.each([
    ['Al', ['name_length']],
    ['Ama', undefined],
    ['A'.repeat(100), undefined],
    ['A'.repeat(101), ['name_length']],
    [arabic(2), ['name_length_arabic']],
    [arabic(3), undefined],
    [arabic(50), undefined],
    [arabic(51), ['name_length_arabic']],
    ['   ', ['required']],
  ])('%s → %o', (name, expected) => {
    expect(validateMobileMoney({ full_name: name, phone_number: '02441234567' }).full_name).toEqual(expected)
    expect(validateBankTransfer({ bank: '1', account_name: name, account_number: '1234567890' }).account_name).toEqual(expected)
  })
})

describe('editing an account', () => {
  it('starts from what the account holds, digits only', () => {
    expect(
      bankTransferValuesOf({
        type: 'bank_transfer',
        id: 1,
        updated_at: '2026-01-01T00:00:00Z',
        bank: { id: 4, name: 'Ecobank' },
        account_name: 'Ama Mensah',
        account_number: '123 456 7890',
      }),
    ).toEqual({ bank: '4', account_name: 'Ama Mensah', account_number: '1234567890' })
    expect(
      mobileMoneyValuesOf({ type: 'mobile_money', id: 2, updated_at: '2026-01-01T00:00:00Z', full_name: 'Ama Mensah', phone_number: '0244 123 4567' }),
    ).toEqual({
      full_name: 'Ama Mensah',
      phone_number: '02441234567',
    })
  })
})
