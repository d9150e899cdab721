import { memo } from 'react'
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
 * name clears it on both. Each field is drawn apart with its own value and error, so a letter redraws one field.
 */
export function PersonFields({ fields, values, fieldErrors, onChange, owner = false }: PersonFieldsProps) {
  const { i18n } = useLingui()
  return (
    <>
      {fields.map((name) => {
        const other: PersonFieldControlProps['pairedField'] = name === 'first_name' ? 'last_name' : name === 'last_name' ? 'first_name' : undefined
        // The other name goes along with a fix while the server's invalid_name stands on it.
        const pairedName = other && fieldErrors[other]?.includes('invalid_name') ? { field: other, value: values[other] ?? '' } : null
        return (
          <PersonFieldControl
            key={name}
            name={name}
            value={values[name] ?? ''}
            error={fieldErrorText(i18n, fieldErrors[name])}
            onChange={onChange}
            owner={owner}
            pairedField={pairedName?.field}
            pairedValue={pairedName?.value}
          />
        )
      })}
    </>
  )
}

interface PersonFieldControlProps {
  readonly name: PersonFieldsProps['fields'][number]
  readonly value: string
  readonly error: string | undefined
  readonly onChange: PersonFieldsProps['onChange']
  readonly owner: boolean
  /** The other name and its value, sent along with this one (the server's invalid_name is on both). */
  readonly pairedField: 'first_name' | 'last_name' | undefined
  readonly pairedValue: string | undefined
}

/** One person's field; redrawn only when its own props change (the form's `change` is the same on every render). */
const PersonFieldControl = memo(function PersonFieldControl({ name, value, error, onChange, owner, pairedField, pairedValue }: PersonFieldControlProps) {
  const { t } = useLingui()
  const text = (clean = (typed: string) => typed) => ({
    value,
    onChange: (event: { currentTarget: { value: string } }) => onChange({ [name]: clean(event.currentTarget.value) }),
  })
  switch (name) {
    case 'first_name':
    case 'last_name':
      return (
        <FormField
          label={name === 'first_name' ? (owner ? t`Owner's first name` : t`First name`) : owner ? t`Owner's last name` : t`Last name`}
          error={error}
          required
        >
          <Input
            value={value}
            // A direction control typed or pasted in a name is dropped.
            onChange={(e) => {
              const typed = stripBidiControls(e.currentTarget.value)
              onChange(pairedField ? { [name]: typed, [pairedField]: pairedValue ?? '' } : { [name]: typed })
            }}
            autoComplete={name === 'first_name' ? 'given-name' : 'family-name'}
          />
        </FormField>
      )
    case 'email':
      return (
        <FormField label={t`Email`} error={error} required>
          <Input type="email" {...text()} autoComplete="email" {...ltr} />
        </FormField>
      )
    case 'phone_number':
      return (
        <FormField label={t`Phone number`} error={error} required>
          <MaskedInput
            mask={PHONE_MASK}
            value={value}
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
          value={value as Gender | ''}
          onChange={(gender) => onChange({ gender })}
          options={[
            { value: 'female', label: t`Female` },
            { value: 'male', label: t`Male` },
          ]}
          error={error}
          required
        />
      )
    case 'birthday':
      return (
        <FormField label={t`Date of birth`} error={error} required>
          <Input type="date" {...text()} min="1900-01-01" max={localDayOf()} autoComplete="bday" />
        </FormField>
      )
    case 'address':
      return (
        <FormField label={t`Address`} error={error} required>
          <Input {...text()} autoComplete="street-address" />
        </FormField>
      )
    case 'store_name':
      return (
        <FormField label={t`Store name`} error={error} required>
          <Input {...text(stripBidiControls)} autoComplete="organization" />
        </FormField>
      )
    case 'id_card_number':
      return (
        <FormField label={t`ID number`} error={error} required>
          <Input {...text()} {...ltr} />
        </FormField>
      )
    case 'tax_id_number':
      return (
        <FormField label={t`Tax ID number`} error={error} helper={<Trans>Without spaces</Trans>} required>
          <Input {...text()} {...ltr} />
        </FormField>
      )
  }
})

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
  const { i18n } = useLingui()
  return (
    <ChannelSelect list={list} value={values.recruitment_channel_id} error={fieldErrorText(i18n, fieldErrors.recruitment_channel_id)} onChange={onChange} />
  )
}

/** The channel's select, redrawn only when its own props change. */
const ChannelSelect = memo(function ChannelSelect({
  list,
  value,
  error,
  onChange,
}: {
  readonly list: () => Promise<NamedList['data']>
  readonly value: string
  readonly error: string | undefined
  readonly onChange: (changes: Pick<PersonValues, 'recruitment_channel_id'>) => void
}) {
  const { t } = useLingui()
  const channels = useReferenceList(list, 'recruitment-channels')
  return (
    <SelectField
      label={t`Recruitment channel`}
      placeholder={t`Choose how you heard of us`}
      value={value}
      onChange={(recruitment_channel_id) => onChange({ recruitment_channel_id })}
      options={optionsOf(channels.entries)}
      source={channels}
      error={error}
      required
    />
  )
})
