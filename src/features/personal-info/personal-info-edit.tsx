import { useSignedIn } from '../../ui/signed-in'
import { PersonalEditForm } from './personal-edit-form'
import type { PersonalInfoData } from './personal-info-data'
import { StoreEditForm } from './store-edit-form'
import '../../ui/kit.css'
import './personal-info.css'

/** /personal-info/edit: the store info form for a store, the personal info form for an individual (account_type). */
export function PersonalInfoEdit({ data, onSaved, onCancel }: { data: PersonalInfoData; onSaved: () => void; onCancel: () => void }) {
  const consultant = useSignedIn().login.customer_data
  return consultant.account_type === 'store' ? (
    <StoreEditForm data={data} consultant={consultant} onSaved={onSaved} onCancel={onCancel} />
  ) : (
    <PersonalEditForm data={data} consultant={consultant} onSaved={onSaved} onCancel={onCancel} />
  )
}
