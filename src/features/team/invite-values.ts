import * as v from 'valibot'
import { InviteRequest } from '../../api'
import { contractFieldErrors } from '../../forms/contract-errors'
import { createFormMachine, type FieldErrors } from '../../../machines/form.machine'

/**
 * Recruiting by e-mail (spec section 5): a consultant can be referred only once; you cannot
 * refer yourself, your team members, your team leader or your team leader's team leader.
 * What the app knows is checked before the call (the address, you, your members once the
 * list is in, your leader); the gateway checks everything again and alone knows who was
 * referred already and who leads your leader. Its refusals come back on the same field.
 */

export interface InviteValues {
  readonly email: string
}

/** The e-mails the app knows, lower case. */
export interface KnownEmails {
  readonly self: string | null
  readonly leader: string | null
  readonly members: readonly string[]
}

const fold = (email: string | null | undefined) => (email ?? '').trim().toLowerCase()

export function validateInvite(values: InviteValues, known: KnownEmails): FieldErrors {
  const parsed = v.safeParse(InviteRequest, { email: values.email })
  if (!parsed.success) return contractFieldErrors(parsed.issues, () => values.email)
  const email = fold(parsed.output.email)
  if (email === fold(known.self)) return { email: ['self'] }
  if (known.members.some((member) => fold(member) === email)) return { email: ['team_member'] }
  if (known.leader && email === fold(known.leader)) return { email: ['team_leader'] }
  return {}
}

/** The form machine of one invite form: its rules read what the app knows at the time of each check. */
export const inviteFormMachine = (known: () => KnownEmails) => createFormMachine<InviteValues, string>((values) => validateInvite(values, known()))

/** What the app knows, updated as it learns more (the members' list arrives); the form's rules read it at each check. */
export function knownEmailsSource(initial: KnownEmails) {
  let current = initial
  return {
    get: (): KnownEmails => current,
    set: (next: KnownEmails) => {
      current = next
    },
  }
}
