/**
 * WhatsApp's click-to-chat links (https://wa.me/<number>). wa.me takes the number in its full
 * international form, digits only: the country code, then the national number without its
 * trunk 0, and no +, 00, spaces, dashes or brackets. A local number (02097132257) opens no
 * chat, so every WhatsApp link of the app is made here, with the country code of the signed-in
 * consultant's login (`phone_country_code`, '+233').
 *
 * What the number may look like (people type and store numbers in every way):
 * - local, with its trunk 0 (0244 123 4567) or without it (244 123 4567): the code goes first;
 * - already international: +233 24 412 3456, 00233 24 412 3456, or the code without + (233244123456),
 *   also with the trunk 0 kept after the code (+233 (0)24 412 3456, 233 0244 123 4567), which goes;
 * - spaces (also no-break ones), dashes, dots, slashes and brackets between the digits, and the
 *   invisible direction marks a right-to-left page may have wrapped it in;
 * - Arabic-Indic (٠–٩) and Extended Arabic-Indic (۰–۹) digits.
 * Anything else (letters, an extension, a + in the middle, too few or too many digits for a
 * phone number) cannot be a number to chat with: null, and the screen shows no WhatsApp link.
 */
import { toAsciiDigits } from './digits'
import { followableHref } from './safe-url'
import { wellFormed } from './text'

/** A country calling code: 1 to 3 digits, never starting with 0 (ITU-T E.164). */
const CALLING_CODE = /^[1-9]\d{0,2}$/
/** The whole international number: at most 15 digits (E.164); fewer than 8 is no phone number. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/
/** A number that starts with the code carries it when at least this many digits follow. */
const NATIONAL_MIN = 7

/** The digits of a country code as the login gives it ('+233', '233', '00233'), or null when it is none. */
export function callingCodeOf(code: string | null | undefined): string | null {
  const text = toAsciiDigits(code ?? '')
    .trim()
    .replace(/^(\+|00)/, '')
  return CALLING_CODE.test(text) ? text : null
}

/**
 * wa.me's digits for `phone`, with `countryCode` for a number written the local way; null when
 * it cannot be a number (or is local and the country code is missing).
 */
export function whatsappNumber(phone: string | null | undefined, countryCode: string | null | undefined): string | null {
  const text = toAsciiDigits(phone ?? '')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\(0\)/g, '')
    .replace(/[\s.\-/()]/g, '')
  if (!/^\+?\d+$/.test(text)) return null
  const code = callingCodeOf(countryCode)
  let digits: string
  if (text.startsWith('+')) digits = text.slice(1)
  else if (text.startsWith('00')) digits = text.slice(2)
  else if (code !== null && text.startsWith(code) && text.length - code.length >= NATIONAL_MIN) digits = text
  else if (code === null) return null
  else digits = code + text.replace(/^0/, '')
  // The trunk 0 kept after our own code (233 0244 123 4567) is not part of the number.
  if (code !== null && digits.startsWith(`${code}0`)) digits = code + digits.slice(code.length + 1)
  return INTERNATIONAL.test(digits) ? digits : null
}

/** The chat link for `phone` (https://wa.me/233244123456), or null when there is none to make. */
export function whatsappUrl(phone: string | null | undefined, countryCode: string | null | undefined): string | null {
  const number = whatsappNumber(phone, countryCode)
  return number === null ? null : `https://wa.me/${number}`
}

/**
 * The chat link for `phone` with `text` pre-filled (https://wa.me/233244123456?text=…), or null
 * when there is no number to chat with or the link would be longer than the app follows (2,048
 * characters: an Arabic letter takes 6). The text is percent-encoded whole (encodeURIComponent:
 * `&`, `#`, `?`, line breaks, Arabic; half an emoji as U+FFFD rather than a URIError), and the
 * address is checked by the app's rule for addresses it follows (src/domain/safe-url.ts).
 */
export function whatsappMessageUrl(phone: string | null | undefined, countryCode: string | null | undefined, text: string): string | null {
  const chat = whatsappUrl(phone, countryCode)
  return chat === null ? null : followableHref(`${chat}?text=${encodeURIComponent(wellFormed(text))}`, null)
}
