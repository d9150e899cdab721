import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PersonalInfoScreen } from '../../../features/personal-info/personal-info-screen'

/**
 * Personal info, or store info for a store (account_type). The record is the session's, the one
 * exception to "a screen's data comes from its loader's reads" (docs/architecture.md, "What each
 * route does"): the spec has no read of the consultant besides the login, and a save updates the
 * session (the `session` actor of the system), which the screen renders.
 * Spec section 2 names the screen 'personal info'; a store's is titled as its menu item says.
 */
export const Route = createFileRoute('/_app/personal-info/')({
  staticData: {
    title: (data) => i18n._((data as { store?: boolean } | undefined)?.store ? msg`Store info` : msg`Personal info`),
    toggle: 'personalInfo',
  },
  loader: ({ context }) => ({ store: context.consultant.login.customer_data.account_type === 'store' }),
  component: PersonalInfoScreen,
})
