import { GraphQLError } from 'graphql'
import { describe, expect, it } from 'vitest'
import { failureOf } from './failures.js'
import { readRetriedOnce, sentAgainIfNotStarted } from './safe-retry.js'

/** Reads answering `answers` in turn (an Error is thrown), counting the tries. */
function reads(...answers: ({ status: number; retryAfter?: string; phase?: string } | Error)[]) {
  let tries = 0
  const read = async () => {
    const answer = answers[tries]
    tries += 1
    if (answer instanceof Error) throw answer
    if (!answer) throw new Error('asked once too often')
    return answer
  }
  return { read, tries: () => tries }
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
const reset = () =>
  Object.assign(new Error('other side closed'), {
    code: 'UND_ERR_SOCKET',
    cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  })

describe('a safe read when the API stops or dies', () => {
  it('is sent once more after a refused or reset connection', async () => {
    for (const failure of [refused(), reset()]) {
      const calls = reads(failure, { status: 200 })
      expect(await readRetriedOnce(calls.read)).toEqual({ status: 200 })
      expect(calls.tries()).toBe(2)
    }
  })

  it('is sent once more after a 502, 503 or 504 without Retry-After, and only once', async () => {
    for (const status of [502, 503, 504]) {
      const calls = reads({ status }, { status: 200 })
      expect(await readRetriedOnce(calls.read)).toEqual({ status: 200 })
    }
    const twice = reads({ status: 502 }, { status: 502 }, { status: 200 })
    expect(await readRetriedOnce(twice.read)).toEqual({ status: 502 })
    expect(twice.tries()).toBe(2)
  })

  it('is not repeated for a busy API naming its wait, a success, a refusal or a timeout', async () => {
    for (const answer of [{ status: 503, retryAfter: '5' }, { status: 200 }, { status: 404 }]) {
      const calls = reads(answer, { status: 200 })
      expect(await readRetriedOnce(calls.read)).toEqual(answer)
      expect(calls.tries()).toBe(1)
    }
    const timeout = Object.assign(new Error('aborted'), { name: 'TimeoutError' })
    const calls = reads(timeout, { status: 200 })
    await expect(readRetriedOnce(calls.read)).rejects.toBe(timeout)
    expect(calls.tries()).toBe(1)
  })

  it('reads a 502, 503 or 504 left after it as UPSTREAM_UNAVAILABLE in the reader language', () => {
    for (const status of [502, 503, 504]) {
      const error = failureOf(status, {}, 'en')
      expect(error).toBeInstanceOf(GraphQLError)
      expect((error as GraphQLError).extensions.code).toBe('UPSTREAM_UNAVAILABLE')
    }
  })
})

describe('a write answered by an API still starting (ADR 0102)', () => {
  const starting = { status: 503, phase: 'starting' }
  it('is sent once more, and only once', async () => {
    const twice = reads(starting, starting)
    expect(await sentAgainIfNotStarted(twice.read)).toEqual(starting)
    expect(twice.tries()).toBe(2)
    const then = reads(starting, { status: 200 })
    expect(await sentAgainIfNotStarted(then.read)).toEqual({ status: 200 })
  })

  it('is not sent again after a 503 of the API itself (busy, its database away)', async () => {
    const busy = reads({ status: 503, retryAfter: '1' }, { status: 200 })
    expect(await sentAgainIfNotStarted(busy.read)).toEqual({ status: 503, retryAfter: '1' })
    expect(busy.tries()).toBe(1)
  })
})
