import { GatewayError, isGatewayError } from '../api/errors'

/**
 * The server names some field errors by a property the form splits or renames
 * (full_name is the register form's first and last name, the bank form's account
 * name): a VALIDATION_FAILED comes back with its codes on the form's own fields.
 */
export function onFormFields(error: unknown, fieldsOf: Readonly<Record<string, readonly string[]>>): unknown {
  if (!isGatewayError(error) || error.failure.kind !== 'validationFailed') return error
  const fields: Record<string, string[]> = {}
  for (const [property, codes] of Object.entries(error.failure.fields)) {
    for (const field of fieldsOf[property] ?? [property]) fields[field] = [...(fields[field] ?? []), ...codes]
  }
  return new GatewayError({ ...error.failure, fields })
}
