import { useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderDetail, OrderFilters, OrderItem } from '../../api'
import { failureWeight, isFailure, itemLifecycle, type ItemLifecycle } from '../../domain/order-items'
import { presetRange } from '../../domain/periods'
import { useFormatters } from '../../i18n/use-formatters'
import { useSystemActor } from '../../forms/use-system-actor'
import { buttonStyle } from '../../ui/button'
import { Card } from '../../ui/card'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { itemStatusLabels } from '../../ui/item-status'
import { LoadingLines, ResourceView } from '../../ui/resource-view'
import type { ResourceActor } from '../../../machines/resource.machine'
import { askAboutItemLinks, type AskedItem } from './ask-about-item'
import type { MonthRateMachine, OrderDetailResources } from './orders-data'
import { useOrderDates } from './orders-dates'
import { orderTypeLabel, reasonLabels } from './orders-labels'
import { BackLink, Facts, StatusBadge, Timeline, useItemTypeName } from './order-parts'
import type { AppLinkOptions } from '../../ui/app-link'
import './orders.css'

export interface ItemDetailScreenProps {
  /** The item's order (the item is read from it). */
  readonly resources: OrderDetailResources
  readonly itemId: string
  readonly choices: ResourceActor<OrderFilters>
  /** The success-rate counts of a month, for a failed item's weight in it. */
  readonly monthRate: MonthRateMachine
  readonly links: { order(order: { readonly id: string; readonly order_type: string }): AppLinkOptions }
}

/**
 * One order item (spec sections 3 and 4): its status and what it means for the commission, the
 * date it becomes completed, its own timeline; on a failed, rejected or returned item, why and
 * what it cost (the commission, and its weight in that month's success rate).
 */
export function ItemDetailScreen({ resources, itemId, choices, monthRate, links }: ItemDetailScreenProps) {
  const itemTypeName = useItemTypeName(choices)
  return (
    <div className="orders">
      <ResourceView resource={resources.order} loading={<LoadingLines lines={8} />}>
        {(order) => {
          const item = order.items.find((candidate) => candidate.id === itemId)
          const number = order.number
          return (
            <>
              <BackLink link={links.order(order)}>
                <Trans>Order #{number}</Trans>
              </BackLink>
              {item ? (
                <ItemView key={item.id} order={order} item={item} itemTypeName={itemTypeName} monthRate={monthRate} />
              ) : (
                <Card>
                  <p role="status">
                    <Trans>This item is not part of this order.</Trans>
                  </p>
                </Card>
              )}
            </>
          )
        }}
      </ResourceView>
    </div>
  )
}

function ItemView({
  order,
  item,
  itemTypeName,
  monthRate,
}: {
  order: OrderDetail
  item: OrderItem
  itemTypeName: (id: string) => string
  monthRate: MonthRateMachine
}) {
  const { t, i18n } = useLingui()
  const { money, number } = useFormatters()
  const { date } = useOrderDates()
  // Read once: the screen does not move an item along while it is open.
  const [now] = useState(() => new Date())
  const life = itemLifecycle(item, now)
  const orderNumber = order.number
  const commission = <Isolate>{money(item.commission)}</Isolate>
  return (
    <>
      <Card>
        <div className="ui-stack">
          <div className="orders-head">
            <h2 className="ui-heading">
              <Isolate>{item.name}</Isolate>
            </h2>
            <StatusBadge status={life.status} />
          </div>
          <Facts
            facts={[
              { label: t`Quantity`, value: number(item.quantity) },
              { label: t`Price paid`, value: money(item.price_paid) },
              {
                label: t`Your commission`,
                value: life.commission === 'lost' ? <s className="orders-lost">{commission}</s> : commission,
                testId: 'item-commission',
              },
              { label: t`Category`, value: <Isolate>{item.category.name}</Isolate> },
              ...(item.brand ? [{ label: t`Brand`, value: <Isolate>{item.brand}</Isolate> }] : []),
              ...(item.vendor ? [{ label: t`Vendor`, value: <Isolate>{item.vendor}</Isolate> }] : []),
              { label: t`SKU`, value: <Isolate dir="ltr">{item.sku}</Isolate> },
              { label: t`Item type`, value: itemTypeName(item.item_type) },
              { label: t`Order type`, value: i18n._(orderTypeLabel(order.order_type)) },
              { label: t`Order`, value: `#${orderNumber}` },
            ]}
          />
        </div>
      </Card>
      <Card title={<Trans>Status and commission</Trans>}>
        <div className="ui-stack">
          <p
            className="orders-meaning"
            data-tone={life.commission === 'lost' ? 'red' : life.commission === 'earned' ? 'green' : undefined}
            data-testid="item-meaning"
          >
            <StatusMeaning life={life} commission={commission} />
          </p>
          <CompletionDate life={life} date={date} />
        </div>
      </Card>
      {isFailure(life.status) ? (
        <Card title={<FailureTitle status={life.status} />}>
          <FailureEffect item={item} life={life} monthRate={monthRate} commission={commission} orderNumber={orderNumber} />
        </Card>
      ) : null}
      <Card title={<Trans>Timeline</Trans>}>
        <Timeline steps={item.timeline} label={t`Item timeline`} />
      </Card>
    </>
  )
}

/** What the status means for the commission (spec section 4). */
function StatusMeaning({ life, commission }: { life: ItemLifecycle; commission: ReactNode }) {
  const { date, month } = useOrderDates()
  switch (life.status) {
    case 'created':
      return (
        <Trans>The order is placed and waits to be confirmed. The commission of {commission} counts once the item is completed, 7 days after delivery.</Trans>
      )
    case 'ongoing':
      return <Trans>The item is being processed or is on its way. The commission of {commission} counts once it is completed, 7 days after delivery.</Trans>
    case 'delivered': {
      const until = life.returnableUntil ? <Isolate>{date(life.returnableUntil)}</Isolate> : ''
      return (
        <Trans>
          Delivered, but the customer may still return it until {until}. If it is not returned, it becomes completed then and the commission of {commission}{' '}
          counts.
        </Trans>
      )
    }
    case 'completed': {
      const inMonth = life.completesAt ? <Isolate>{month(life.completesAt)}</Isolate> : ''
      return (
        <Trans>
          Completed: no return is possible any more. The commission of {commission} counts in {inMonth}.
        </Trans>
      )
    }
    case 'failed':
      return <Trans>Failed: the order was cancelled, invalid or out of stock. This item pays no commission.</Trans>
    case 'rejected':
      return <Trans>Rejected: it was shipped but the delivery failed. This item pays no commission.</Trans>
    case 'returned':
      return <Trans>Returned by the customer after delivery. This item pays no commission.</Trans>
    case 'unknown':
      return <Trans>The marketplace gave a status this app does not know yet. The commission of {commission} counts only once the item is completed.</Trans>
  }
}

function CompletionDate({ life, date }: { life: ItemLifecycle; date: (value: Date) => string }) {
  const { t } = useLingui()
  if (life.status === 'completed' && life.completesAt)
    return <Facts facts={[{ label: t`Completed on`, value: date(life.completesAt), testId: 'item-completes' }]} />
  if (life.status === 'delivered' && life.completesAt)
    return <Facts facts={[{ label: t`Becomes completed on`, value: date(life.completesAt), testId: 'item-completes' }]} />
  if (life.status === 'created' || life.status === 'ongoing')
    return (
      <p className="ui-text-sm ui-muted" data-testid="item-completes">
        <Trans>It becomes completed 7 days after delivery.</Trans>
      </p>
    )
  return null
}

function FailureTitle({ status }: { status: 'failed' | 'rejected' | 'returned' | string }) {
  if (status === 'rejected') return <Trans>Why it was rejected</Trans>
  if (status === 'returned') return <Trans>Why it was returned</Trans>
  return <Trans>Why it failed</Trans>
}

/** The reason (the contract's optional field, in the app's words when its code is known) and what the failure cost. */
function FailureEffect({
  item,
  life,
  monthRate,
  commission,
  orderNumber,
}: {
  item: OrderItem
  life: ItemLifecycle
  monthRate: MonthRateMachine
  commission: ReactNode
  orderNumber: string
}) {
  const { i18n } = useLingui()
  const { money } = useFormatters()
  const known = item.reason ? reasonLabels[item.reason.code] : undefined
  const reason = item.reason ? (known ? i18n._(known) : item.reason.text) : null
  return (
    <div className="ui-stack">
      <p data-testid="item-reason">{reason !== null ? <Isolate>{reason}</Isolate> : <Trans>No reason was given.</Trans>}</p>
      <ul className="ui-stack" style={{ ['--gap' as string]: '0.5rem', paddingInlineStart: '1.25rem', margin: 0 }}>
        <li data-testid="item-commission-lost">
          <Trans>Commission lost: {commission}</Trans>
        </li>
        {life.finalAt ? (
          <li data-testid="item-rate-weight">
            <RateWeight finalAt={life.finalAt} monthRate={monthRate} />
          </li>
        ) : null}
      </ul>
      <AskAboutItem
        item={{
          orderNumber,
          itemName: item.name,
          sku: item.sku,
          status: i18n._(itemStatusLabels[life.status]),
          reason,
          commission: money(item.commission),
        }}
      />
    </div>
  )
}

/** "Ask about this item": a WhatsApp chat (or an e-mail) to the build's support, pre-filled in the consultant's language. No gateway call. */
function AskAboutItem({ item }: { item: AskedItem }) {
  const { i18n } = useLingui()
  const { whatsapp, email } = askAboutItemLinks(i18n, item)
  if (whatsapp === null && email === null) return null
  return (
    <div className="orders-ask">
      {whatsapp !== null ? (
        <a {...buttonStyle()} href={whatsapp} target="_blank" rel="noopener noreferrer" data-testid="ask-about-item">
          <AppIcon name="chat" />
          <Trans>Ask about this item</Trans>
        </a>
      ) : null}
      {email !== null ? (
        <a
          {...buttonStyle({ variant: whatsapp === null ? undefined : 'outline' })}
          href={email}
          data-testid={whatsapp === null ? 'ask-about-item' : 'ask-about-item-email'}
        >
          <AppIcon name="mail" />
          {whatsapp === null ? <Trans>Ask about this item</Trans> : <Trans>Ask by e-mail</Trans>}
        </a>
      ) : null}
    </div>
  )
}

/** The failure's weight in the success rate of the month it finished in (the gateway's counts of that month). */
function RateWeight({ finalAt, monthRate }: { finalAt: Date; monthRate: MonthRateMachine }) {
  const { month } = useOrderDates()
  const [machine] = useState(() => monthRate(presetRange('this-month', finalAt)))
  const rate = useSystemActor('screen:/orders/$id/item:month-rate', { logic: machine, key: String(finalAt.getTime()) })
  const inMonth = month(finalAt)
  return (
    <ResourceView resource={rate} compact loading={<LoadingLines lines={1} />}>
      {(counts) => <RateWeightText counts={{ completed: counts.orders_completed, failed: counts.orders_failed }} inMonth={inMonth} />}
    </ResourceView>
  )
}

function RateWeightText({ counts, inMonth: month }: { counts: { completed: number; failed: number }; inMonth: string }) {
  const { number, percent } = useFormatters()
  const weight = failureWeight(counts)
  const inMonth = <Isolate>{month}</Isolate>
  if (!weight) return <Trans>It counts against your success rate for {inMonth}.</Trans>
  const failed = <Isolate>{number(counts.failed)}</Isolate>
  const rate = <Isolate>{percent(weight.rate / 100, 1)}</Isolate>
  if (weight.without === null)
    return (
      <Trans>
        It is the only failed item in {inMonth}, which leaves that month's success rate at {rate}; without it, the month would have no success rate.
      </Trans>
    )
  const without = <Isolate>{percent(weight.without / 100, 1)}</Isolate>
  return (
    <Trans>
      It is one of {failed} failed items in {inMonth}: your success rate that month is {rate}; without it, it would be {without}.
    </Trans>
  )
}
