import { linkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { PaymentMethodType } from '../../api/schemas/auth'
import type { AvailablePaymentMethods, PaymentMethod } from '../../api/schemas/payment-methods'
import { useFormatters } from '../../i18n/use-formatters'
import { buttonStyle } from '../../ui/button'
import { Card } from '../../ui/card'
import { EmptyState } from '../../ui/empty-state'
import { emptyMessages } from '../../ui/empty-messages'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { AppLink } from '../../ui/app-link'
import { ResourceView } from '../../ui/resource-view'
import { Skeleton, SkeletonLines } from '../../ui/skeleton'
import type { ResourceActor } from '../../../machines/resource.machine'
import type { PaymentAccountsResources } from './payment-accounts-data'
import { PaymentMethodList } from './payment-method-list'
import './payment-methods.css'

/** The account kinds with a form, and where each is added or edited. */
const paymentAccountLinks = {
  list: linkOptions({ to: '/payment-method' }),
  add: (type: 'bank_transfer' | 'mobile_money') => linkOptions({ to: `/payment-method/${type}` }),
  edit: (id: number) => linkOptions({ to: '/payment-method/$id/edit', params: { id: String(id) } }),
}

/** Vouchers have no form: nothing to edit. */
const editLink = (method: PaymentMethod) => (method.type === 'voucher' ? null : paymentAccountLinks.edit(method.id))

export interface PaymentAccountsScreenProps {
  readonly resources: PaymentAccountsResources
  /** The kind the programme requires (login data's payment_method_mandatory), if any. */
  readonly required: PaymentMethodType | null
  /** An account was just added or updated (the add and edit screens come back here). */
  readonly saved: 'added' | 'updated' | null
}

/**
 * Payment Account (spec sections 2, 3, 6): the consultant's accounts with Edit, 'No payment
 * account added' when none, adding a bank or mobile money account where the marketplace offers
 * it, and the payout rule (cash above the threshold, vouchers below) where the choice is made.
 * Only the owner sees it: the route refuses staff viewing an account.
 */
export function PaymentAccountsScreen({ resources, required, saved }: PaymentAccountsScreenProps) {
  return (
    <div className="payment-accounts">
      {saved ? (
        <p role="status" className="payment-accounts-saved" data-testid="payment-account-saved">
          <AppIcon name="check" size="sm" />
          {saved === 'added' ? <Trans>Your payment account was added.</Trans> : <Trans>Your payment account was updated.</Trans>}
        </p>
      ) : null}
      <Card title={<Trans>Your payment accounts</Trans>}>
        <ResourceView resource={resources.methods} compact loading={<AccountsLoading />}>
          {(methods) =>
            methods.length === 0 ? (
              <EmptyState message={emptyMessages.paymentAccounts} icon="card" />
            ) : (
              <PaymentMethodList methods={methods} editLink={editLink} />
            )
          }
        </ResourceView>
      </Card>
      <Card title={<Trans>Add a payment account</Trans>}>
        <ResourceView resource={resources.available} compact loading={<AddAccountsLoading />}>
          {(available) => <AddAccounts available={available} methods={resources.methods} required={required} />}
        </ResourceView>
      </Card>
      <Card title={<Trans>How you are paid</Trans>}>
        <ResourceView resource={resources.threshold} compact loading={<PayoutRule threshold={null} />}>
          {(threshold) => <PayoutRule threshold={threshold.threshold} />}
        </ResourceView>
      </Card>
    </div>
  )
}

/*
 * Placeholders as tall as what replaces them (docs/architecture.md): one account's box (most
 * consultants hold one), an Add button and the voucher line, the payout rule's own sentences.
 */
function AccountsLoading() {
  return (
    <div className="ui-stack payment-methods-list" aria-busy="true">
      <div className="payment-methods-item">
        <div className="ui-stack payment-methods-details">
          <SkeletonLines
            lines={[
              ['1.5rem', '40%'],
              ['1.5rem', '60%'],
              ['1.5rem', '50%'],
            ]}
          />
        </div>
        <Skeleton height="44px" width="4.5rem" />
      </div>
    </div>
  )
}

function AddAccountsLoading() {
  return (
    <div className="ui-stack" style={{ ['--gap' as string]: '0.75rem' }} aria-busy="true">
      <SkeletonLines lines={[['44px', '16rem'], ['2.5rem']]} />
    </div>
  )
}

function AddAccounts({
  available,
  methods,
  required,
}: {
  available: AvailablePaymentMethods['payment_methods']
  methods: ResourceActor<readonly PaymentMethod[]>
  required: PaymentMethodType | null
}) {
  const offered = new Set(available.map((m) => m.type))
  return (
    <ResourceView resource={methods} compact loading={<AddAccountsLoading />}>
      {(held) => {
        const holds = (type: PaymentMethodType) => held.some((m) => m.type === type)
        const links: ReactNode[] = []
        if (offered.has('bank_transfer') && !holds('bank_transfer')) {
          links.push(
            <AppLink
              key="bank"
              link={paymentAccountLinks.add('bank_transfer')}
              {...buttonStyle({ variant: required === 'bank_transfer' ? 'solid' : 'outline' })}
            >
              <AppIcon name="card" size="sm" />
              <Trans>Add a bank account</Trans>
            </AppLink>,
          )
        }
        if (offered.has('mobile_money') && !holds('mobile_money')) {
          links.push(
            <AppLink key="momo" link={paymentAccountLinks.add('mobile_money')} {...buttonStyle({ variant: required === 'mobile_money' ? 'solid' : 'outline' })}>
              <AppIcon name="phone" size="sm" />
              <Trans>Add a mobile money account</Trans>
            </AppLink>,
          )
        }
        return (
          <div className="ui-stack" style={{ ['--gap' as string]: '0.75rem' }}>
            {required && required !== 'voucher' && !holds(required) ? (
              <p className="ui-alert">
                {required === 'bank_transfer' ? (
                  <Trans>The programme pays your commissions to a bank account: add one to be paid.</Trans>
                ) : (
                  <Trans>The programme pays your commissions to a mobile money account: add one to be paid.</Trans>
                )}
              </p>
            ) : null}
            {links.length > 0 ? (
              <div className="payment-accounts-add">{links}</div>
            ) : (
              <p className="ui-muted">
                <Trans>You hold an account of each kind. To change one, use Edit above.</Trans>
              </p>
            )}
            {offered.has('voucher') ? (
              <p className="ui-muted ui-text-sm">
                <Trans>Marketplace vouchers need no account: they are credited to your marketplace account.</Trans>
              </p>
            ) : null}
          </div>
        )
      }}
    </ResourceView>
  )
}

/**
 * Spec section 9: commissions above the threshold are paid in cash, otherwise in vouchers. While
 * the threshold loads (null), the sentences show with a placeholder for the amount: they take
 * their place at every width, and nothing moves when it arrives.
 */
function PayoutRule({ threshold }: { threshold: number | null }) {
  const { money } = useFormatters()
  const amount = threshold === null ? <span className="ui-skeleton payment-accounts-amount-loading" /> : <Isolate>{money(threshold)}</Isolate>
  return (
    <div className="ui-stack" style={{ ['--gap' as string]: '0.5rem' }} aria-busy={threshold === null || undefined}>
      <p>
        <Trans>Each month, commissions above {amount} are paid to your payment account.</Trans>
      </p>
      <p>
        <Trans>When they come to {amount} or less, they are paid in marketplace vouchers instead.</Trans>
      </p>
    </div>
  )
}

/** The add and edit screens: a heading, the form, and the way back to the list. */
export function PaymentAccountFormPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="payment-accounts payment-accounts-form-page">
      <Card title={title}>{children}</Card>
      <AppLink link={paymentAccountLinks.list} {...buttonStyle({ variant: 'ghost' }, 'payment-accounts-back')}>
        <AppIcon name="chevronLeft" size="sm" />
        <Trans>Back to your payment accounts</Trans>
      </AppLink>
    </div>
  )
}

/** The edit screen: finds the account among the consultant's; a voucher or an unknown id says so. */
export function PaymentAccountToEdit({
  methods,
  id,
  children,
}: {
  methods: ResourceActor<readonly PaymentMethod[]>
  id: number
  children: (method: Extract<PaymentMethod, { type: 'bank_transfer' | 'mobile_money' }>) => ReactNode
}) {
  return (
    <ResourceView resource={methods}>
      {(list) => {
        const method = list.find((m) => m.id === id)
        if (!method || method.type === 'voucher') {
          return (
            <p role="status" data-testid="payment-account-missing">
              {method ? <Trans>A voucher account has nothing to edit.</Trans> : <Trans>This payment account was not found.</Trans>}
            </p>
          )
        }
        return children(method)
      }}
    </ResourceView>
  )
}
