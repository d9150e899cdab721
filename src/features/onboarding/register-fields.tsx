import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { RadioField } from '../../ui/form/radio-field'
import { PlaceFields } from '../../forms/place-fields'
import type { ReferenceLists } from '../../forms/reference-lists'
import { ChannelField, PersonFields } from '../../forms/person-fields'
import { fieldErrorText } from '../../ui/form/field-error'
import type { FieldErrors } from '../../../machines/form.machine'
import type { RegisterField, RegisterValues } from './register-values'

/** Where the form's lists come from (the route provides them with the client: referenceLists). */
export type RegisterLists = Pick<ReferenceLists, 'states' | 'cities' | 'channels'>

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
  const person = { values, fieldErrors, onChange }

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
        <PersonFields fields={['first_name', 'last_name', 'email', 'phone_number', 'gender', 'birthday']} {...person} />
      </Section>

      <Section title={<Trans>Where you live</Trans>}>
        <PlaceFields values={values} onChange={onChange} lists={lists} errorOf={errorOf} />
        <PersonFields fields={['address']} {...person} />
      </Section>

      <Section title={<Trans>How you heard of us</Trans>}>
        <ChannelField list={lists.channels} {...person} />
      </Section>

      {values.account_type === 'store' ? (
        <Section title={<Trans>Your store</Trans>}>
          <PersonFields fields={['store_name', 'id_card_number', 'tax_id_number']} {...person} />
        </Section>
      ) : null}
    </div>
  )
}
