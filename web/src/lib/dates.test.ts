import { afterEach, describe, expect, test, vi } from 'vitest'
import { withoutTurkmen } from '../testing/without-turkmen'
import {
  ashgabatDay,
  exampleDay,
  formatAgo,
  formatDay,
  formatDayTime,
  formatEventTime,
  machineDay,
  parseTypedDate,
  turkmenAgo,
} from './dates'

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
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  const now = Date.parse('2026-11-24T12:00:00Z')
  test('the largest whole unit, in the language asked', () => {
    expect(formatAgo('2026-11-24T09:10:00Z', 'en', now)).toBe('2 hours ago')
    expect(formatAgo('2026-11-21T11:00:00Z', 'ru', now)).toBe('3 дня назад')
    expect(formatAgo('2026-11-24T11:59:30Z', 'en', now)).toBe('now')
    // Turkmen is Intl's `tk`.
    expect(formatAgo('2026-11-24T09:10:00Z', 'tk', now)).toBe('2 sagat öň')
  })

  test('Turkmen in a browser whose Intl has no Turkmen relative times (Chromium)', () => {
    withoutTurkmen('RelativeTimeFormat')
    const ago = (value: string) => formatAgo(value, 'tk', now)
    expect(ago('2026-11-24T11:59:30Z')).toBe('häzir')
    expect(ago('2026-11-24T11:59:00Z')).toBe('1 minut öň')
    expect(ago('2026-11-24T11:55:00Z')).toBe('5 minut öň')
    expect(ago('2026-11-24T09:10:00Z')).toBe('2 sagat öň')
    expect(ago('2026-11-23T11:00:00Z')).toBe('düýn')
    expect(ago('2026-11-21T11:00:00Z')).toBe('3 gün öň')
    // Other languages keep Intl's words.
    expect(formatAgo('2026-11-24T11:56:00Z', 'ru', now)).toBe('4 минуты назад')
    expect(formatAgo('2026-11-24T11:55:00Z', 'en', now)).toBe('5 minutes ago')
  })

  test('the Turkmen without Intl says what ICU’s own Turkmen data says', () => {
    const intl = new Intl.RelativeTimeFormat('tk', { numeric: 'auto' })
    if (intl.resolvedOptions().locale !== 'tk') return // this runtime has none to compare with
    const minute = 60_000
    for (const [elapsed, count, unit] of [
      [0, 0, 'second'],
      [minute, -1, 'minute'],
      [59 * minute, -59, 'minute'],
      [60 * minute, -1, 'hour'],
      [23 * 60 * minute, -23, 'hour'],
      [24 * 60 * minute, -1, 'day'],
      [2 * 24 * 60 * minute, -2, 'day'],
      [1500 * 24 * 60 * minute, -1500, 'day'],
    ] as const) {
      expect(turkmenAgo(elapsed)).toBe(intl.format(count, unit))
    }
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

test('a typed day: as the portal writes it, with other separators or without zeros, or ISO', () => {
  const typed = {
    '04.01.2027': '2027-01-04',
    ' 4/1/2027 ': '2027-01-04',
    '4-1-2027': '2027-01-04',
    '4 1 2027': '2027-01-04',
    '4,1,2027': '2027-01-04',
    '04012027': '2027-01-04',
    '2027-01-04': '2027-01-04',
    '29.02.2028': '2028-02-29',
  }
  for (const [text, day] of Object.entries(typed)) expect(parseTypedDate(text), text).toBe(day)
  // Not a day of the calendar, or not a day at all.
  const noDays = ['29.02.2027', '31.04.2027', '00.01.2027', '01.13.2027', '2027-02-30', '']
  for (const text of [...noDays, 'soon', '04.01.27', '4012027', '30022027', '1.1.0999']) {
    expect(parseTypedDate(text), text).toBeNull()
  }
})

describe('exampleDay', () => {
  const now = new Date('2026-11-29T12:00:00Z')
  test('is 27 March of next year where the field takes it', () => {
    expect(exampleDay(undefined, undefined, now)).toBe('2027-03-27')
    expect(exampleDay('2026-11-29', undefined, now)).toBe('2027-03-27')
  })
  test('is a day before the last day a field takes (a day of issue, not in the future)', () => {
    expect(exampleDay(undefined, '2026-11-29', now)).toBe('2025-03-27')
    expect(exampleDay('2026-01-01', '2026-11-29', now)).toBe('2026-11-29')
  })
})

describe('ashgabatDay', () => {
  test("is the instant's day at UTC+5", () => {
    expect(ashgabatDay(new Date('2026-11-29T18:59:59Z'))).toBe('2026-11-29')
    expect(ashgabatDay(new Date('2026-11-29T19:00:00Z'))).toBe('2026-11-30')
  })
})
