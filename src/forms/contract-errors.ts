import type * as v from 'valibot'
import type { FieldErrors } from '../../machines/form.machine'

/** Codes the contract's schemas carry as their messages; any other issue is valibot's own words. */
const CONTRACT_CODES = new Set(['required', 'name_length', 'invalid_email', 'invalid_phone', 'no_spaces', 'invalid_account_number'])

/**
 * A form's errors from the issues of a contract schema (the request body's own rules):
 * the first issue of each field, as a code the UI translates. An issue without a code
 * means an empty choice ('required') or a value that is not one of the list ('unknown').
 */
export function contractFieldErrors(issues: readonly v.BaseIssue<unknown>[], valueOf: (field: string) => string): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = String(issue.path?.[0]?.key ?? '')
    if (field === '' || errors[field]) continue
    const code = CONTRACT_CODES.has(issue.message) ? issue.message : valueOf(field).trim() === '' ? 'required' : 'unknown'
    errors[field] = [code]
  }
  return errors
}
