/**
 * Digit masks (spec section 9: phone 4-3-4, bank account 3-3-4). The value is
 * the digits only; the grouping is display. Pure functions, for the masked
 * input and for showing stored numbers.
 */
import { toAsciiDigits } from '../../domain/digits'

/** Phone numbers: 0244 123 4567. */
export const PHONE_MASK = [4, 3, 4] as const
/** Bank account numbers: 123 456 7890. */
export const BANK_ACCOUNT_MASK = [3, 3, 4] as const

export type Mask = readonly number[]

const SEPARATOR = ' '

/** The digits of `text` (any script), at most as many as the mask holds. */
export function digitsOf(text: string, mask: Mask): string {
  return toAsciiDigits(text).replace(/\D/g, '').slice(0, maskLength(mask))
}

export const maskLength = (mask: Mask) => mask.reduce((sum, size) => sum + size, 0)

/** `digits` grouped by the mask: formatDigits('02441234567', PHONE_MASK) is '0244 123 4567'. */
export function formatDigits(digits: string, mask: Mask): string {
  const groups: string[] = []
  let start = 0
  for (const size of mask) {
    if (start >= digits.length) break
    groups.push(digits.slice(start, start + size))
    start += size
  }
  // Digits beyond the mask (a number stored in another format) stay visible.
  if (start < digits.length) groups.push(digits.slice(start))
  return groups.join(SEPARATOR)
}

/** Where the caret goes in the formatted text to sit right after the `count`-th digit. */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0
  let seen = 0
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] ?? '')) seen += 1
    if (seen === count) return i + 1
  }
  return formatted.length
}

/** How many digits come before `position` in `text`. */
export const digitsBefore = (text: string, position: number) => toAsciiDigits(text.slice(0, position)).replace(/\D/g, '').length

export interface MaskEdit {
  digits: string
  /** Caret in the formatted value. */
  caret: number
}

/**
 * What an edit of the formatted text means: the new digits and where the caret goes.
 * Deleting only a separator (Backspace or Delete next to a space) deletes the digit
 * beyond it instead, so the caret never gets stuck on a space.
 */
export function applyEdit(previousDigits: string, typed: string, caret: number, mask: Mask, inputType: string | undefined): MaskEdit {
  let digits = digitsOf(typed, mask)
  let before = Math.min(digitsBefore(typed, caret), digits.length)
  if (digits === previousDigits && typed.length < formatDigits(previousDigits, mask).length) {
    if (inputType === 'deleteContentBackward' && before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before)
      before -= 1
    } else if (inputType === 'deleteContentForward') {
      digits = digits.slice(0, before) + digits.slice(before + 1)
    }
  }
  return { digits, caret: caretAfterDigits(formatDigits(digits, mask), before) }
}
