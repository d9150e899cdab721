import { GatewayError, toFailure, type GatewayFailure } from '../api/errors'
import { onFormFields } from './server-fields'

/** Tests: the failure a form gets when the server refuses `call` with these field errors, moved onto the form's fields by `fieldsOf`. */
export function refusedOnForm(call: string, fields: Record<string, string[]>, fieldsOf: Readonly<Record<string, readonly string[]>>): GatewayFailure {
  return toFailure(onFormFields(new GatewayError({ kind: 'validationFailed', call, fields }), fieldsOf))
}
