import { useId, type ReactNode } from 'react'
import { RadioGroup } from '@chakra-ui/react/radio-group'
import './form.css'

export interface RadioOption<T extends string> {
  value: T
  label: ReactNode
}

export interface RadioFieldProps<T extends string> {
  label: ReactNode
  value: T | ''
  onChange: (value: T) => void
  options: readonly RadioOption<T>[]
  error?: string | undefined
  required?: boolean
}

/** A labelled group of radio buttons (arrow keys move between them) with its error. */
export function RadioField<T extends string>({ label, value, onChange, options, error, required = false }: RadioFieldProps<T>) {
  const errorId = useId()
  const select = (chosen: string | null) => {
    const option = options.find((o) => o.value === chosen)
    if (option) onChange(option.value)
  }
  return (
    <RadioGroup.Root
      value={value === '' ? null : value}
      onValueChange={(details) => select(details.value)}
      invalid={error !== undefined}
      required={required}
      aria-describedby={error !== undefined ? errorId : undefined}
    >
      <RadioGroup.Label display="block" fontWeight="medium" fontSize="sm" mb="2">
        {label}
        {required ? (
          <span className="ui-required-mark" aria-hidden="true">
            *
          </span>
        ) : null}
      </RadioGroup.Label>
      <div className="ui-radio-options">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </div>
      {error !== undefined ? (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      ) : null}
    </RadioGroup.Root>
  )
}
