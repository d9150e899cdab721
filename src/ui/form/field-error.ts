import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { country } from '../../config/country'

/**
 * Field error codes (client rules and the server's VALIDATION_FAILED) and their words
 * (spec section 5). An unknown code falls back to a generic "check this field".
 */
const imageLimitKb = country.imageLimitKb

const MESSAGES: Record<string, MessageDescriptor> = {
  required: msg`This field is required`,
  invalid_email: msg`Email format is not valid`,
  invalid_phone: msg`Phone Number is not valid`,
  not_mtn_momo: msg`Only MTN MoMo numbers can receive mobile money. Please enter an MTN MoMo number.`,
  name_length: msg`Please enter a name between 3 and 100 characters`,
  name_length_arabic: msg`Please enter a name between 3 and 50 characters`,
  invalid_name: msg`This name is not valid`,
  name_mismatch: msg`The account name must match the name registered at the bank`,
  no_spaces: msg`Space is not allowed`,
  no_special_characters: msg`Special characters and leading spaces are not allowed`,
  invalid_account_number: msg`Account Number is not valid`,
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
