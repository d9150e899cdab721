import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Option, OrderFilters } from '../../api'
import {
  canonicalOrdersFilter,
  dateFieldOf,
  dateWhenOf,
  idsOf,
  noOrdersFilter,
  ORDER_DATE_FIELDS,
  ORDER_DATE_WHEN,
  withIds,
  type OrderListKey,
  type OrdersFilter,
  type OrdersFilterDraft,
} from '../../domain/order-filters'
import { Button, buttonStyle } from '../../ui/button'
import { Card } from '../../ui/card'
import { itemStatusLabels } from '../../ui/item-status'
import { AppLink, type AppLinkOptions } from '../../ui/app-link'
import { customRangeProblem, useCustomRangeMessage, type CustomRangeProblem } from '../../ui/period-picker'
import { RangeFields } from '../../ui/range-fields'
import { ResourceView } from '../../ui/resource-view'
import type { ResourceActor } from '../../../machines/resource.machine'
import { dateFieldLabels, dateWhenLabels } from './orders-labels'
import './orders.css'

export interface OrderFilterScreenProps {
  /** The filter in force (the form starts from it). */
  readonly filter: OrdersFilter
  /** The filters call: the choices of each list. */
  readonly choices: ResourceActor<OrderFilters>
  /** The first and last days a range may take (YYYY-MM-DD). */
  readonly bounds: { readonly min: string; readonly max: string }
  /** Back to the list without changing anything. */
  readonly cancel: AppLinkOptions
  readonly onApply: (filter: OrdersFilter) => void
}

/**
 * The orders' filters on their own screen (spec section 2): one date filter (created, completed
 * or last event; all time, today or between two days), then the item's current status, category,
 * service and type, each a set of toggles from the filters call. Apply shows the list with them.
 */
export function OrderFilterScreen({ filter, choices, bounds, cancel, onApply }: OrderFilterScreenProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const [draft, setDraft] = useState<OrdersFilterDraft>(filter)
  const [range, setRange] = useState(() => ({ from: filter.from ?? '', to: filter.to ?? '' }))
  const [problem, setProblem] = useState<CustomRangeProblem | null>(null)

  const toggle = (key: OrderListKey, value: string, on: boolean) =>
    setDraft((current) => withIds(current, key, on ? [...idsOf(current, key), value] : idsOf(current, key).filter((v) => v !== value)))

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (dateWhenOf(draft) === 'between') {
      const found = customRangeProblem(range.from, range.to, bounds.min, bounds.max)
      setProblem(found)
      if (found) return
    }
    onApply(canonicalOrdersFilter({ ...draft, ...range }))
  }

  const errorId = `${id}-error`
  const message = useCustomRangeMessage(problem, bounds.min, bounds.max)

  return (
    <form className="orders-filter-form" noValidate onSubmit={apply} aria-label={t`Filters`}>
      <Card>
        <div className="ui-stack">
          <RadioChoices
            legend={t`Period`}
            name={`${id}-when`}
            options={ORDER_DATE_WHEN}
            labelOf={(when) => i18n._(dateWhenLabels[when])}
            chosen={dateWhenOf(draft)}
            onChoose={(when) => {
              setDraft((current) => ({ ...current, when }))
              setProblem(null)
            }}
          />
          {dateWhenOf(draft) !== 'all' ? (
            <RadioChoices
              legend={t`Date of`}
              name={`${id}-date`}
              options={ORDER_DATE_FIELDS}
              labelOf={(field) => i18n._(dateFieldLabels[field])}
              chosen={dateFieldOf(draft)}
              onChoose={(field) => setDraft((current) => ({ ...current, date: field }))}
            />
          ) : null}
          {dateWhenOf(draft) === 'between' ? (
            <div className="ui-stack" style={{ ['--gap' as string]: '0.5rem' }}>
              <div className="ui-range-fields">
                <RangeFields
                  range={range}
                  min={bounds.min}
                  max={bounds.max}
                  errorId={message ? errorId : undefined}
                  onChange={(change) => {
                    setRange((current) => ({ ...current, ...change }))
                    setProblem(null)
                  }}
                />
              </div>
              {message ? (
                <p id={errorId} role="alert" className="orders-error">
                  {message}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </Card>
      <Card>
        <ResourceView resource={choices} compact>
          {(data) => (
            <div className="ui-stack" style={{ ['--gap' as string]: '1.5rem' }}>
              <ListChoices
                legend={t`Current item status`}
                options={data.statuses.map((status) => ({ id: status.id, name: i18n._(itemStatusLabels[status.id]) }))}
                chosen={idsOf(draft, 'status')}
                onToggle={(value, on) => toggle('status', value, on)}
              />
              <ListChoices
                legend={t`Item category`}
                options={data.categories}
                chosen={idsOf(draft, 'category')}
                onToggle={(value, on) => toggle('category', value, on)}
              />
              <ListChoices
                legend={t`Services`}
                options={data.services}
                chosen={idsOf(draft, 'service')}
                onToggle={(value, on) => toggle('service', value, on)}
              />
              <ListChoices legend={t`Item type`} options={data.item_types} chosen={idsOf(draft, 'type')} onToggle={(value, on) => toggle('type', value, on)} />
            </div>
          )}
        </ResourceView>
      </Card>
      <div className="orders-actions">
        <Button type="submit" size="lg">
          <Trans>Apply</Trans>
        </Button>
        <Button
          variant="outline"
          size="lg"
          onClick={() => {
            setDraft(noOrdersFilter)
            setRange({ from: '', to: '' })
            setProblem(null)
          }}
        >
          <Trans>Clear all</Trans>
        </Button>
        <AppLink link={cancel} resetScroll={false} {...buttonStyle({ variant: 'ghost', size: 'lg' })}>
          <Trans>Cancel</Trans>
        </AppLink>
      </div>
    </form>
  )
}

function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="orders-fieldset">
      <legend>{legend}</legend>
      <div className="orders-choices">{children}</div>
    </fieldset>
  )
}

function Choice({ label, ...input }: { label: string; type: 'radio' | 'checkbox'; name?: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="orders-choice">
      <input type={input.type} name={input.name} checked={input.checked} onChange={(event) => input.onChange(event.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  )
}

interface RadioChoicesProps<T extends string> {
  readonly legend: string
  /** The radio group's name, unique on the page. */
  readonly name: string
  readonly options: readonly T[]
  readonly labelOf: (option: T) => string
  readonly chosen: T
  readonly onChoose: (option: T) => void
}

/** One of a fixed list (the period, the date it applies to). */
function RadioChoices<T extends string>({ legend, name, options, labelOf, chosen, onChoose }: RadioChoicesProps<T>) {
  return (
    <Choices legend={legend}>
      {options.map((option) => (
        <Choice key={option} type="radio" name={name} label={labelOf(option)} checked={chosen === option} onChange={() => onChoose(option)} />
      ))}
    </Choices>
  )
}

function ListChoices({
  legend,
  options,
  chosen,
  onToggle,
}: {
  legend: string
  options: readonly Option[]
  chosen: readonly string[]
  onToggle: (id: string, on: boolean) => void
}) {
  if (options.length === 0) return null
  return (
    <Choices legend={legend}>
      {options.map((option) => (
        <Choice key={option.id} type="checkbox" label={option.name} checked={chosen.includes(option.id)} onChange={(on) => onToggle(option.id, on)} />
      ))}
    </Choices>
  )
}
