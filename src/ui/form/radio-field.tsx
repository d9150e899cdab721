import { useId, type ReactNode } from 'react'
import { RadioGroup } from '@chakra-ui/react/radio-group'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'

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
          <Text as="span" color="fg.error" aria-hidden="true" ms="1">
            *
          </Text>
        ) : null}
      </RadioGroup.Label>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '3', sm: '6' }}>
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
      {error !== undefined ? (
        <Text id={errorId} color="fg.error" fontSize="xs" mt="1.5">
          {error}
        </Text>
      ) : null}
    </RadioGroup.Root>
  )
}
