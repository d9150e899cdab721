import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderDetail, OrderFilters, OrderItem } from '../../api'
import { telUrl } from '../../config/links'
import { mailtoUrl } from '../../domain/mailto'
import { whatsappUrl } from '../../domain/whatsapp'
import { commissionOutcome } from '../../domain/order-items'
import { useFormatters } from '../../i18n/use-formatters'
import { Badge } from '../../ui/badge'
import { ItemCount } from '../../ui/figures/item-count'
import { buttonStyle } from '../../ui/button'
import { Card } from '../../ui/card'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { AppLink, type AppLinkOptions } from '../../ui/app-link'
import { useSignedIn } from '../../ui/signed-in'
import { LoadingLines, ResourceView } from '../../ui/resource-view'
import type { ResourceActor } from '../../../machines/resource.machine'
import type { OrderDetailResources } from './orders-data'
import { useOrderDates } from './orders-dates'
import { orderTypeLabel } from './orders-labels'
import { BackLink, Facts, StatusBadge, Timeline, useItemTypeName } from './order-parts'
import './orders.css'

export interface OrderDetailLinks {
  /** The list the consultant came from. */
  readonly list: AppLinkOptions
  item(orderId: string, itemId: string): AppLinkOptions
}

/**
 * One order (spec section 3): its items with what each paid and earns, the order type, the
 * customer (call, WhatsApp, e-mail, address) and the order's timeline.
 */
export interface OrderDetailScreenProps {
  readonly resources: OrderDetailResources
  /** The filters call: the item types' names. */
  readonly choices: ResourceActor<OrderFilters>
  readonly links: OrderDetailLinks
}

export function OrderDetailScreen({ resources, choices, links }: OrderDetailScreenProps) {
  const itemTypeName = useItemTypeName(choices)
  return (
    <div className="orders">
      <BackLink link={links.list}>
        <Trans>All orders</Trans>
      </BackLink>
      <ResourceView resource={resources.order} loading={<LoadingLines lines={8} />}>
        {(order) => <OrderView order={order} links={links} itemTypeName={itemTypeName} />}
      </ResourceView>
    </div>
  )
}

function OrderView({ order, links, itemTypeName }: { order: OrderDetail; links: OrderDetailLinks; itemTypeName: (id: string) => string }) {
  const { t, i18n } = useLingui()
  const { money } = useFormatters()
  const { dateTime } = useOrderDates()
  const number = order.number
  return (
    <>
      <Card>
        <div className="ui-stack">
          <div className="orders-head">
            <h2 className="ui-heading" data-testid="order-number">
              <Trans>Order #{number}</Trans>
            </h2>
            <Badge palette="gray" size="md" variant="outline" data-testid="order-type">
              {i18n._(orderTypeLabel(order.order_type))}
            </Badge>
          </div>
          <Facts
            facts={[
              { label: t`Placed on`, value: dateTime(order.created_at) },
              { label: t`Last event`, value: dateTime(order.last_event_at) },
              ...(order.completed_at ? [{ label: t`Completed on`, value: dateTime(order.completed_at) }] : []),
              { label: t`Items`, value: <ItemCount count={order.items_count} /> },
              { label: t`Total paid`, value: money(order.total_paid), testId: 'order-total-paid' },
              { label: t`Total commission`, value: money(order.total_commission), testId: 'order-total-commission' },
            ]}
          />
        </div>
      </Card>
      <Card title={<Trans>Customer</Trans>}>
        <Customer customer={order.customer} />
      </Card>
      <Card title={<ItemCount count={order.items.length} />}>
        <ul className="orders-items" aria-label={t`Items`}>
          {order.items.map((item) => (
            <li key={item.id} className="orders-item" data-testid="order-item">
              <ItemSummary item={item} link={links.item(order.id, item.id)} itemTypeName={itemTypeName} />
            </li>
          ))}
        </ul>
      </Card>
      <Card title={<Trans>Timeline</Trans>}>
        <Timeline steps={order.timeline} label={t`Order timeline`} />
      </Card>
    </>
  )
}

function Customer({ customer }: { customer: OrderDetail['customer'] }) {
  const { t } = useLingui()
  const { login } = useSignedIn()
  const name = customer.name
  // wa.me wants the international form: the consultant's country code for a local number; none when it is no number.
  const chat = whatsappUrl(customer.phone, login.phone_country_code)
  // An address that is not one plain address (`x@y.example?bcc=…`) gets no link: it could add recipients.
  const mail = customer.email ? mailtoUrl(customer.email) : null
  return (
    <div className="ui-stack">
      <Facts
        facts={[
          { label: t`Name`, value: <Isolate>{customer.name}</Isolate> },
          ...(customer.phone ? [{ label: t`Phone`, value: <Isolate dir="ltr">{customer.phone}</Isolate> }] : []),
          ...(customer.email ? [{ label: t`E-mail address`, value: <Isolate className="ui-break-anywhere">{customer.email}</Isolate>, wide: true }] : []),
          ...(customer.address ? [{ label: t`Address`, value: <Isolate>{customer.address}</Isolate>, wide: true }] : []),
        ]}
      />
      {customer.phone || mail ? (
        <div className="orders-contact">
          {customer.phone ? (
            <>
              <a href={telUrl(customer.phone)} {...buttonStyle({ variant: 'outline' })} aria-label={t`Call ${name}`}>
                <AppIcon name="phone" size="sm" />
                <Trans>Call</Trans>
              </a>
              {chat ? (
                <a
                  href={chat}
                  target="_blank"
                  rel="noopener noreferrer"
                  {...buttonStyle({ variant: 'outline' })}
                  aria-label={t`WhatsApp ${name} (opens in a new tab)`}
                >
                  <AppIcon name="chat" size="sm" />
                  <Trans>Chat on WhatsApp</Trans>
                </a>
              ) : null}
            </>
          ) : null}
          {mail ? (
            <a href={mail} {...buttonStyle({ variant: 'outline' })} aria-label={t`E-mail ${name}`}>
              <AppIcon name="mail" size="sm" />
              <Trans>Send an e-mail</Trans>
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

function ItemSummary({ item, link, itemTypeName }: { item: OrderItem; link: AppLinkOptions; itemTypeName: (id: string) => string }) {
  const { t } = useLingui()
  const { money, number } = useFormatters()
  const lost = commissionOutcome(item.status) === 'lost'
  const quantity = number(item.quantity)
  const name = item.name
  return (
    <>
      <div className="orders-head">
        <span className="ui-strong">
          {quantity}&nbsp;×&nbsp;<Isolate>{name}</Isolate>
        </span>
        <StatusBadge status={item.status} />
      </div>
      <Facts
        facts={[
          { label: t`Price paid`, value: money(item.price_paid) },
          {
            label: t`Your commission`,
            value: lost ? (
              <>
                <s className="orders-lost">{money(item.commission)}</s> <span className="ui-visually-hidden">{t`(not paid)`}</span>
              </>
            ) : (
              money(item.commission)
            ),
          },
          { label: t`Category`, value: <Isolate>{item.category.name}</Isolate> },
          ...(item.brand ? [{ label: t`Brand`, value: <Isolate>{item.brand}</Isolate> }] : []),
          ...(item.vendor ? [{ label: t`Vendor`, value: <Isolate>{item.vendor}</Isolate> }] : []),
          { label: t`SKU`, value: <Isolate dir="ltr">{item.sku}</Isolate> },
          { label: t`Item type`, value: itemTypeName(item.item_type) },
        ]}
      />
      <AppLink link={link} className="ui-link orders-item-link" aria-label={t`Details of ${name}`}>
        <Trans>Item details</Trans>
        <AppIcon name="chevronRight" size="sm" />
      </AppLink>
    </>
  )
}
