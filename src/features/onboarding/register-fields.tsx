import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Input } from '@chakra-ui/react/input'
import { fieldErrorText } from '../../ui/form/field-error'
import { FormField } from '../../ui/form/form-field'
import { PHONE_MASK } from '../../ui/form/mask'
import { PHONE_EXAMPLE } from '../../ui/form/phone-example'
import { MaskedInput } from '../../ui/form/masked-input'
import { RadioField } from '../../ui/form/radio-field'
import { SelectField } from '../../ui/form/select-field'
import { optionsOf, PlaceFields, type PlaceLists } from '../../forms/place-fields'
import { useReferenceList } from '../../forms/use-reference-list'
import type { FieldErrors } from '../../../machines/form.machine'
import { localDayOf } from '../../domain/periods'
import type { RegisterField, RegisterValues } from './register-values'
import type { NamedList } from '../../api/schemas/reference'

/** Where the form's lists come from (the route provides them with the client). */
export interface RegisterLists extends PlaceLists {
  channels: () => Promise<NamedList['data']>
}

export interface RegisterFieldsProps {
  lists: RegisterLists
  values: RegisterValues
  /** Error codes by field (the form machine's). */
  fieldErrors: FieldErrors
  onChange: (changes: Partial<RegisterValues>) => void
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="ui-stack onboarding-form">
      <h2 className="ui-heading" data-size="lg">
        {title}
      </h2>
      <div className="onboarding-grid">{children}</div>
    </section>
  )
}

/** The register form's fields, in sections; the lists (regions, their cities, channels) come from `lists`. */
export function RegisterFields({ lists, values, fieldErrors, onChange }: RegisterFieldsProps) {
  const { t, i18n } = useLingui()
  const errorOf = (field: RegisterField) => fieldErrorText(i18n, fieldErrors[field])
  const channels = useReferenceList(lists.channels, 'recruitment-channels')

  /** The server judges the full name (invalid_name on both fields): fixing either name clears it on both. */
  const changeName = (field: 'first_name' | 'last_name', value: string) => {
    const other = field === 'first_name' ? 'last_name' : 'first_name'
    const fullNameError = fieldErrors[other]?.includes('invalid_name') ?? false
    onChange(fullNameError ? { [field]: value, [other]: values[other] } : { [field]: value })
  }
  const text = (field: RegisterField) => ({
    value: String(values[field]),
    onChange: (event: { currentTarget: { value: string } }) => onChange({ [field]: event.currentTarget.value }),
  })

  return (
    <div className="ui-stack onboarding-fields">
      <RadioField
        label={t`Account type`}
        value={values.account_type}
        onChange={(account_type) => onChange({ account_type })}
        options={[
          { value: 'consultant', label: t`Individual consultant` },
          { value: 'store', label: t`Store` },
        ]}
        required
      />

      <Section title={<Trans>About you</Trans>}>
        <FormField label={t`First name`} error={errorOf('first_name')} required>
          <Input value={values.first_name} onChange={(e) => changeName('first_name', e.currentTarget.value)} autoComplete="given-name" />
        </FormField>
        <FormField label={t`Last name`} error={errorOf('last_name')} required>
          <Input value={values.last_name} onChange={(e) => changeName('last_name', e.currentTarget.value)} autoComplete="family-name" />
        </FormField>
        <FormField label={t`Email`} error={errorOf('email')} required>
          <Input type="email" {...text('email')} autoComplete="email" dir="ltr" _rtl={{ textAlign: 'right' }} />
        </FormField>
        <FormField label={t`Phone number`} error={errorOf('phone_number')} required>
          <MaskedInput mask={PHONE_MASK} value={values.phone_number} onValueChange={(phone_number) => onChange({ phone_number })} autoComplete="tel-national" placeholder={PHONE_EXAMPLE} />
        </FormField>
        <RadioField
          label={t`Gender`}
          value={values.gender}
          onChange={(gender) => onChange({ gender })}
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
      </Section>

      <Section title={<Trans>Where you live</Trans>}>
        <PlaceFields values={values} onChange={onChange} lists={lists} errorOf={errorOf} />
        <FormField label={t`Address`} error={errorOf('address')} required>
          <Input {...text('address')} autoComplete="street-address" />
        </FormField>
      </Section>

      <Section title={<Trans>How you heard of us</Trans>}>
        <SelectField
          label={t`Recruitment channel`}
          placeholder={t`Choose how you heard of us`}
          value={values.recruitment_channel_id}
          onChange={(recruitment_channel_id) => onChange({ recruitment_channel_id })}
          options={optionsOf(channels.entries)}
          source={channels}
          error={errorOf('recruitment_channel_id')}
          required
        />
      </Section>

      {values.account_type === 'store' ? (
        <Section title={<Trans>Your store</Trans>}>
          <FormField label={t`Store name`} error={errorOf('store_name')} required>
            <Input {...text('store_name')} autoComplete="organization" />
          </FormField>
          <FormField label={t`ID number`} error={errorOf('id_card_number')} required>
            <Input {...text('id_card_number')} dir="ltr" _rtl={{ textAlign: 'right' }} />
          </FormField>
          <FormField label={t`Tax ID number`} error={errorOf('tax_id_number')} helper={<Trans>Without spaces</Trans>} required>
            <Input {...text('tax_id_number')} dir="ltr" _rtl={{ textAlign: 'right' }} />
          </FormField>
        </Section>
      ) : null}
    </div>
  )
}
