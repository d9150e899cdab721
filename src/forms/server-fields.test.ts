import { describe, expect, it } from 'vitest'
import { GatewayError, toFailure } from '../api/errors'
import { onFormFields } from './server-fields'

const refused = (fields: Record<string, string[]>) => new GatewayError({ kind: 'validationFailed', call: 'POST consultants', fields })

describe('server field errors on the form fields', () => {
  it('puts a property the form splits on each of its fields and keeps the others', () => {
    const error = onFormFields(refused({ full_name: ['invalid_name'], phone_number: ['invalid_phone'] }), { full_name: ['first_name', 'last_name'] })
    expect(toFailure(error)).toEqual({
      kind: 'validationFailed',
      call: 'POST consultants',
      fields: { first_name: ['invalid_name'], last_name: ['invalid_name'], phone_number: ['invalid_phone'] },
    })
  })

  it('puts a renamed property on its field, next to its own codes', () => {
    const error = onFormFields(refused({ full_name: ['invalid_name'], account_name: ['name_mismatch'] }), { full_name: ['account_name'] })
    expect(toFailure(error)).toMatchObject({ fields: { account_name: ['invalid_name', 'name_mismatch'] } })
  })

  it('leaves other failures alone', () => {
    const timeout = new GatewayError({ kind: 'timeout', call: 'POST consultants' })
    expect(onFormFields(timeout, { full_name: ['first_name', 'last_name'] })).toBe(timeout)
  })
})
