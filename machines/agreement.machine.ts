/**
 * The updated agreement (spec sections 2, 4 and 6; issue 3): when it shows, and
 * accepting it. Accepting is a one-button form, so it is the one form machine
 * (form.machine.ts) with no fields: form.submit sends, failed offers Try again.
 *
 * The app provides `submit` (PUT ewoks/consultants/{id} with updated_jforce_agreement
 * and date_agreement) and `onDone` (session.update with `acceptedAgreementChanges`).
 */
import type { Consultant, LoginData } from '../src/api'
import { createFormMachine } from './form.machine'
import type { LoginChanges } from './session.machine'

/** Nothing to fill in: the consultant only accepts. */
export type AcceptAgreementValues = Record<string, never>

/** Answers the consultant as the gateway saved it. */
export const acceptAgreementMachine = createFormMachine<AcceptAgreementValues, Consultant>(() => ({}))
export type AcceptAgreementMachine = typeof acceptAgreementMachine

/**
 * The sticky banner shows while an updated agreement waits for this consultant: the login
 * carries its content and the consultant has not accepted it. Staff impersonating are
 * never asked (spec section 6).
 */
export function showsAgreementPrompt(login: LoginData | null, impersonating: boolean): boolean {
  return login !== null && !impersonating && login.updated_jforce_agreement_content !== null && !login.customer_data.updated_jforce_agreement
}

/** The session change once the gateway took the acceptance: accepted, and no agreement left to show. */
export function acceptedAgreementChanges(saved: Pick<Consultant, 'date_agreement'>): LoginChanges {
  const date = saved.date_agreement
  return {
    customer_data: { updated_jforce_agreement: true, ...(date ? { date_agreement: date } : {}) },
    updated_jforce_agreement_content: null,
    updated_jforce_agreement_pdf: null,
  }
}
