import { Fragment, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Input } from '@chakra-ui/react/input'
import type { Gender } from '../api/schemas/consultant'
import type { NamedList } from '../api/schemas/reference'
import { localDayOf } from '../domain/periods'
import { stripBidiControls } from '../domain/text'
import { fieldErrorText } from '../ui/form/field-error'
import { FormField } from '../ui/form/form-field'
import { PHONE_MASK } from '../ui/form/mask'
import { MaskedInput } from '../ui/form/masked-input'
import { PHONE_EXAMPLE } from '../ui/form/phone-example'
import { RadioField } from '../ui/form/radio-field'
import { SelectField } from '../ui/form/select-field'
import type { FieldErrors } from '../../machines/form.machine'
import { optionsOf } from './place-fields'
import { useReferenceList } from './use-reference-list'

/** The fields about a person (or a store and its owner) that the register form and the personal and store info forms share. */
export interface PersonValues {
  readonly first_name: string
  readonly last_name: string
  readonly email: string
  /** Digits only (the masked input shows 0244 123 4567). */
  readonly phone_number: string
  readonly gender: Gender | ''
  /** YYYY-MM-DD, or '' before one is picked. */
  readonly birthday: string
  readonly address: string
  readonly store_name: string
  readonly id_card_number: string
  readonly tax_id_number: string
  /** The list's id as the select holds it ('' for none). */
  readonly recruitment_channel_id: string
}

export type PersonField = keyof PersonValues

export interface PersonFieldsProps {
  /** Which fields, in their order (a form's values hold at least these). */
  readonly fields: readonly Exclude<PersonField, 'recruitment_channel_id'>[]
  readonly values: Partial<PersonValues>
  /** Error codes by field (the form machine's). */
  readonly fieldErrors: FieldErrors
  readonly onChange: (changes: Partial<PersonValues>) => void
  /** A store's form: the names are its owner's. */
  readonly owner?: boolean
}

/** Left to right whatever the page's direction (an e-mail, an ID), still starting on the right in Arabic. */
const ltr = { dir: 'ltr', _rtl: { textAlign: 'right' } } as const

/**
 * The person's fields a form asks for, in the order given: names, e-mail, phone, gender, date of birth, address,
 * the store's name and numbers. The server judges the full name (invalid_name on both fields): fixing either
 * name clears it on both. A direction control typed or pasted in a name is dropped (stripBidiControls).
 */
export function PersonFields({ fields, values, fieldErrors, onChange, owner = false }: PersonFieldsProps) {
  const { t, i18n } = useLingui()
  const errorOf = (field: PersonField) => fieldErrorText(i18n, fieldErrors[field])
  const changeName = (field: 'first_name' | 'last_name', typed: string) => {
    const value = stripBidiControls(typed)
    const other = field === 'first_name' ? 'last_name' : 'first_name'
    const fullNameError = fieldErrors[other]?.includes('invalid_name') ?? false
    onChange(fullNameError ? { [field]: value, [other]: values[other] ?? '' } : { [field]: value })
  }
  const text = (field: 'email' | 'birthday' | 'address' | 'store_name' | 'id_card_number' | 'tax_id_number', clean = (typed: string) => typed) => ({
    value: values[field] ?? '',
    onChange: (event: { currentTarget: { value: string } }) => onChange({ [field]: clean(event.currentTarget.value) }),
  })

  const field = (name: PersonFieldsProps['fields'][number]): ReactNode => {
    switch (name) {
      case 'first_name':
      case 'last_name':
        return (
          <FormField
            label={name === 'first_name' ? (owner ? t`Owner's first name` : t`First name`) : owner ? t`Owner's last name` : t`Last name`}
            error={errorOf(name)}
            required
          >
            <Input
              value={values[name] ?? ''}
              onChange={(e) => changeName(name, e.currentTarget.value)}
              autoComplete={name === 'first_name' ? 'given-name' : 'family-name'}
            />
          </FormField>
        )
      case 'email':
        return (
          <FormField label={t`Email`} error={errorOf('email')} required>
            <Input type="email" {...text('email')} autoComplete="email" {...ltr} />
          </FormField>
        )
      case 'phone_number':
        return (
          <FormField label={t`Phone number`} error={errorOf('phone_number')} required>
            <MaskedInput
              mask={PHONE_MASK}
              value={values.phone_number ?? ''}
              onValueChange={(phone_number) => onChange({ phone_number })}
              autoComplete="tel-national"
              placeholder={PHONE_EXAMPLE}
            />
          </FormField>
        )
      case 'gender':
        return (
          <RadioField
            label={t`Gender`}
            value={values.gender ?? ''}
            onChange={(gender) => onChange({ gender })}
            options={[
              { value: 'female', label: t`Female` },
              { value: 'male', label: t`Male` },
            ]}
            error={errorOf('gender')}
            required
          />
        )
      case 'birthday':
        return (
          <FormField label={t`Date of birth`} error={errorOf('birthday')} required>
            <Input type="date" {...text('birthday')} min="1900-01-01" max={localDayOf()} autoComplete="bday" />
          </FormField>
        )
      case 'address':
        return (
          <FormField label={t`Address`} error={errorOf('address')} required>
            <Input {...text('address')} autoComplete="street-address" />
          </FormField>
        )
      case 'store_name':
        return (
          <FormField label={t`Store name`} error={errorOf('store_name')} required>
            <Input {...text('store_name', stripBidiControls)} autoComplete="organization" />
          </FormField>
        )
      case 'id_card_number':
        return (
          <FormField label={t`ID number`} error={errorOf('id_card_number')} required>
            <Input {...text('id_card_number')} {...ltr} />
          </FormField>
        )
      case 'tax_id_number':
        return (
          <FormField label={t`Tax ID number`} error={errorOf('tax_id_number')} helper={<Trans>Without spaces</Trans>} required>
            <Input {...text('tax_id_number')} {...ltr} />
          </FormField>
        )
    }
  }

  return (
    <>
      {fields.map((name) => (
        <Fragment key={name}>{field(name)}</Fragment>
      ))}
    </>
  )
}

/** How the consultant heard of us: the recruitment channels' list, loaded when the field shows. */
export function ChannelField({
  list,
  values,
  fieldErrors,
  onChange,
}: {
  readonly list: () => Promise<NamedList['data']>
  readonly values: Pick<PersonValues, 'recruitment_channel_id'>
  readonly fieldErrors: FieldErrors
  readonly onChange: (changes: Pick<PersonValues, 'recruitment_channel_id'>) => void
}) {
  const { t, i18n } = useLingui()
  const channels = useReferenceList(list, 'recruitment-channels')
  return (
    <SelectField
      label={t`Recruitment channel`}
      placeholder={t`Choose how you heard of us`}
      value={values.recruitment_channel_id}
      onChange={(recruitment_channel_id) => onChange({ recruitment_channel_id })}
      options={optionsOf(channels.entries)}
      source={channels}
      error={fieldErrorText(i18n, fieldErrors.recruitment_channel_id)}
      required
    />
  )
}
