import { Trans, useLingui } from '@lingui/react/macro'
import { Input } from '@chakra-ui/react/input'
import type { Consultant } from '../../api'
import { country } from '../../config/country'
import { useFormMachine } from '../../forms/use-form-machine'
import { DraftNotice } from '../../ui/form/draft-notice'
import { fieldErrorText } from '../../ui/form/field-error'
import { FormField } from '../../ui/form/form-field'
import { createFormMachine } from '../../../machines/form.machine'
import { ImageField } from './image-field'
import { LocationField } from './location-field'
import { EditFormEnd, FormSection, type EditFormProps } from './personal-edit-form'
import { initialStoreValues, STORE_SERVER_FIELDS, storeBody, validateStore, type StoreValues } from './personal-info-values'

const storeForm = createFormMachine<StoreValues, Consultant>(validateStore)

const maxBytes = country.imageLimitKb * 1024

/** Edit store info: the store, its owner, their pictures and the store's location (PUT ewoks/consultants/{id}). */
export function StoreEditForm({ data, consultant, onSaved, onCancel }: EditFormProps) {
  const { t, i18n } = useLingui()
  const form = useFormMachine(storeForm, {
    initial: () => initialStoreValues(consultant),
    submit: (values) => data.save(storeBody(values), STORE_SERVER_FIELDS),
    onDone: onSaved,
    draft: 'store-info',
  })
  const { values, fieldErrors, change } = form
  const errorOf = (field: keyof StoreValues) => fieldErrorText(i18n, fieldErrors[field])
  const text = (field: 'store_name' | 'id_card_number' | 'tax_id_number') => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => change({ [field]: event.currentTarget.value }),
  })
  const changeName = (field: 'first_name' | 'last_name', value: string) => {
    const other = field === 'first_name' ? 'last_name' : 'first_name'
    const fullNameError = fieldErrors[other]?.includes('invalid_name') ?? false
    change(fullNameError ? { [field]: value, [other]: values[other] } : { [field]: value })
  }
  const image = (field: 'id_card_picture' | 'store_photo' | 'profile_picture', label: string) => (
    <ImageField name={field} label={label} value={values[field]} onChange={(url) => change({ [field]: url })} upload={data.upload} maxBytes={maxBytes} error={errorOf(field)} />
  )

  return (
    <form onSubmit={form.onSubmit} noValidate className="ui-stack personal-form" data-testid="store-form">
      <DraftNotice shown={form.restored} submit={<Trans>Save</Trans>} />
      <p className="ui-muted">
        <Trans>Fields marked with * are required.</Trans>
      </p>
      <FormSection title={<Trans>Your store</Trans>}>
        <FormField label={t`Store name`} error={errorOf('store_name')} required>
          <Input {...text('store_name')} autoComplete="organization" />
        </FormField>
        <FormField label={t`Owner's first name`} error={errorOf('first_name')} required>
          <Input value={values.first_name} onChange={(e) => changeName('first_name', e.currentTarget.value)} autoComplete="given-name" />
        </FormField>
        <FormField label={t`Owner's last name`} error={errorOf('last_name')} required>
          <Input value={values.last_name} onChange={(e) => changeName('last_name', e.currentTarget.value)} autoComplete="family-name" />
        </FormField>
        <FormField label={t`ID number`} error={errorOf('id_card_number')} required>
          <Input {...text('id_card_number')} dir="ltr" _rtl={{ textAlign: 'right' }} />
        </FormField>
        <FormField label={t`Tax ID number`} error={errorOf('tax_id_number')} helper={<Trans>Without spaces</Trans>} required>
          <Input {...text('tax_id_number')} dir="ltr" _rtl={{ textAlign: 'right' }} />
        </FormField>
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

      <EditFormEnd form={form} onCancel={onCancel} />
    </form>
  )
}
