import { describe, expect, it } from 'vitest'
import { GatewayError, toFailure } from '../../api/errors'
import { REGISTER_SERVER_FIELDS } from './register-values'
import { BANK_SERVER_FIELDS } from './payment-method-values'
import { onFormFields } from './server-fields'

const refused = (fields: Record<string, string[]>) => new GatewayError({ kind: 'validationFailed', call: 'POST consultants', fields })

describe('server field errors on the form fields', () => {
  it('puts full_name on both register name fields and keeps the others', () => {
    const error = onFormFields(refused({ full_name: ['invalid_name'], phone_number: ['invalid_phone'] }), REGISTER_SERVER_FIELDS)
    expect(toFailure(error)).toEqual({
      kind: 'validationFailed',
      call: 'POST consultants',
      fields: { first_name: ['invalid_name'], last_name: ['invalid_name'], phone_number: ['invalid_phone'] },
    })
  })

  it("puts full_name on the bank form's account name, next to its own codes", () => {
    const error = onFormFields(refused({ full_name: ['invalid_name'], account_name: ['name_mismatch'] }), BANK_SERVER_FIELDS)
    expect(toFailure(error)).toMatchObject({ fields: { account_name: ['invalid_name', 'name_mismatch'] } })
  })

  it('leaves other failures alone', () => {
    const timeout = new GatewayError({ kind: 'timeout', call: 'POST consultants' })
    expect(onFormFields(timeout, REGISTER_SERVER_FIELDS)).toBe(timeout)
  })
})
