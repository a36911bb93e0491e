import { describe, expect, test } from 'vitest'
import { maskPhone, phoneDigits, phoneValue } from './phone'

describe('the +993 phone mask', () => {
  test('shows the country code and groups the digits as they are typed', () => {
    expect(maskPhone('')).toBe('+993 ')
    expect(maskPhone('6')).toBe('+993 6')
    expect(maskPhone('65')).toBe('+993 65')
    expect(maskPhone('651')).toBe('+993 65 1')
    expect(maskPhone('65123456')).toBe('+993 65 123456')
  })

  test('keeps only eight digits and drops letters and signs', () => {
    expect(phoneDigits('+993 65 12-34-56 789')).toBe('65123456')
    expect(maskPhone('6a5b1c2')).toBe('+993 65 12')
  })

  test('takes a pasted number with its country code', () => {
    expect(phoneDigits('+99365123456')).toBe('65123456')
    expect(maskPhone('+993 (65) 12 34 56')).toBe('+993 65 123456')
  })

  test('re-masking what the input shows changes nothing (typing goes on where it was)', () => {
    for (const typed of ['6', '65', '6512', '65123456']) {
      expect(maskPhone(maskPhone(typed))).toBe(maskPhone(typed))
    }
  })

  test('sends +993 and eight digits, or nothing while the number is short', () => {
    expect(phoneValue('+993 65 123456')).toBe('+99365123456')
    expect(phoneValue('+993 65 1234')).toBe('')
  })
})
