/**
 * Turkmen phone numbers as the portal asks for them: `+993` and eight digits. The input shows
 * `+993 XX XXXXXX` as the person types; the value sent is `+993XXXXXXXX`.
 */
export const PHONE_PREFIX = '+993'
const DIGITS = 8

/** The eight digits after the country code, from whatever was typed or pasted. */
export function phoneDigits(input: string): string {
  const typed = input.trim()
  const afterPrefix = typed.startsWith(PHONE_PREFIX) ? typed.slice(PHONE_PREFIX.length) : typed
  let digits = afterPrefix.replace(/\D/g, '')
  // A number pasted with its country code but without the plus sign.
  if (afterPrefix === typed && digits.startsWith('993') && digits.length > DIGITS) {
    digits = digits.slice(3)
  }
  return digits.slice(0, DIGITS)
}

/** What the input shows: `+993 6X XXXXXX`, as far as typed. */
export function maskPhone(input: string): string {
  const digits = phoneDigits(input)
  if (digits.length === 0) return `${PHONE_PREFIX} `
  const operator = digits.slice(0, 2)
  const subscriber = digits.slice(2)
  return subscriber ? `${PHONE_PREFIX} ${operator} ${subscriber}` : `${PHONE_PREFIX} ${operator}`
}

/** The value to send (`+993XXXXXXXX`), or '' when fewer than eight digits were typed. */
export function phoneValue(input: string): string {
  const digits = phoneDigits(input)
  return digits.length === DIGITS ? `${PHONE_PREFIX}${digits}` : ''
}
