import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ItemStatusRead as ItemStatus, OrderFilters } from '../../api'
import { isFailure } from '../../domain/order-items'
import { Badge } from '../../ui/badge'
import { Isolate } from '../../ui/isolate'
import { itemStatusLabels } from '../../ui/item-status'
import type { AppLinkOptions } from '../../ui/app-link'
import { BackLink as SharedBackLink } from '../../ui/back-link'
import { useTransitionSelector } from '../../ui/transition-selector'
import { useOrderDates } from './orders-dates'
import { statusPalette } from './orders-labels'
import type { ResourceActor } from '../../../machines/resource.machine'

/** What the order and item screens share: facts as a description list, the status badge, a timeline, the way back. */

export interface Fact {
  readonly label: ReactNode
  readonly value: ReactNode
  readonly testId?: string
  /** A value that may be long (an address, an e-mail address): on a phone, under its label rather than beside it. */
  readonly wide?: boolean
}

/**
 * Facts as a description list: on a phone, a two-column grid (label | value), a long value under
 * its label; from 48em, tiles with the label above the value, as many across as fit (orders.css).
 */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="orders-facts">
      {facts.map((fact, index) => (
        <div key={index} data-wide={fact.wide || undefined}>
          <dt>{fact.label}</dt>
          <dd data-testid={fact.testId}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function StatusBadge({ status }: { status: ItemStatus }) {
  const { i18n } = useLingui()
  return (
    <Badge palette={statusPalette[status]} size="md" data-testid="item-status">
      {i18n._(itemStatusLabels[status])}
    </Badge>
  )
}

export interface Step {
  readonly status: ItemStatus
  readonly date: string
  readonly detail: string | null
}

/** Steps oldest first, each with its status, when, and the gateway's words. */
export function Timeline({ steps, label }: { steps: readonly Step[]; label: string }) {
  const { i18n } = useLingui()
  const { dateTime } = useOrderDates()
  return (
    <ol className="orders-timeline" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={`${step.status}-${step.date}-${index}`}
          className="orders-step"
          data-tone={isFailure(step.status) ? 'red' : step.status === 'completed' ? 'green' : undefined}
        >
          <span className="ui-strong">{i18n._(itemStatusLabels[step.status])}</span>
          <time className="ui-text-sm ui-muted" dateTime={step.date}>
            {dateTime(step.date)}
          </time>
          {step.detail ? <Isolate className="ui-text-sm">{step.detail}</Isolate> : null}
        </li>
      ))}
    </ol>
  )
}

export function BackLink({ link, children }: { link: AppLinkOptions; children: ReactNode }) {
  // resetScroll off: the list puts itself back where the consultant left it.
  return (
    <SharedBackLink link={link} resetScroll={false}>
      {children}
    </SharedBackLink>
  )
}

/** An item type's name from the filters call (physical, digital, service), its id until the call answers. */
export function useItemTypeName(choices: ResourceActor<OrderFilters>): (id: string) => string {
  const types = useTransitionSelector(choices, (snapshot) => snapshot.context.data?.item_types, undefined)
  return (id) => types?.find((type) => type.id === id)?.name ?? id
}
