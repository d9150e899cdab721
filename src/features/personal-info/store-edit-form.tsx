import { Trans, useLingui } from '@lingui/react/macro'
import type { Consultant } from '../../api'
import { country } from '../../config/country'
import { PersonFields } from '../../forms/person-fields'
import { createFormMachine } from '../../../machines/form.machine'
import { ImageField } from './image-field'
import { LocationField } from './location-field'
import { EditForm, FormSection, useEditForm, type EditFormProps } from './personal-edit-form'
import { initialStoreValues, STORE_SERVER_FIELDS, storeBody, validateStore, type StoreValues } from './personal-info-values'

const storeForm = createFormMachine<StoreValues, Consultant>(validateStore)

const maxBytes = country.imageLimitKb * 1024

/** Edit store info: the store, its owner, their pictures and the store's location (PUT ewoks/consultants/{id}). */
export function StoreEditForm(props: EditFormProps) {
  const { t } = useLingui()
  const form = useEditForm(storeForm, { initial: initialStoreValues, body: storeBody, serverFields: STORE_SERVER_FIELDS, draft: 'store-info' }, props)
  const { data, onCancel } = props
  const { values, fieldErrors, change, errorOf } = form
  const image = (field: 'id_card_picture' | 'store_photo' | 'profile_picture', label: string) => (
    <ImageField
      name={field}
      label={label}
      value={values[field]}
      onChange={(url) => change({ [field]: url })}
      upload={data.upload}
      maxBytes={maxBytes}
      error={errorOf(field)}
    />
  )

  return (
    <EditForm form={form} testId="store-form" onCancel={onCancel}>
      <FormSection title={<Trans>Your store</Trans>}>
        <PersonFields
          fields={['store_name', 'first_name', 'last_name', 'id_card_number', 'tax_id_number']}
          values={values}
          fieldErrors={fieldErrors}
          onChange={change}
          owner
        />
      </FormSection>

      <FormSection title={<Trans>Pictures</Trans>}>
        <p className="ui-muted ui-text-sm personal-grid-note">
          <Trans>JPG or PNG. A large photo from your phone is made smaller before it is sent.</Trans>
        </p>
        {image('id_card_picture', t`Identity picture`)}
        {image('store_photo', t`Front photo of the store`)}
        {image('profile_picture', t`Profile picture`)}
      </FormSection>

      <FormSection title={<Trans>Where your store is</Trans>}>
        <LocationField value={values.geo_location} onChange={(geo_location) => change({ geo_location })} />
      </FormSection>
    </EditForm>
  )
}
