import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { PaymentMethod } from '../../api/schemas/payment-methods'
import { BANK_ACCOUNT_MASK, formatDigits, PHONE_MASK } from '../../ui/form/mask'
import { buttonStyle } from '../../ui/button'
import { Isolate } from '../../ui/isolate'
import { AppLink, type AppLinkOptions } from '../../ui/app-link'
import { ResourceView } from '../../ui/resource-view'
import type { ResourceActor } from '../../../machines/resource.machine'
import './payment-methods.css'

/** Numbers read left to right in every language, at the start of the line (the right in Arabic). */
function Details({ method }: { method: PaymentMethod }) {
  switch (method.type) {
    case 'bank_transfer':
      return (
        <Account
          kind={
            <>
              <Trans>Bank account</Trans> · <Isolate>{method.bank.name}</Isolate>
            </>
          }
          holder={method.account_name}
          number={formatDigits(method.account_number, BANK_ACCOUNT_MASK)}
        />
      )
    case 'mobile_money':
      return <Account kind={<Trans>Mobile money</Trans>} holder={method.full_name} number={formatDigits(method.phone_number, PHONE_MASK)} />
    case 'voucher':
      return (
        <p className="ui-strong">
          <Trans>Marketplace voucher</Trans>
        </p>
      )
  }
}

/** An account paid into: its kind, its holder's name, its number. */
function Account({ kind, holder, number }: { kind: ReactNode; holder: string; number: string }) {
  return (
    <>
      <p className="ui-strong">{kind}</p>
      <p>
        <Isolate>{holder}</Isolate>
      </p>
      <p>
        <Isolate dir="ltr">{number}</Isolate>
      </p>
    </>
  )
}

/** The consultant's payment accounts, or the spec's 'No payment account added'. */
export function PaymentMethodList({ methods, editLink }: { methods: readonly PaymentMethod[]; editLink?: (method: PaymentMethod) => AppLinkOptions | null }) {
  if (methods.length === 0) {
    return (
      <p className="ui-muted">
        <Trans>No payment account added</Trans>
      </p>
    )
  }
  return (
    <ul className="ui-stack payment-methods-list">
      {methods.map((method) => (
        <li key={method.id} className="payment-methods-item" data-testid="payment-account" data-type={method.type}>
          <div className="ui-stack payment-methods-details">
            <Details method={method} />
          </div>
          <EditLink method={method} editLink={editLink} />
        </li>
      ))}
    </ul>
  )
}

/** The consultant's payment accounts as they load (the route's loader reads them), with Try again. */
export function PaymentAccounts({ methods }: { methods: ResourceActor<readonly PaymentMethod[]> }) {
  return (
    <ResourceView resource={methods} compact>
      {(list) => <PaymentMethodList methods={list} />}
    </ResourceView>
  )
}

/** Edit, for an account with a form (vouchers have none), where the screen offers editing. */
function EditLink({ method, editLink }: { method: PaymentMethod; editLink?: (method: PaymentMethod) => AppLinkOptions | null }) {
  const link = editLink?.(method) ?? null
  if (link === null) return null
  return (
    <AppLink link={link} {...buttonStyle({ variant: 'outline', size: 'sm' }, 'payment-methods-edit')}>
      <Trans>Edit</Trans>
      <span className="ui-visually-hidden"> {method.type === 'bank_transfer' ? <Trans>bank account</Trans> : <Trans>mobile money account</Trans>}</span>
    </AppLink>
  )
}
