import { useLingui } from '@lingui/react/macro'
import './range-fields.css'

/** What a range's two fields hold: YYYY-MM-DD days or HH:MM times, '' while one is missing. */
export interface RangeValue {
  readonly from: string
  readonly to: string
}

export interface RangeFieldsProps {
  /** What the fields hold (YYYY-MM-DD days, or HH:MM times; '' while one is missing). */
  readonly range: RangeValue
  /** Days (the default) or times of day. */
  readonly type?: 'date' | 'time'
  readonly min?: string
  readonly max?: string
  /** The id of the message that says what is wrong, while one is shown (the fields are then invalid). */
  readonly errorId: string | undefined
  readonly onChange: (change: Partial<RangeValue>) => void
  readonly disabled?: boolean
  /** The label's class and the input's: the kit's look (range-fields.css) unless a screen lays them out itself. */
  readonly className?: string
  readonly inputClassName?: string
}

/**
 * A range's two native fields, From and To: the days of a custom range (the period picker's and the orders
 * filter's, bounded) or the times of day of the notifications' quiet hours.
 */
export function RangeFields({
  range,
  type = 'date',
  min,
  max,
  errorId,
  onChange,
  disabled,
  className = 'ui-range-field',
  inputClassName = 'ui-range-input',
}: RangeFieldsProps) {
  const { t } = useLingui()
  return (['from', 'to'] as const).map((end) => (
    <label key={end} className={className}>
      <span className="ui-text-sm ui-medium">{end === 'from' ? t`From` : t`To`}</span>
      <input
        type={type}
        className={inputClassName}
        value={range[end]}
        min={min}
        max={max}
        required
        disabled={disabled}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange({ [end]: event.currentTarget.value })}
      />
    </label>
  ))
}
