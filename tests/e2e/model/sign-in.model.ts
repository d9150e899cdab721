import { createMachine } from 'xstate'

/**
 * What a person sees across sign-in and onboarding (issue 3), as a test model: no
 * invoke, no delays, only screens and the actions that move between them. Its paths
 * drive the real app in Playwright (sign-in.model.spec.ts). Each persona of the demo
 * sign-in is an event; where it lands is the redirect chain of spec section 4.
 *
 * Back edges: a signed-in consultant signs out, loses the session to a 401, switches the
 * language and back, or accepts the updated agreement from its banner; each lands on a screen
 * the spec names, and signing out leads back to the start of the journey.
 */
export const signInModel = createMachine({
  id: 'signInJourney',
  initial: 'intro',
  states: {
    intro: {
      on: {
        CONNECT: 'signInPage',
        OPEN_IMPERSONATION_LINK: 'introForStaff',
        OPEN_REFERRAL_LINK: 'introWithReferral',
      },
    },
    signInPage: {
      on: {
        PICK_ACTIVE: 'home',
        PICK_MEMBER: 'home',
        PICK_STORE: 'home',
        PICK_SUSPENDED: 'home',
        PICK_UPDATED_AGREEMENT: 'homeWithAgreementBanner',
        PICK_VISITOR: 'join',
        PICK_TERMS: 'agreement',
        PICK_PAYMENT: 'confirmPaymentMethod',
        PICK_BANNED: 'banned',
        PICK_FAILING: 'introWithLoginError',
        RETURN_WITH_FORGED_STATE: 'signInPageAgain',
      },
    },
    introForStaff: { on: { CONNECT: 'signInPageForStaff' } },
    signInPageForStaff: { on: { PICK_STAFF: 'homeImpersonating' } },
    introWithReferral: { on: { CONNECT: 'signInPageWithReferral' } },
    signInPageWithReferral: { on: { PICK_VISITOR: 'joinWithReferral' } },
    home: {
      on: {
        SIGN_OUT: 'signedOut',
        SESSION_EXPIRES: 'signInPageAfterExpiry',
        SWITCH_TO_FRENCH: 'homeInFrench',
      },
    },
    signedOut: { on: { CONNECT: 'signInPage' } },
    // Signed in again, the consultant is back on the page the session ended on (the stored target, spec section 4).
    signInPageAfterExpiry: { on: { PICK_ACTIVE: 'backWhereTheSessionEnded' } },
    backWhereTheSessionEnded: { type: 'final' },
    homeInFrench: { on: { SWITCH_TO_ENGLISH: 'home' } },
    homeWithAgreementBanner: { on: { ACCEPT_UPDATED_AGREEMENT: 'home' } },
    homeImpersonating: { type: 'final' },
    join: { type: 'final' },
    joinWithReferral: { type: 'final' },
    agreement: { type: 'final' },
    confirmPaymentMethod: { type: 'final' },
    banned: { type: 'final' },
    introWithLoginError: { type: 'final' },
    signInPageAgain: { type: 'final' },
  },
})

/** The persona key on the demo sign-in page for each PICK_ event. */
export const PERSONA_OF_EVENT: Record<string, string> = {
  PICK_ACTIVE: 'active',
  PICK_MEMBER: 'member',
  PICK_STORE: 'store',
  PICK_SUSPENDED: 'suspended',
  PICK_UPDATED_AGREEMENT: 'agreement',
  PICK_VISITOR: 'visitor',
  PICK_TERMS: 'terms',
  PICK_PAYMENT: 'payment',
  PICK_BANNED: 'banned',
  PICK_FAILING: 'failing',
  PICK_STAFF: 'staff',
}
