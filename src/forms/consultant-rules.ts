/**
 * The consultant's field rules (spec section 5) that the register form and the personal/store
 * info edit forms share. The contract's schemas (ConsultantCreate, ConsultantUpdate in
 * src/api/schemas/consultant.ts) hold the rules both the client and the gateway check; these add
 * what a form says beyond them: which words an Arabic name's length error takes, a date of birth
 * in the past, the store's required fields, and the multi-value entry rule.
 */
import * as v from 'valibot'
import type { FieldErrors } from '../../machines/form.machine'
import { toAsciiDigits } from '../domain/digits'
import { contractFieldErrors } from './contract-errors'

/** Any letter of the Arabic script: such a name is 3 to 50 characters (spec section 5), not 3 to 100. */
export const ARABIC = /[\u0600-\u06FF]/

/** Store accounts must give these (spec section 5: store name, ID number and tax ID number). */
export const STORE_FIELDS = ['store_name', 'id_card_number', 'tax_id_number'] as const

/**
 * A form's values checked with a contract schema: the parsed body, or the first error code of
 * each field. `valueOf` reads what the consultant typed, to tell an empty field from a wrong one.
 */
export function checkWith<S extends v.GenericSchema>(
  schema: S,
  candidate: unknown,
  valueOf: (field: string) => string,
): { output: v.InferOutput<S> | null; errors: FieldErrors } {
  const parsed = v.safeParse(schema, candidate)
  return parsed.success ? { output: parsed.output, errors: {} } : { output: null, errors: contractFieldErrors(parsed.issues, valueOf) }
}

/** Adds `code` to a field that has no error yet (the first error of a field is the one shown). */
export function addError(errors: FieldErrors, field: string, code: string): void {
  if (!errors[field]?.length) errors[field] = [code]
}

/** A name's length error in Arabic script names the Arabic bounds (3 to 50). */
export function arabicNameLengths(errors: FieldErrors, names: Readonly<Record<string, string>>): void {
  for (const [field, value] of Object.entries(names)) {
    if (errors[field]?.[0] === 'name_length' && ARABIC.test(value)) errors[field] = ['name_length_arabic']
  }
}

/** YYYY-MM-DD naming a day of the calendar (the ISO pattern alone lets 2001-02-30 through). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth
}

/** A date of birth: a real calendar date, not after today. */
export function birthdayErrors(errors: FieldErrors, birthday: string, today: string): void {
  if (errors.birthday?.[0] === 'unknown') errors.birthday = ['invalid_date']
  if (birthday !== '' && (birthday > today || !isCalendarDate(birthday))) addError(errors, 'birthday', 'invalid_date')
}

/** The store's own fields are required for a store account. */
export function storeFieldErrors(errors: FieldErrors, values: Readonly<Record<(typeof STORE_FIELDS)[number], string>>): void {
  for (const field of STORE_FIELDS) if (values[field].trim() === '') addError(errors, field, 'required')
}

/**
 * One entry of a multi-value field (a language typed to add to the list): no leading space and
 * no special characters (spec section 5). Letters of any script, digits, and single spaces,
 * hyphens or apostrophes between them are fine; spaces at the end are trimmed by the form.
 * Answers the error code, or null when the entry is fine (an empty entry is nothing to check).
 */
export function multiValueEntryError(entry: string): 'no_special_characters' | null {
  if (entry === '') return null
  if (/^\s/.test(entry)) return 'no_special_characters'
  return /^[\p{L}\p{M}\p{N}]+(?:[ '’-][\p{L}\p{M}\p{N}]+)*$/u.test(entry.trimEnd()) ? null : 'no_special_characters'
}

/**
 * Mobile money on the build's networks only (spec section 5: one build takes MTN MoMo numbers
 * only; src/config/country.ts `mobileMoneyPrefixes`). The number is read as its digits, so a
 * masked entry (0244 123 4567) and Arabic-Indic digits count the same; an empty list takes any
 * number. Answers the error code, or null when the number is fine (or not yet a number to check:
 * an empty one is the required rule's business).
 */
export function mobileMoneyNetworkError(phone: string, prefixes: readonly string[]): 'not_mtn_momo' | null {
  const digits = toAsciiDigits(phone).replace(/\D/g, '')
  if (prefixes.length === 0 || digits === '') return null
  return prefixes.some((prefix) => digits.startsWith(prefix)) ? null : 'not_mtn_momo'
}
