import type { ReactNode } from 'react'
import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Input } from '@chakra-ui/react/input'
import type { Consultant } from '../../api/schemas/consultant'
import type { PaymentMethod, PaymentMethodBody } from '../../api/schemas/payment-methods'
import type { NamedList } from '../../api/schemas/reference'
import { country } from '../../config/country'
import { Button } from '../../ui/button'
import { DraftNotice } from '../../ui/form/draft-notice'
import { fieldErrorText } from '../../ui/form/field-error'
import { FormField } from '../../ui/form/form-field'
import { BANK_ACCOUNT_MASK, PHONE_MASK } from '../../ui/form/mask'
import { MOBILE_MONEY_EXAMPLE } from '../../ui/form/phone-example'
import { MaskedInput } from '../../ui/form/masked-input'
import { SelectField } from '../../ui/form/select-field'
import { SubmitFailure } from '../../ui/form/submit-failure'
import { Isolate } from '../../ui/isolate'
import { useFormMachine } from '../../forms/use-form-machine'
import { useReferenceList } from '../../forms/use-reference-list'
import './payment-methods.css'
import { createFormMachine, type FieldErrors } from '../../../machines/form.machine'
import type { ResourceActor } from '../../../machines/resource.machine'
import {
  BANK_SERVER_FIELDS,
  bankTransferValuesOf,
  initialBankTransfer,
  initialMobileMoney,
  mobileMoneyValuesOf,
  parseBankTransfer,
  parseMobileMoney,
  paymentMethodBody,
  validateBankTransfer,
  validateMobileMoney,
  type BankTransferValues,
  type MobileMoneyValues,
} from './payment-method-values'

const bankTransferForm = createFormMachine<BankTransferValues, PaymentMethod>(validateBankTransfer)
const mobileMoneyForm = createFormMachine<MobileMoneyValues, PaymentMethod>(validateMobileMoney)

/**
 * POST the method (the route provides it with the client); the server's field errors come back on the named fields.
 * `idempotencyKey`: the same when the same account is sent again (Try again after a timeout), so it is added once.
 */
export type AddPaymentMethod = (
  method: PaymentMethodBody,
  serverFields?: Readonly<Record<string, readonly string[]>>,
  idempotencyKey?: string,
) => Promise<PaymentMethod>

/** What the route's loader provides the payment-method screens with (src/routes/-data/onboarding.ts): reads as running actors, writes as functions. */
export interface PaymentMethodsData {
  /** The consultant's payment accounts (`screen:/confirm-payment-method:methods`). */
  methods: ResourceActor<readonly PaymentMethod[]>
  /** Adds an account for the signed-in consultant; server field errors land on the form's fields. */
  add: AddPaymentMethod
  /** The banks to choose from. */
  loadBanks: LoadBanks
}

type LoadBanks = () => Promise<NamedList['data']>

export interface AddPaymentMethodProps {
  add: AddPaymentMethod
  /** The signed-in consultant: the forms start from their name and phone. */
  owner: Consultant | null
  /** The account is saved. */
  onAdded: (method: PaymentMethod) => void
  /** Editing: the account as it is (the form starts from it); `add` then saves the changes. */
  existing?: PaymentMethod | null
  /** The submit button's words ('Save and continue' by default: onboarding goes on after it). */
  submitLabel?: ReactNode
}

/** While the account is sent: a spinner and 'Saving…', the button disabled. */
function SaveButton({ submitting, label }: { submitting: boolean; label?: ReactNode }) {
  const { t } = useLingui()
  return (
    <Button type="submit" size="lg" className="payment-methods-submit" loading={submitting} loadingText={t`Saving…`}>
      {label ?? <Trans>Save and continue</Trans>}
    </Button>
  )
}

/** What the frame of an account form reads of its form machine (the same for both kinds of account). */
type AccountFormState = Pick<ReturnType<typeof useFormMachine<object, PaymentMethod>>, 'onSubmit' | 'restored' | 'status' | 'failure' | 'retry'>

/** Both account forms: a kept draft's notice, the kind's fields, a failed send's message and the save button. */
function AccountForm({ form, submitLabel, children }: { form: AccountFormState; submitLabel?: ReactNode; children: ReactNode }) {
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <div className="ui-stack payment-methods-form">
        <DraftNotice shown={form.restored} submit={submitLabel ?? <Trans>Save and continue</Trans>} />
        {children}
        {form.status === 'failed' && form.failure ? <SubmitFailure failure={form.failure} onRetry={form.retry} /> : null}
        <SaveButton submitting={form.status === 'submitting'} label={submitLabel} />
      </div>
    </form>
  )
}

/** The draft of a new account of a kind (onboarding's and /payment-method's add are one), or of the account edited. */
const draftName = (type: PaymentMethod['type'], existing: PaymentMethod | null | undefined) =>
  existing?.type === type ? `payment-method:${existing.id}` : `payment-method:new-${type}`

const errorTextOf = (i18n: I18n, errors: FieldErrors) => (field: string) => fieldErrorText(i18n, errors[field])

/** A bank account: bank, account name (as registered at the bank) and the 3-3-4 account number. */
export function BankTransferForm({ add, owner, onAdded, loadBanks, existing, submitLabel }: AddPaymentMethodProps & { loadBanks: LoadBanks }) {
  const { t, i18n } = useLingui()
  const banks = useReferenceList(loadBanks, 'banks')
  const form = useFormMachine(bankTransferForm, {
    initial: () => (existing?.type === 'bank_transfer' ? bankTransferValuesOf(existing) : initialBankTransfer(owner)),
    submit: (values, idempotencyKey) => add(paymentMethodBody(parseBankTransfer(values)), BANK_SERVER_FIELDS, idempotencyKey),
    onDone: onAdded,
    draft: draftName('bank_transfer', existing),
  })
  const errorOf = errorTextOf(i18n, form.fieldErrors)
  return (
    <AccountForm form={form} submitLabel={submitLabel}>
      <SelectField
        label={t`Bank`}
        placeholder={t`Choose your bank`}
        value={form.values.bank}
        onChange={(bank) => form.change({ bank })}
        options={banks.entries.map((bank) => ({ value: String(bank.id), label: bank.name }))}
        source={banks}
        error={errorOf('bank')}
        required
      />
      <FormField label={t`Account name`} error={errorOf('account_name')} helper={<Trans>As registered at your bank</Trans>} required>
        <Input value={form.values.account_name} onChange={(e) => form.change({ account_name: e.currentTarget.value })} autoComplete="name" />
      </FormField>
      <FormField label={t`Account number`} error={errorOf('account_number')} required>
        <MaskedInput
          mask={BANK_ACCOUNT_MASK}
          value={form.values.account_number}
          onValueChange={(account_number) => form.change({ account_number })}
          placeholder="123 456 7890"
        />
      </FormField>
    </AccountForm>
  )
}

/**
 * Beside the phone field while the build takes MTN MoMo numbers only (country.mobileMoneyPrefixes):
 * the rule and the prefixes, so the consultant knows before sending. The form shows nothing when any network goes.
 */
function MobileMoneyNetworks({ prefixes }: { prefixes: readonly string[] }) {
  const { i18n } = useLingui()
  const starts = <Isolate>{new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(prefixes)}</Isolate>
  return <Trans>MTN MoMo numbers only: the number starts with {starts}.</Trans>
}

/** A mobile money account: the holder's full name and the 4-3-4 phone number. */
export function MobileMoneyForm({ add, owner, onAdded, existing, submitLabel }: AddPaymentMethodProps) {
  const { t, i18n } = useLingui()
  const form = useFormMachine(mobileMoneyForm, {
    initial: () => (existing?.type === 'mobile_money' ? mobileMoneyValuesOf(existing) : initialMobileMoney(owner)),
    submit: (values, idempotencyKey) => add(paymentMethodBody(parseMobileMoney(values)), {}, idempotencyKey),
    onDone: onAdded,
    draft: draftName('mobile_money', existing),
  })
  const errorOf = errorTextOf(i18n, form.fieldErrors)
  return (
    <AccountForm form={form} submitLabel={submitLabel}>
      <FormField label={t`Full name`} error={errorOf('full_name')} required>
        <Input value={form.values.full_name} onChange={(e) => form.change({ full_name: e.currentTarget.value })} autoComplete="name" />
      </FormField>
      <FormField
        label={t`Phone number`}
        error={errorOf('phone_number')}
        helper={country.mobileMoneyPrefixes.length > 0 ? <MobileMoneyNetworks prefixes={country.mobileMoneyPrefixes} /> : undefined}
        required
      >
        <MaskedInput
          mask={PHONE_MASK}
          value={form.values.phone_number}
          onValueChange={(phone_number) => form.change({ phone_number })}
          autoComplete="tel-national"
          placeholder={MOBILE_MONEY_EXAMPLE}
        />
      </FormField>
    </AccountForm>
  )
}

/** The form for an account of this type (the type the marketplace pays the consultant's commissions to). */
export function AddPaymentMethodForm({ type, loadBanks, ...props }: AddPaymentMethodProps & { type: 'bank_transfer' | 'mobile_money'; loadBanks: LoadBanks }) {
  return type === 'bank_transfer' ? <BankTransferForm loadBanks={loadBanks} {...props} /> : <MobileMoneyForm {...props} />
}
