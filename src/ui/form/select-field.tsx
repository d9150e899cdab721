import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Field } from '@chakra-ui/react/field'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { ListLoadError } from './list-load-error'
import './form.css'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  options: readonly SelectOption[]
  /** The empty choice's words ("Choose your region"). */
  placeholder: string
  error?: string | undefined
  required?: boolean
  disabled?: boolean
  /** Where the options come from, when they load: loading disables the select; error offers Try again. */
  source?: { status: 'idle' | 'loading' | 'loaded' | 'error'; retry: () => void }
}

/** A native select (the phone's own picker) with its label, error, and its list's loading and failure. */
export function SelectField({ label, value, onChange, options, placeholder, error, required = false, disabled = false, source }: SelectFieldProps) {
  const { t } = useLingui()
  const loading = source?.status === 'loading'
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled || loading}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          placeholder={loading ? t`Loading…` : placeholder}
          aria-busy={loading || undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
      {source?.status === 'error' ? <ListLoadError onRetry={source.retry} /> : null}
    </Field.Root>
  )
}
