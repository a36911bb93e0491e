import { describe, expect, test } from 'vitest'
import { displayPhone, formatPhone, phoneTyped, phoneValue, storedPhone } from './phone'

const shown = (typed: string, country: 'TM' | 'RU' | 'DE' = 'TM') => formatPhone(typed, country)

describe('a Turkmen number keeps the spec mask +993 XX XXXXXX', () => {
  test('shows the country code and groups the digits as they are typed', () => {
    expect(shown('').text).toBe('')
    expect(shown('6').text).toBe('+993 6')
    expect(shown('+993 651').text).toBe('+993 65 1')
    expect(shown('65123456')).toEqual({ text: '+993 65 123456', country: 'TM' })
  })

  test('a digit typed in front of the offered +993 goes after it (the caret was at the start)', () => {
    expect(shown('6+993 ').text).toBe('+993 6')
    expect(shown('65+993 ').text).toBe('+993 65')
    expect(shown('+7+993 ').text).toBe('+7')
  })

  test('keeps eight digits and drops letters and signs', () => {
    expect(shown('+993 65 12-34-56 789').text).toBe('+993 65 123456')
    expect(shown('6a5b1c2').text).toBe('+993 65 12')
  })

  test('takes the trunk prefix 8 and a code pasted without its plus sign', () => {
    expect(shown('8 65 123456').text).toBe('+993 65 123456')
    expect(shown('+993 8').text).toBe('+993 ')
    expect(shown('99365123456').text).toBe('+993 65 123456')
    expect(phoneValue('8 65 123456')).toBe('+99365123456')
  })

  test('re-masking what the input shows changes nothing (typing goes on where it was)', () => {
    for (const typed of ['6', '65', '6512', '65123456']) {
      const once = shown(typed).text
      expect(shown(once).text).toBe(once)
    }
  })

  test('sends +993 and eight digits, or nothing while the number is short', () => {
    expect(phoneValue('+993 65 123456')).toBe('+99365123456')
    expect(phoneValue('+993 65 1234')).toBe('')
    expect(phoneTyped('+993 ')).toBe(false)
    expect(phoneTyped('+993 65 1234')).toBe(true)
  })
})

describe('another country’s number', () => {
  test('a + typed after the offered +993 starts an international number (the issue’s +7)', () => {
    expect(shown('+993 +7 916 123 45 67')).toEqual({ text: '+7 916 123 45 67', country: 'RU' })
    expect(shown('+79161234567')).toEqual({ text: '+7 916 123 45 67', country: 'RU' })
    expect(phoneValue('+7 916 123 45 67')).toBe('+79161234567')
  })

  test('typed the way its own country writes it, the trunk prefix included', () => {
    expect(shown('89161234567', 'RU').text).toBe('8 (916) 123-45-67')
    expect(phoneValue('8 (916) 123-45-67', 'RU')).toBe('+79161234567')
    expect(phoneValue('030 123456', 'DE')).toBe('+4930123456')
  })

  test('refuses a number too short for its country', () => {
    expect(phoneValue('+7 916 123')).toBe('')
    expect(phoneValue('8 916 123 45 67')).toBe('')
  })

  test('a stored number comes back with its country, shown internationally', () => {
    expect(storedPhone('+79161234567')).toEqual({ text: '+7 916 123 45 67', country: 'RU' })
    expect(storedPhone('+99365123456')).toEqual({ text: '+993 65 123456', country: 'TM' })
    expect(displayPhone('+905321234567')).toBe('+90 532 123 45 67')
  })
})
