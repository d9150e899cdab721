import { msg } from '@lingui/core/macro'
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { isImpersonating } from '../../../../machines/session.selectors'

/**
 * Payment Account and its add and edit screens (toggle paymentMethods, its staticData). Only
 * the owner sees and edits payment details (spec section 6): staff viewing an account are sent
 * home, as the menu hides the entry from them. The root's guard has waited for the session.
 * The list and the add screens have its title; the edit screen names its own.
 */
export const Route = createFileRoute('/_app/payment-method')({
  staticData: { title: msg`Payment account`, toggle: 'paymentMethods' },
  beforeLoad: ({ context }) => {
    if (isImpersonating(context.session.getSnapshot())) throw redirect({ to: '/home', replace: true })
  },
  component: Outlet,
})
