import { describe, expect, test } from 'vitest'
import { loggableUrl } from './loggable-url.js'

const rules = {
  keptParams: new Set(['lang', 'operationName']),
  secretPaths: [/^(\/password-reset\/)[^/?]+/],
}

describe('a URL as the log keeps it', () => {
  test('keeps the values of the kept parameters and redacts every other one', () => {
    expect(loggableUrl('/api/x?lang=ru&code=QX7-SECRET&signature=abc&', rules)).toBe(
      '/api/x?lang=ru&code=[redacted]&signature=[redacted]',
    )
  })

  test('redacts a secret segment of the path and keeps the rest', () => {
    expect(loggableUrl('/password-reset/Qx7LiveCode/next?user_id=12', rules)).toBe(
      '/password-reset/[redacted]/next?user_id=[redacted]',
    )
  })

  test('leaves a URL without secrets as it is', () => {
    expect(loggableUrl('/news/12', rules)).toBe('/news/12')
    expect(loggableUrl('/graphql?operationName=Drivers', rules)).toBe(
      '/graphql?operationName=Drivers',
    )
  })

  test('a parameter without a value or a name is kept as a name only', () => {
    expect(loggableUrl('/a?code&=x', rules)).toBe('/a?code=[redacted]&=[redacted]')
  })
})
