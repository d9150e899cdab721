import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { country } from '../../config/country'
import { whole } from '../../i18n/format'
import { MOBILE_MONEY_EXAMPLE, PHONE_EXAMPLE } from './phone-example'

/**
 * Field error codes (client rules and the server's VALIDATION_FAILED) and their words
 * (spec section 5). An unknown code falls back to a generic "check this field".
 */
const imageLimitKb = country.imageLimitKb

/**
 * A number kept whole inside a sentence of either direction: left to right (Unicode's LRI … PDI),
 * so in an Arabic message "0244 123 4567" does not read "4567 123 0244", and on one line
 * (no-break spaces between its groups). These messages are plain text (a field's error), where
 * no element can isolate it.
 */
const wholeNumber = (text: string) => `\u2066${whole(text)}\u2069`
/** A valid number of the build's form, for the invalid phone number messages (src/ui/form/phone-example.ts). */
const example = wholeNumber(PHONE_EXAMPLE)
const momoExample = wholeNumber(MOBILE_MONEY_EXAMPLE)

const MESSAGES: Record<string, MessageDescriptor> = {
  required: msg`This field is required`,
  invalid_email: msg`Email format is not valid`,
  // The spec's words (section 5), then the form expected.
  invalid_phone: msg`Phone number is not valid. Enter a number like ${example}.`,
  not_mtn_momo: msg`Only MTN MoMo numbers can receive mobile money. Please enter an MTN MoMo number, like ${momoExample}.`,
  name_length: msg`Please enter a name between 3 and 100 characters`,
  name_length_arabic: msg`Please enter a name between 3 and 50 characters`,
  invalid_name: msg`This name is not valid`,
  name_mismatch: msg`The account name must match the name registered at the bank`,
  no_spaces: msg`Space is not allowed`,
  no_special_characters: msg`Special characters and leading spaces are not allowed`,
  invalid_account_number: msg`Account number is not valid`,
  already_registered: msg`This e-mail address is already registered`,
  unknown: msg`Please choose a value from the list`,
  not_in_state: msg`This city is not in the chosen region`,
  invalid_type: msg`Only JPG or PNG images are allowed`,
  too_large: msg`Image size should not be greater than ${imageLimitKb} KB`,
  must_accept: msg`You must agree to the JForce terms and conditions to proceed`,
  already_referred: msg`This consultant has already been referred`,
  self: msg`You cannot refer yourself`,
  team_member: msg`This person is already in your team`,
  team_leader: msg`You cannot refer your team leader`,
  team_leader_leader: msg`You cannot refer your team leader's team leader`,
  invalid_date: msg`This date is not valid`,
  image_metadata: msg`This picture still carries camera data (such as where it was taken). Choose it again.`,
}

const FALLBACK = msg`Please check this field`

/** The first error of a field, in the user's language, or undefined when it has none. */
export function fieldErrorText(i18n: I18n, codes: readonly string[] | undefined): string | undefined {
  const code = codes?.[0]
  if (!code) return undefined
  return i18n._(MESSAGES[code] ?? FALLBACK)
}
