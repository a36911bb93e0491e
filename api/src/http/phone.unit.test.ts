import { describe, expect, test } from 'vitest'
import { isPhone, normalizePhone, toE164 } from './phone.js'

describe('phone numbers of any country, stored as E.164', () => {
  test('a foreign number keeps its country code', () => {
    expect(toE164('+7 916 123 45 67')).toBe('+79161234567')
    expect(toE164('+7 (916) 123-45-67')).toBe('+79161234567')
    expect(toE164('+90 532 123 45 67')).toBe('+905321234567')
    expect(toE164('+49 30 123456')).toBe('+4930123456')
  })

  test('a Turkmen number is +993 and eight digits, as the mask writes it', () => {
    expect(toE164('+993 65 123456')).toBe('+99365123456')
    expect(toE164('+99365123456')).toBe('+99365123456')
    // Numbers stored before foreign ones were accepted stay valid, whatever their digits.
    expect(toE164('+99399999999')).toBe('+99399999999')
    expect(toE164('+993 65 12345')).toBeNull()
    expect(toE164('+993 65 1234567')).toBeNull()
  })

  test('without a plus sign a number is Turkmen: 993, the trunk prefix 8, or its eight digits', () => {
    expect(toE164('993 65 123456')).toBe('+99365123456')
    expect(toE164('8 65 123456')).toBe('+99365123456')
    expect(toE164('8 (12) 34-56-78')).toBe('+99312345678')
    expect(toE164('65 123456')).toBe('+99365123456')
    // A Russian number written with its own trunk prefix names no country: refused, not guessed.
    expect(toE164('8 916 123 45 67')).toBeNull()
  })

  test('refuses what is not a phone number', () => {
    for (const text of [
      '',
      '+',
      'abc',
      '+7 916 123 45 6',
      '+1 000',
      '+993 65\n123456',
      '++99365123456',
    ]) {
      expect(isPhone(text), text).toBe(false)
    }
  })

  test('normalizes only what the schema accepted', () => {
    expect(normalizePhone('+7 916 123-45-67')).toBe('+79161234567')
    expect(() => normalizePhone('abc')).toThrow()
  })
})
