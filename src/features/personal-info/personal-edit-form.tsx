import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Input } from '@chakra-ui/react/input'
import type { Consultant, ConsultantUpdate, Named } from '../../api'
import { toAsciiDigits } from '../../domain/digits'
import { country } from '../../config/country'
import { useFormMachine } from '../../forms/use-form-machine'
import { ChannelField, PersonFields } from '../../forms/person-fields'
import { PlaceFields } from '../../forms/place-fields'
import { useReferenceList } from '../../forms/use-reference-list'
import { Button } from '../../ui/button'
import { DraftNotice } from '../../ui/form/draft-notice'
import { fieldErrorText } from '../../ui/form/field-error'
import { FormField } from '../../ui/form/form-field'
import { PHONE_MASK } from '../../ui/form/mask'
import { PHONE_EXAMPLE } from '../../ui/form/phone-example'
import { MaskedInput } from '../../ui/form/masked-input'
import { SubmitFailure } from '../../ui/form/submit-failure'
import { createFormMachine, type FormMachine } from '../../../machines/form.machine'
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
 * Both edit forms around their sections: the draft notice and what is required, then what needs attention, a
 * failed send with Try again, Save, and Cancel (which discards the draft of what was typed before leaving).
 */
export function EditForm({ form, testId, onCancel, children }: { form: EditFormState; testId: string; onCancel: () => void; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <form onSubmit={form.onSubmit} noValidate className="ui-stack personal-form" data-testid={testId}>
      <DraftNotice shown={form.restored} submit={<Trans>Save</Trans>} />
      <p className="ui-muted">
        <Trans>Fields marked with * are required.</Trans>
      </p>
      {children}
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
    </form>
  )
}

type EditFormState = Pick<
  ReturnType<typeof useFormMachine<object, unknown>>,
  'onSubmit' | 'restored' | 'status' | 'fieldErrors' | 'failure' | 'retry' | 'discard'
>

/** What an edit form saves: its values from the consultant, the body they make, the server's fields it splits or renames, its draft's name. */
interface EditFormRules<V> {
  initial: (consultant: Consultant) => V
  body: (values: V) => ConsultantUpdate
  serverFields: Readonly<Record<string, readonly string[]>>
  draft: string
}

/** Both edit forms' machine: it starts from the consultant, saves through `data.save` (PUT ewoks/consultants/{id}) and says when it is saved. */
export function useEditForm<V extends object>(machine: FormMachine<V, Consultant>, rules: EditFormRules<V>, { data, consultant, onSaved }: EditFormProps) {
  const { i18n } = useLingui()
  const form = useFormMachine(machine, {
    initial: () => rules.initial(consultant),
    submit: (values) => data.save(rules.body(values), rules.serverFields),
    onDone: onSaved,
    draft: rules.draft,
  })
  return { ...form, errorOf: (field: keyof V & string) => fieldErrorText(i18n, form.fieldErrors[field]) }
}

/** Edit personal info: an individual's own record (PUT ewoks/consultants/{id}). */
export function PersonalEditForm(props: EditFormProps) {
  const { t } = useLingui()
  const form = useEditForm(
    personalForm,
    { initial: initialPersonalValues, body: personalBody, serverFields: PERSONAL_SERVER_FIELDS, draft: 'personal-info' },
    props,
  )
  const { data, onCancel } = props
  const { values, fieldErrors, change, errorOf } = form
  const languages = useReferenceList<Named>(data.lists.languages, 'languages')
  const person = { values, fieldErrors, onChange: change }

  return (
    <EditForm form={form} testId="personal-form" onCancel={onCancel}>
      <FormSection title={<Trans>About you</Trans>}>
        <PersonFields fields={['first_name', 'last_name', 'gender', 'birthday']} {...person} />
        {country.features.taxPin ? (
          <FormField label={t`Tax PIN`} error={errorOf('kra_pin')} helper={<Trans>Without spaces</Trans>}>
            <Input value={values.kra_pin} onChange={(e) => change({ kra_pin: toAsciiDigits(e.currentTarget.value) })} dir="ltr" _rtl={{ textAlign: 'right' }} />
          </FormField>
        ) : null}
      </FormSection>

      <FormSection title={<Trans>How to reach you</Trans>}>
        <PersonFields fields={['email', 'phone_number']} {...person} />
        <FormField label={t`WhatsApp number`} error={errorOf('whatsapp_number')}>
          <MaskedInput
            mask={PHONE_MASK}
            value={values.whatsapp_number}
            onValueChange={(whatsapp_number) => change({ whatsapp_number })}
            placeholder={PHONE_EXAMPLE}
          />
        </FormField>
      </FormSection>

      <FormSection title={<Trans>Where you live</Trans>}>
        <PlaceFields values={values} onChange={change} lists={data.lists} errorOf={errorOf} />
        <PersonFields fields={['address']} {...person} />
      </FormSection>

      <FormSection title={<Trans>More about you</Trans>}>
        <ChannelField list={data.lists.channels} {...person} />
        <LanguagesField chosen={values.languages} entry={values.language_entry} error={errorOf('language_entry')} list={languages} onChange={change} />
      </FormSection>
    </EditForm>
  )
}
