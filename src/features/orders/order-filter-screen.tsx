import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Option, OrderFilters } from '../../api'
import { noOrderFilter, normalized, ORDER_DATE_FIELDS, ORDER_DATE_WHEN, type OrderFilter, type OrderListFilterName } from '../../domain/order-filters'
import { Button, buttonStyle } from '../../ui/button'
import { Card } from '../../ui/card'
import { itemStatusLabels } from '../../ui/item-status'
import { PathLink } from '../../ui/path-link'
import { customRangeProblem, DayRangeFields, useCustomRangeMessage, type CustomRangeProblem } from '../../ui/period-picker'
import { ResourceView } from '../../ui/resource-view'
import type { ResourceActor } from '../../../machines/resource.machine'
import { dateFieldLabels, dateWhenLabels } from './orders-labels'
import './orders.css'

export interface OrderFilterScreenProps {
  /** The filter in force (the form starts from it). */
  readonly filter: OrderFilter
  /** The filters call: the choices of each list. */
  readonly choices: ResourceActor<OrderFilters>
  /** The first and last days a range may take (YYYY-MM-DD). */
  readonly bounds: { readonly min: string; readonly max: string }
  /** Back to the list without changing anything. */
  readonly cancelHref: string
  readonly onApply: (filter: OrderFilter) => void
}

/**
 * The orders' filters on their own screen (spec section 2): one date filter (created, completed
 * or last event; all time, today or between two days), then the item's current status, category,
 * service and type, each a set of toggles from the filters call. Apply shows the list with them.
 */
export function OrderFilterScreen({ filter, choices, bounds, cancelHref, onApply }: OrderFilterScreenProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const [draft, setDraft] = useState<OrderFilter>(filter)
  const [range, setRange] = useState(() => filter.range ?? { from: '', to: '' })
  const [problem, setProblem] = useState<CustomRangeProblem | null>(null)

  const toggle = (list: OrderListFilterName, value: string, on: boolean) =>
    setDraft((current) => ({ ...current, [list]: on ? [...current[list], value] : current[list].filter((v) => v !== value) }))

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (draft.when === 'between') {
      const found = customRangeProblem(range.from, range.to, bounds.min, bounds.max)
      setProblem(found)
      if (found) return
    }
    onApply(normalized({ ...draft, range: draft.when === 'between' ? range : null }))
  }

  const errorId = `${id}-error`
  const message = useCustomRangeMessage(problem, bounds.min, bounds.max)

  return (
    <form className="orders-filter-form" noValidate onSubmit={apply} aria-label={t`Filters`}>
      <Card>
        <div className="ui-stack">
          <Choices legend={t`Period`}>
            {ORDER_DATE_WHEN.map((when) => (
              <Choice
                key={when}
                type="radio"
                name={`${id}-when`}
                label={i18n._(dateWhenLabels[when])}
                checked={draft.when === when}
                onChange={() => {
                  setDraft((current) => ({ ...current, when }))
                  setProblem(null)
                }}
              />
            ))}
          </Choices>
          {draft.when !== 'all' ? (
            <Choices legend={t`Date of`}>
              {ORDER_DATE_FIELDS.map((field) => (
                <Choice
                  key={field}
                  type="radio"
                  name={`${id}-date`}
                  label={i18n._(dateFieldLabels[field])}
                  checked={draft.date === field}
                  onChange={() => setDraft((current) => ({ ...current, date: field }))}
                />
              ))}
            </Choices>
          ) : null}
          {draft.when === 'between' ? (
            <div className="ui-stack" style={{ ['--gap' as string]: '0.5rem' }}>
              <div className="orders-dates">
                <DayRangeFields
                  range={range}
                  min={bounds.min}
                  max={bounds.max}
                  errorId={message ? errorId : undefined}
                  onChange={(change) => {
                    setRange((current) => ({ ...current, ...change }))
                    setProblem(null)
                  }}
                  className="orders-date"
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
                chosen={draft.statuses}
                onToggle={(value, on) => toggle('statuses', value, on)}
              />
              <ListChoices
                legend={t`Item category`}
                options={data.categories}
                chosen={draft.categories}
                onToggle={(value, on) => toggle('categories', value, on)}
              />
              <ListChoices legend={t`Services`} options={data.services} chosen={draft.services} onToggle={(value, on) => toggle('services', value, on)} />
              <ListChoices legend={t`Item type`} options={data.item_types} chosen={draft.itemTypes} onToggle={(value, on) => toggle('itemTypes', value, on)} />
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
            setDraft(noOrderFilter)
            setRange({ from: '', to: '' })
            setProblem(null)
          }}
        >
          <Trans>Clear all</Trans>
        </Button>
        <PathLink to={cancelHref} resetScroll={false} {...buttonStyle({ variant: 'ghost', size: 'lg' })}>
          <Trans>Cancel</Trans>
        </PathLink>
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
