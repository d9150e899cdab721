import { describe, expect, it } from 'vitest'
import { applyEdit, BANK_ACCOUNT_MASK, caretAfterDigits, digitsOf, formatDigits, PHONE_MASK } from './mask'

describe('digit masks', () => {
  it('groups phone numbers 4-3-4 and bank accounts 3-3-4', () => {
    expect(formatDigits('02441234567', PHONE_MASK)).toBe('0244 123 4567')
    expect(formatDigits('02441', PHONE_MASK)).toBe('0244 1')
    expect(formatDigits('0244', PHONE_MASK)).toBe('0244')
    expect(formatDigits('1234567890', BANK_ACCOUNT_MASK)).toBe('123 456 7890')
    expect(formatDigits('', PHONE_MASK)).toBe('')
  })

  it('keeps digits only, from any script, at most the mask length', () => {
    expect(digitsOf('0244-123 4567', PHONE_MASK)).toBe('02441234567')
    expect(digitsOf('٠٢٤٤١٢٣٤٥٦٧', PHONE_MASK)).toBe('02441234567')
    expect(digitsOf('۰۲۴۴', PHONE_MASK)).toBe('0244')
    expect(digitsOf('0244 123 4567 89', PHONE_MASK)).toBe('02441234567')
  })

  it('puts the caret after the same digit once formatted', () => {
    expect(caretAfterDigits('0244 123 4567', 4)).toBe(4)
    expect(caretAfterDigits('0244 123 4567', 5)).toBe(6)
    expect(caretAfterDigits('0244 123 4567', 0)).toBe(0)
  })

  it('typing in the middle keeps the caret after the typed digit', () => {
    // '0244 123 4567' with '9' typed after '02'
    const edit = applyEdit('02441234567', '029244 123 4567', 3, PHONE_MASK, 'insertText')
    expect(edit.digits).toBe('02924412345')
    expect(edit.caret).toBe(3)
  })

  it('typing at a group boundary moves past the space', () => {
    const edit = applyEdit('0244', '02441', 5, PHONE_MASK, 'insertText')
    expect(edit).toEqual({ digits: '02441', caret: 6 })
  })

  it('Backspace on a space deletes the digit before it', () => {
    // caret after the space in '0244 1': the browser removed the space
    const edit = applyEdit('02441', '02441', 4, PHONE_MASK, 'deleteContentBackward')
    expect(edit).toEqual({ digits: '0241', caret: 3 })
  })

  it('Delete on a space deletes the digit after it', () => {
    const edit = applyEdit('02441', '02441', 4, PHONE_MASK, 'deleteContentForward')
    expect(edit).toEqual({ digits: '0244', caret: 4 })
  })

  it('pasting a formatted number keeps its digits', () => {
    expect(applyEdit('', '+0244 123 4567', 14, PHONE_MASK, 'insertFromPaste')).toEqual({ digits: '02441234567', caret: 13 })
  })
})
