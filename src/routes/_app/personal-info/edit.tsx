import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { PersonalInfoEdit } from '../../../features/personal-info/personal-info-edit'
import { loadChakra } from '../../../ui/system-store'
import { isImpersonating } from '../../../../machines/session.selectors'
import { providePersonalInfo } from '../-data/personal-info'

/**
 * Edit personal info, or edit store info for a store. Staff viewing an account read it only
 * (they are sent back to the view). The form controls are Chakra's: its chunk loads here.
 */
export const Route = createFileRoute('/_app/personal-info/edit')({
  staticData: {
    title: (data) => i18n._((data as { store?: boolean } | undefined)?.store ? msg`Edit store info` : msg`Edit personal info`),
    toggle: 'personalInfo',
  },
  beforeLoad: ({ context }) => {
    if (isImpersonating(context.session.getSnapshot())) throw redirect({ to: '/personal-info', replace: true })
  },
  loader: async ({ context }) => {
    await loadChakra()
    // No read of its own (the form's reference lists are its fields' actors): the writes ride in the loader's data.
    return {
      store: context.consultant.login.customer_data.account_type === 'store',
      data: providePersonalInfo(context.client, context.session),
    }
  },
  component: EditRoute,
})

function EditRoute() {
  const { data } = Route.useLoaderData()
  const navigate = useNavigate()
  return <PersonalInfoEdit data={data} onSaved={() => void navigate({ to: '/personal-info' })} onCancel={() => void navigate({ to: '/personal-info' })} />
}
