import type { ReactNode } from 'react'
import { Field } from '@chakra-ui/react/field'

export interface FormFieldProps {
  label: ReactNode
  /** The translated error, shown under the control and announced with it. */
  error?: string | undefined
  required?: boolean
  helper?: ReactNode
  /** One Chakra control (Input, NativeSelect, MaskedInput): the field labels and describes it. */
  children: ReactNode
}

/** A labelled form control with its error: the label, required mark and error are tied to the control. */
export function FormField({ label, error, required = false, helper, children }: FormFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper !== undefined && error === undefined ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
