import { describe, expect, test } from 'vitest'
import { formatDay, machineDay } from './dates'

describe('formatDay', () => {
  test('shows a calendar day as dd.mm.yyyy', () => {
    expect(formatDay('1994-02-01')).toBe('01.02.1994')
    expect(formatDay('2026-12-31')).toBe('31.12.2026')
  })

  test('shows an instant as its day in Ashgabat (UTC+5)', () => {
    expect(formatDay('2026-11-23T18:59:59.000Z')).toBe('23.11.2026')
    expect(formatDay('2026-11-23T19:00:00.000Z')).toBe('24.11.2026')
    expect(formatDay('2026-11-24T01:30:00+05:00')).toBe('24.11.2026')
  })

  test('shows nothing for a value that is no date', () => {
    expect(formatDay('')).toBe('')
    expect(formatDay('not a date')).toBe('')
  })

  test('gives the matching machine-readable day for <time>', () => {
    expect(machineDay('2026-11-23T19:00:00.000Z')).toBe('2026-11-24')
    expect(machineDay('1994-02-01')).toBe('1994-02-01')
  })
})
