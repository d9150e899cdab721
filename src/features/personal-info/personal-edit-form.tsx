import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Input } from '@chakra-ui/react/input'
import type { Consultant, Named } from '../../api'
import { country } from '../../config/country'
import { localDayOf } from '../../domain/periods'
import { useFormMachine } from '../../forms/use-form-machine'
import { optionsOf, PlaceFields } from '../../forms/place-fields'
import { useReferenceList } from '../../forms/use-reference-list'
import { Button } from '../../ui/button'
import { DraftNotice } from '../../ui/form/draft-notice'
import { fieldErrorText } from '../../ui/form/field-error'
import { FormField } from '../../ui/form/form-field'
import { PHONE_MASK } from '../../ui/form/mask'
import { PHONE_EXAMPLE } from '../../ui/form/phone-example'
import { MaskedInput } from '../../ui/form/masked-input'
import { RadioField } from '../../ui/form/radio-field'
import { SelectField } from '../../ui/form/select-field'
import { SubmitFailure } from '../../ui/form/submit-failure'
import { createFormMachine } from '../../../machines/form.machine'
import { LanguagesField } from './languages-field'
import type { PersonalInfoData } from './personal-info-data'
import { initialPersonalValues, PERSONAL_SERVER_FIELDS, personalBody, validatePersonal, type PersonalValues } from './personal-info-values'

const personalForm = createFormMachine<PersonalValues, Consultant>(validatePersonal)

export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="ui-card ui-stack personal-form-section">
      <h2 className="ui-heading ui-card-title">{title}</h2>
      <div className="personal-grid">{children}</div>
    </section>
  )
}

export interface EditFormProps {
  data: PersonalInfoData
  consultant: Consultant
  onSaved: () => void
  onCancel: () => void
}

/** Some errors are on fields this form shows nowhere (the server may name any): say so, so a save never fails silently. */
function FieldsNeedAttention({ errors }: { errors: Record<string, string[]> }) {
  if (!Object.values(errors).some((codes) => codes.length > 0)) return null
  return (
    <p role="alert" className="ui-alert" data-status="error" data-testid="form-errors">
      <Trans>Some fields need your attention: see the messages above.</Trans>
    </p>
  )
}

/**
 * The end of both edit forms: what needs attention, a failed send with Try again, Save, and Cancel
 * (which discards the draft of what was typed before leaving).
 */
export function EditFormEnd({ form, onCancel }: { form: EditFormState; onCancel: () => void }) {
  const { t } = useLingui()
  return (
    <>
      <FieldsNeedAttention errors={form.status === 'editing' ? form.fieldErrors : {}} />
      {form.status === 'failed' && form.failure ? <SubmitFailure failure={form.failure} onRetry={form.retry} /> : null}
      <div className="ui-row personal-actions" data-wrap="">
        <Button type="submit" size="lg" loading={form.status === 'submitting'} loadingText={t`Saving…`}>
          <Trans>Save</Trans>
        </Button>
        <Button
          variant="ghost"
          size="lg"
          onClick={() => {
            form.discard()
            onCancel()
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </>
  )
}

type EditFormState = Pick<ReturnType<typeof useFormMachine<object, unknown>>, 'status' | 'fieldErrors' | 'failure' | 'retry' | 'discard'>

/** Edit personal info: an individual's own record (PUT ewoks/consultants/{id}). */
export function PersonalEditForm({ data, consultant, onSaved, onCancel }: EditFormProps) {
  const { t, i18n } = useLingui()
  const form = useFormMachine(personalForm, {
    initial: () => initialPersonalValues(consultant),
    submit: (values) => data.save(personalBody(values), PERSONAL_SERVER_FIELDS),
    onDone: onSaved,
    draft: 'personal-info',
  })
  const { values, fieldErrors, change } = form
  const errorOf = (field: keyof PersonalValues) => fieldErrorText(i18n, fieldErrors[field])
  const channels = useReferenceList(data.lists.channels, 'recruitment-channels')
  const languages = useReferenceList<Named>(data.lists.languages, 'languages')

  /** The server judges the full name (invalid_name on both fields): fixing either name clears it on both. */
  const changeName = (field: 'first_name' | 'last_name', value: string) => {
    const other = field === 'first_name' ? 'last_name' : 'first_name'
    const fullNameError = fieldErrors[other]?.includes('invalid_name') ?? false
    change(fullNameError ? { [field]: value, [other]: values[other] } : { [field]: value })
  }
  const text = (field: 'email' | 'birthday' | 'address' | 'kra_pin') => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => change({ [field]: event.currentTarget.value }),
  })

  return (
    <form onSubmit={form.onSubmit} noValidate className="ui-stack personal-form" data-testid="personal-form">
      <DraftNotice shown={form.restored} submit={<Trans>Save</Trans>} />
      <p className="ui-muted">
        <Trans>Fields marked with * are required.</Trans>
      </p>
      <FormSection title={<Trans>About you</Trans>}>
        <FormField label={t`First name`} error={errorOf('first_name')} required>
          <Input value={values.first_name} onChange={(e) => changeName('first_name', e.currentTarget.value)} autoComplete="given-name" />
        </FormField>
        <FormField label={t`Last name`} error={errorOf('last_name')} required>
          <Input value={values.last_name} onChange={(e) => changeName('last_name', e.currentTarget.value)} autoComplete="family-name" />
        </FormField>
        <RadioField
          label={t`Gender`}
          value={values.gender}
          onChange={(gender) => change({ gender })}
          options={[
            { value: 'female', label: t`Female` },
            { value: 'male', label: t`Male` },
          ]}
          error={errorOf('gender')}
          required
        />
        <FormField label={t`Date of birth`} error={errorOf('birthday')} required>
          <Input type="date" {...text('birthday')} min="1900-01-01" max={localDayOf()} autoComplete="bday" />
        </FormField>
        {country.features.taxPin ? (
          <FormField label={t`Tax PIN`} error={errorOf('kra_pin')} helper={<Trans>Without spaces</Trans>}>
            <Input {...text('kra_pin')} dir="ltr" _rtl={{ textAlign: 'right' }} />
          </FormField>
        ) : null}
      </FormSection>

      <FormSection title={<Trans>How to reach you</Trans>}>
        <FormField label={t`Email`} error={errorOf('email')} required>
          <Input type="email" {...text('email')} autoComplete="email" dir="ltr" _rtl={{ textAlign: 'right' }} />
        </FormField>
        <FormField label={t`Phone number`} error={errorOf('phone_number')} required>
          <MaskedInput mask={PHONE_MASK} value={values.phone_number} onValueChange={(phone_number) => change({ phone_number })} autoComplete="tel-national" placeholder={PHONE_EXAMPLE} />
        </FormField>
        <FormField label={t`WhatsApp number`} error={errorOf('whatsapp_number')}>
          <MaskedInput mask={PHONE_MASK} value={values.whatsapp_number} onValueChange={(whatsapp_number) => change({ whatsapp_number })} placeholder={PHONE_EXAMPLE} />
        </FormField>
      </FormSection>

      <FormSection title={<Trans>Where you live</Trans>}>
        <PlaceFields values={values} onChange={change} lists={data.lists} errorOf={errorOf} />
        <FormField label={t`Address`} error={errorOf('address')} required>
          <Input {...text('address')} autoComplete="street-address" />
        </FormField>
      </FormSection>

      <FormSection title={<Trans>More about you</Trans>}>
        <SelectField
          label={t`Recruitment channel`}
          placeholder={t`Choose how you heard of us`}
          value={values.recruitment_channel_id}
          onChange={(recruitment_channel_id) => change({ recruitment_channel_id })}
          options={optionsOf(channels.entries)}
          source={channels}
          error={errorOf('recruitment_channel_id')}
          required
        />
        <LanguagesField chosen={values.languages} entry={values.language_entry} error={errorOf('language_entry')} list={languages} onChange={change} />
      </FormSection>

      <EditFormEnd form={form} onCancel={onCancel} />
    </form>
  )
}
