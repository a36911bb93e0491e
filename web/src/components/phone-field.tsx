import type { ChangeEvent, FocusEvent, ReactNode } from 'react'
import { maskPhone, PHONE_PREFIX, phoneDigits } from '../lib/phone'
import { type InputProps, TextField } from './field'

type PhoneFieldProps = Omit<InputProps, 'type' | 'inputMode' | 'value' | 'onChange'> & {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
}

/**
 * A phone input masked as `+993 XX XXXXXX` while typing (lib/phone.ts). It stays uncontrolled,
 * like the portal's other inputs, so `form.reset()` clears it; read it with `phoneValue()`.
 * The caret stays after the digit just typed, also when editing in the middle.
 */
export function PhoneField({ onFocus, onBlur, placeholder, ...props }: PhoneFieldProps) {
  const mask = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const raw = input.value
    const digitsBefore = digitsBeforeCaret(raw, input.selectionStart ?? raw.length)
    const masked = maskPhone(raw)
    if (masked === raw) return
    input.value = masked
    const caret = caretAfterDigits(masked, digitsBefore)
    input.setSelectionRange(caret, caret)
  }
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={placeholder ?? `${PHONE_PREFIX} 6X XXXXXX`}
      onChange={mask}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        // The country code is given: the person types only the eight digits.
        if (!event.currentTarget.value) event.currentTarget.value = `${PHONE_PREFIX} `
        onFocus?.(event)
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (phoneDigits(event.currentTarget.value) === '') event.currentTarget.value = ''
        onBlur?.(event)
      }}
    />
  )
}

function digitsBeforeCaret(raw: string, caret: number): number {
  const before = raw.slice(0, caret)
  const local = before.startsWith(PHONE_PREFIX) ? before.slice(PHONE_PREFIX.length) : before
  return Math.min(phoneDigits(local).length, 8)
}

function caretAfterDigits(masked: string, digits: number): number {
  let index = PHONE_PREFIX.length
  let seen = 0
  while (index < masked.length && seen < digits) {
    if (/\d/.test(masked.charAt(index))) seen += 1
    index += 1
  }
  return Math.max(index, Math.min(masked.length, PHONE_PREFIX.length + 1))
}
