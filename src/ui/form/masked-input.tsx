import { useLayoutEffect, useRef, type ChangeEvent } from 'react'
import { Input, type InputProps } from '@chakra-ui/react/input'
import { applyEdit, formatDigits, type Mask } from './mask'

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'dir'> {
  /** The digits only: what the form keeps and submits. */
  value: string
  onValueChange: (digits: string) => void
  /** Group sizes, e.g. PHONE_MASK (4-3-4) or BANK_ACCOUNT_MASK (3-3-4). */
  mask: Mask
}

/**
 * A number typed in groups (0244 123 4567) while the form holds digits only.
 * The caret stays after the digit just typed or deleted; Backspace on a space
 * deletes the digit before it; a paste keeps its digits; Arabic-Indic digits
 * count. Numbers read left to right in every language (aligned with the other
 * fields in right-to-left pages); phones get the numeric keypad.
 * Use inside a Chakra `Field.Root` for the label, error and required state.
 */
export function MaskedInput({ value, onValueChange, mask, ...rest }: MaskedInputProps) {
  const ref = useRef<HTMLInputElement>(null)
  const pendingCaret = useRef<number | null>(null)
  const formatted = formatDigits(value, mask)

  useLayoutEffect(() => {
    const input = ref.current
    const caret = pendingCaret.current
    pendingCaret.current = null
    if (caret === null || !input || input.ownerDocument.activeElement !== input) return
    input.setSelectionRange(caret, caret)
  })

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const inputType = event.nativeEvent instanceof InputEvent ? event.nativeEvent.inputType : undefined
    const edit = applyEdit(value, input.value, input.selectionStart ?? input.value.length, mask, inputType)
    if (edit.digits === value) {
      // Nothing to re-render (a letter, or a space removed and put back): restore the text and the caret here.
      input.value = formatted
      input.setSelectionRange(edit.caret, edit.caret)
      return
    }
    pendingCaret.current = edit.caret
    onValueChange(edit.digits)
  }

  return (
    <Input
      ref={ref}
      {...rest}
      type="text"
      inputMode="numeric"
      dir="ltr"
      spellCheck={false}
      _rtl={{ textAlign: 'right' }}
      value={formatted}
      onChange={handleChange}
    />
  )
}
