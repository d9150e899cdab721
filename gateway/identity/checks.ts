/**
 * Simulated server-side checks. The real gateway rejects some values that pass
 * the form's own validation; the spec names the properties phone_number and
 * full_name for those VALIDATION_FAILED answers. The demo gateway rejects:
 * - the phone number 00000000000 → { phone_number: ['invalid_phone'] }
 * - a full name containing "Invalid" → { full_name: ['invalid_name'] }
 * so that tests and demos can reach the server-side field errors.
 */
export const REJECTED_PHONE = '00000000000'
export const REJECTED_NAME_PART = 'Invalid'

export function serverChecks(input: { full_name?: string | null; phone_numbers?: readonly (string | null | undefined)[] }): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {}
  if (input.phone_numbers?.some((p) => p !== null && p !== undefined && p.replace(/\D/g, '') === REJECTED_PHONE)) {
    errors.phone_number = ['invalid_phone']
  }
  if (input.full_name?.includes(REJECTED_NAME_PART)) errors.full_name = ['invalid_name']
  return Object.keys(errors).length > 0 ? errors : null
}

/** Names compared the way a bank compares them: case-insensitive, spaces collapsed. */
export const sameName = (a: string, b: string) => normalize(a) === normalize(b)
const normalize = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()
