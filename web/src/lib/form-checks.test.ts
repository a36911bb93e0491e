import { expect, test } from 'vitest'
import { dateOutOfRange, newPasswordProblems, todayIso } from './form-checks'

test("today is Ashgabat's calendar day (UTC+5) as yyyy-mm-dd, whatever the visitor's clock", () => {
  expect(todayIso(new Date('2026-01-05T18:59:59Z'))).toBe('2026-01-05')
  // 19:00 UTC is midnight in Ashgabat: the API's today is already the 6th.
  expect(todayIso(new Date('2026-01-05T19:00:00Z'))).toBe('2026-01-06')
  expect(todayIso(new Date('2026-12-31T20:30:00Z'))).toBe('2027-01-01')
})

test('a date outside min or max is out of range; an empty one is not', () => {
  const range = { min: '2026-01-01', max: '2026-12-31' }
  expect(dateOutOfRange('2025-12-31', range)).toBe(true)
  expect(dateOutOfRange('2027-01-01', range)).toBe(true)
  expect(dateOutOfRange('2026-06-30', range)).toBe(false)
  expect(dateOutOfRange('2026-01-01', range)).toBe(false)
  expect(dateOutOfRange('', range)).toBe(false)
  expect(dateOutOfRange('2020-01-01', {})).toBe(false)
})

test('a new password: too short and a different repetition together, an empty one left to required', () => {
  expect(newPasswordProblems('short', 'other')).toEqual({ tooShort: true, mismatch: true })
  expect(newPasswordProblems('long-enough', 'long-enough')).toEqual({
    tooShort: false,
    mismatch: false,
  })
  expect(newPasswordProblems('', 'anything')).toEqual({ tooShort: false, mismatch: false })
  expect(newPasswordProblems('long-enough', '')).toEqual({ tooShort: false, mismatch: false })
})

test('a text that is no day, or a bound that is none, is no range problem: the date field tells it', () => {
  expect(dateOutOfRange('31.02.2027', { max: '2026-11-29' })).toBe(false)
  expect(dateOutOfRange('2026-12-01', { min: '31.02.2027' })).toBe(false)
  expect(dateOutOfRange('2026-12-01', { min: '2026-12-02' })).toBe(true)
})
