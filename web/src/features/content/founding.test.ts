import { describe, expect, test } from 'vitest'
import { parseYearMonth, yearsSince } from './founding'

describe('parseYearMonth', () => {
  test('reads yyyy-mm', () => {
    expect(parseYearMonth('1994-02')).toEqual({ year: 1994, month: 2 })
  })

  test('gives null for anything else', () => {
    for (const value of ['', '1994', '1994-2', '1994-13', '1994-00', '1994-02-01', 'Feb 1994']) {
      expect(parseYearMonth(value), value).toBeNull()
    }
  })
})

describe('yearsSince', () => {
  const founded = { year: 1994, month: 2 }

  test('counts whole years, the founding month completing each', () => {
    expect(yearsSince(founded, new Date(2026, 0, 31))).toBe(31)
    expect(yearsSince(founded, new Date(2026, 1, 1))).toBe(32)
    expect(yearsSince(founded, new Date(2026, 10, 24))).toBe(32)
  })

  test('is never negative', () => {
    expect(yearsSince(founded, new Date(1990, 0, 1))).toBe(0)
  })
})
