import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { describe, expect, test } from 'vitest'
import { retryDelayOf } from './retry-after'

const refused = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Busy', extensions }] })

describe('retryDelayOf', () => {
  test('waits what a busy server asked, and up to half as long again', () => {
    const busy = refused({ code: 'UPSTREAM_UNAVAILABLE', retryAfter: 2 })
    expect(retryDelayOf(busy, () => 0)).toBe(2000)
    expect(retryDelayOf(busy, () => 0.999)).toBe(2999)
  })

  test('does not retry other failures, a server that names no time, or a long wait', () => {
    expect(retryDelayOf(refused({ code: 'UPSTREAM_UNAVAILABLE' }))).toBeUndefined()
    expect(retryDelayOf(refused({ code: 'UPSTREAM_UNAVAILABLE', retryAfter: 60 }))).toBeUndefined()
    expect(retryDelayOf(refused({ code: 'INTERNAL_SERVER_ERROR', retryAfter: 1 }))).toBeUndefined()
    expect(retryDelayOf(new TypeError('Failed to fetch'))).toBeUndefined()
  })
})
