import { describe, expect, test } from 'vitest'
import type { AnswerSlot } from './context.js'
import { PublicCache } from './rest/public-cache.js'
import { UpstreamReads } from './rest/upstream-reads.js'
import { SessionAnswers } from './session-answers.js'

/** Reads as a request that asked one list, answered with an ETag, writes them down. */
function listRead() {
  const reads = new UpstreamReads()
  reads.called('GET', '/api/drivers/0', false, {
    status: 200,
    contentType: 'application/json',
    etag: 'W/"tag"',
    text: '{}',
  })
  return reads
}

/**
 * One answer of `token`'s session through the plugin, as Apollo Server calls it, then its bytes
 * as the /graphql route hands them on once Apollo has encoded them.
 */
async function send(
  answers: SessionAnswers,
  token: string,
  query: string,
  options: { bytes?: number; operation?: 'query' | 'mutation'; reads?: UpstreamReads } = {},
) {
  const singleResult = { data: { text: 'x'.repeat(options.bytes ?? 100) } }
  const contextValue: { answerSlot?: AnswerSlot } = {}
  const hooks = await answers.plugin().requestDidStart?.({} as never)
  await hooks?.willSendResponse?.({
    request: { http: { method: 'POST' }, query, variables: {} },
    response: { body: { kind: 'single', singleResult }, http: { headers: new Map() } },
    contextValue: Object.assign(contextValue, {
      session: { token },
      lang: 'en',
      reads: options.reads ?? listRead(),
    }),
    operation: { operation: options.operation ?? 'query' },
    overallCachePolicy: { policyIfCacheable: () => null },
  } as never)
  answers.sent(contextValue.answerSlot, `${JSON.stringify(singleResult)}\n`)
}

const newAnswers = (maxBytes: number) =>
  new SessionAnswers({} as never, new PublicCache(30_000), 'session', maxBytes)

describe("a session's stored answers, bounded", () => {
  test('hold no more bytes than their bound, however many sessions store', async () => {
    const answers = newAnswers(1_000_000)
    for (let i = 0; i < 200; i++) {
      await send(answers, `token-${i}`, '{ drivers(kind: INDIVIDUAL) { id } }', { bytes: 20_000 })
    }
    expect(answers.bytes).toBeGreaterThan(800_000)
    expect(answers.bytes).toBeLessThanOrEqual(1_000_000)
  })

  test('one session keeps at most 64 answers, its oldest going first', async () => {
    const answers = newAnswers(32 * 1024 * 1024)
    await send(answers, 'other', '{ drivers(kind: INDIVIDUAL) { id } }', { bytes: 1000 })
    const other = answers.bytes
    for (let i = 0; i < 200; i++) {
      await send(answers, 'busy', `{ driver(id: "${i}") { id } }`, { bytes: 1000 })
    }
    const perAnswer = (answers.bytes - other) / 64
    expect(perAnswer).toBeGreaterThan(2000)
    expect(perAnswer).toBeLessThan(2400)
  })

  test('a mutation of a session, or its end, drops its answers and only its', async () => {
    const answers = newAnswers(32 * 1024 * 1024)
    await send(answers, 'first', '{ drivers(kind: INDIVIDUAL) { id } }')
    const one = answers.bytes
    await send(answers, 'second', '{ drivers(kind: INDIVIDUAL) { id } }')
    await send(answers, 'second', '{ drivers(kind: LEGAL_ENTITY) { id } }')
    await send(answers, 'second', 'mutation { logOut { loggedOut } }', { operation: 'mutation' })
    expect(answers.bytes).toBe(one)
  })

  test('keeps nothing of a mutation, or of reads that cannot be asked again', async () => {
    const answers = newAnswers(32 * 1024 * 1024)
    const untagged = new UpstreamReads()
    untagged.called('GET', '/api/user', false, {
      status: 200,
      contentType: 'application/json',
      etag: undefined,
      text: '{}',
    })
    await send(answers, 'first', '{ me { id } }', { reads: untagged })
    await send(answers, 'first', '{ me { id } }', { reads: new UpstreamReads() })
    await send(answers, 'first', 'mutation { logOut { loggedOut } }', { operation: 'mutation' })
    expect(answers.bytes).toBe(0)
  })
})
