import { describe, expect, test } from 'vitest'
import { parseDays } from './working-days'

describe('parseDays', () => {
  test('reads a range of days and a single day', () => {
    expect(parseDays('mon-fri')).toEqual({ first: 'mon', last: 'fri' })
    expect(parseDays('sat')).toEqual({ first: 'sat', last: null })
    expect(parseDays('Sun')).toEqual({ first: 'sun', last: null })
  })

  test('gives null for what it cannot read', () => {
    for (const days of ['', 'weekdays', 'mon-', 'mon-fri-sat', 'xyz-fri']) {
      expect(parseDays(days), days).toBeNull()
    }
  })
})
