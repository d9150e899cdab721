import { useId, useState, type FormEvent, type ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DayRange, PeriodPreset, ResolvedPeriod } from '../domain/periods'
import { useFormatters } from '../i18n/use-formatters'
import { Button } from './button'
import { Isolate } from './isolate'
import { RangeFields } from './range-fields'
import './kit.css'
import './period-picker.css'

/** What the consultant chose: a preset, or a custom period with its two days (YYYY-MM-DD). */
export interface PeriodChoice {
  readonly preset: PeriodPreset
  readonly from?: string
  readonly to?: string
}

export interface PeriodPickerProps {
  /** The presets the screen offers, in order ('custom' for the two date fields). */
  readonly presets: readonly PeriodPreset[]
  /** The period in force: its preset, range and the previous range it is compared with. */
  readonly value: ResolvedPeriod
  /** The earliest and latest days a custom period may take (YYYY-MM-DD). */
  readonly min: string
  readonly max: string
  /** A preset at once; a custom period when Apply finds two valid days. */
  readonly onChange: (next: PeriodChoice) => void
}

/** A screen's period as its route hands it on (sales, commissions, team): what the screen's picker shows. */
export interface PeriodProps {
  readonly period: ResolvedPeriod
  readonly presets: readonly PeriodPreset[]
  /** The earliest and latest days a custom period may take. */
  readonly bounds: { readonly min: string; readonly max: string }
  readonly onPeriodChange: (choice: PeriodChoice) => void
}

/** The picker of a screen's period, from the screen's props. */
export function ScreenPeriodPicker({ period, presets, bounds, onPeriodChange }: PeriodProps) {
  return <PeriodPicker presets={presets} value={period} min={bounds.min} max={bounds.max} onChange={onPeriodChange} />
}

const presetLabels: Record<PeriodPreset, MessageDescriptor> = {
  'this-month': msg`This month`,
  'last-7-days': msg`Last 7 days`,
  'last-30-days': msg`Last 30 days`,
  'last-month': msg`Last month`,
  custom: msg`Custom period`,
}

/** Why two typed days are not a period: a day missing (or half typed), in the wrong order, outside [min, max]. */
export type CustomRangeProblem = 'missing' | 'order' | 'bounds'

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** The problem with a custom period from `from` to `to` (the date fields' values), or null when it is valid. */
export function customRangeProblem(from: string, to: string, min: string, max: string): CustomRangeProblem | null {
  if (!isoDay.test(from) || !isoDay.test(to)) return 'missing'
  // YYYY-MM-DD compares as text in calendar order.
  if (from > to) return 'order'
  if (from < min || to > max) return 'bounds'
  return null
}

/** What a custom period's problem says (null for none): the period picker's and the orders filter's date fields. */
export function useCustomRangeMessage(problem: CustomRangeProblem | null, min: string, max: string): ReactNode {
  const { t } = useLingui()
  const { day } = useFormatters()
  const first = <Isolate>{day(min)}</Isolate>
  const last = <Isolate>{day(max)}</Isolate>
  return problem === 'missing' ? (
    t`Enter both dates.`
  ) : problem === 'order' ? (
    t`The start date must be on or before the end date.`
  ) : problem === 'bounds' ? (
    <Trans>
      Choose dates from {first} to {last}.
    </Trans>
  ) : null
}

/**
 * The period of the sales and commissions screens: the presets as toggle buttons, two native
 * date fields with Apply for a custom period, and the chosen range in words with the range it
 * is compared with.
 */
export function PeriodPicker({ presets, value, min, max, onChange }: PeriodPickerProps) {
  const { t, i18n } = useLingui()
  const { dayRange } = useFormatters()
  const id = useId()
  const [opened, setOpened] = useState(false)
  const [draft, setDraft] = useState<DayRange | null>(null)
  const [problem, setProblem] = useState<CustomRangeProblem | null>(null)
  // A new period in force (Apply done, a preset, the browser's back button): the fields start again from it.
  const [shown, setShown] = useState(value.range)
  if (shown.from !== value.range.from || shown.to !== value.range.to) {
    setShown(value.range)
    setDraft(null)
    setProblem(null)
    setOpened(false)
  }

  const customOpen = opened || value.preset === 'custom'
  const fields = draft ?? value.range
  const edit = (change: Partial<DayRange>) => {
    setDraft({ ...fields, ...change })
    setProblem(null)
  }
  const choose = (preset: PeriodPreset) => {
    if (preset === 'custom') {
      setOpened(true)
      return
    }
    setOpened(false)
    setDraft(null)
    setProblem(null)
    if (preset !== value.preset) onChange({ preset })
  }
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = customRangeProblem(fields.from, fields.to, min, max)
    setProblem(found)
    if (found === null) onChange({ preset: 'custom', from: fields.from, to: fields.to })
  }

  const range = dayRange(value.range.from, value.range.to)
  const previous = <Isolate>{dayRange(value.previous.from, value.previous.to)}</Isolate>
  const errorId = `${id}-error`
  const message = useCustomRangeMessage(problem, min, max)

  return (
    <div className="period-picker">
      <div role="group" aria-label={t`Period`} className="period-presets">
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="period-preset"
            aria-pressed={preset === 'custom' ? customOpen : preset === value.preset && !customOpen}
            onClick={() => choose(preset)}
          >
            {i18n._(presetLabels[preset])}
          </button>
        ))}
      </div>
      {customOpen ? (
        <form className="period-custom" noValidate onSubmit={apply} aria-label={t`Custom period`}>
          <div className="ui-range-fields">
            <RangeFields range={fields} min={min} max={max} errorId={message ? errorId : undefined} onChange={edit} />
            <Button type="submit" size="lg" className="period-apply">
              <Trans>Apply</Trans>
            </Button>
          </div>
          {message ? (
            <p id={errorId} role="alert" className="period-error">
              {message}
            </p>
          ) : null}
        </form>
      ) : null}
      <p className="period-summary" aria-live="polite">
        <Isolate className="ui-strong">{range}</Isolate>
        <span className="ui-muted">
          <Trans>Compared with {previous}</Trans>
        </span>
      </p>
    </div>
  )
}
