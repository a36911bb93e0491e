import { describe, expect, test } from 'vitest'
import { formatAgo, formatDay, formatDayTime, formatEventTime, machineDay } from './dates'

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

describe('formatAgo', () => {
  const now = Date.parse('2026-11-24T12:00:00Z')
  test('the largest whole unit, in the language asked', () => {
    expect(formatAgo('2026-11-24T09:10:00Z', 'en', now)).toBe('2 hours ago')
    expect(formatAgo('2026-11-21T11:00:00Z', 'ru', now)).toBe('3 дня назад')
    expect(formatAgo('2026-11-24T11:59:30Z', 'en', now)).toBe('now')
    // Turkmen is Intl's `tk`.
    expect(formatAgo('2026-11-24T09:10:00Z', 'tk', now)).toBe('2 sagat öň')
  })
})

describe('formatDayTime', () => {
  test('the day and time in Ashgabat (UTC+5)', () => {
    expect(formatDayTime('2026-11-24T20:30:00Z')).toBe('25.11.2026 01:30')
  })
})

describe('formatEventTime', () => {
  test('a timeline says the time in Ashgabat, as the enterprise answers', () => {
    expect(formatEventTime('2026-11-24T20:30:00Z', 'ru', -300)).toBe('25.11.2026 01:30')
  })

  test('a reader elsewhere (Moscow, UTC) is told the zone, in their language', () => {
    expect(formatEventTime('2026-11-24T20:30:00Z', 'ru', -180)).toBe('25.11.2026 01:30 GMT+5')
    expect(formatEventTime('2026-11-24T20:30:00Z', 'en', 0)).toMatch(/^25\.11\.2026 01:30 GMT\+5$/)
  })
})
