import { describe, expect, test } from 'vitest'
import { ResponseCache } from './response-cache.js'

/** Stores one answer through the cache's Apollo plugin, as Apollo Server calls it. */
async function store(cache: ResponseCache, query: string, answerBytes: number) {
  const hooks = await cache.plugin().requestDidStart?.({} as never)
  await hooks?.willSendResponse?.({
    request: { http: { method: 'POST' }, query, variables: {} },
    response: {
      body: { kind: 'single', singleResult: { data: { text: 'x'.repeat(answerBytes) } } },
      http: { headers: new Map() },
    },
    overallCachePolicy: { policyIfCacheable: () => ({ maxAge: 30, scope: 'PUBLIC' }) },
  } as never)
}

describe('the public answer cache', () => {
  test('holds no more bytes than its bound, however many answers it is given', async () => {
    const cache = new ResponseCache(30_000, 500, 1_000_000)
    for (let i = 0; i < 200; i++) await store(cache, `{ latestNews { id } } # ${i}`, 50_000)
    expect(cache.bytes).toBeGreaterThan(900_000)
    expect(cache.bytes).toBeLessThanOrEqual(1_000_000)
  })

  test('an answer larger than an eighth of the bound is not kept', async () => {
    const cache = new ResponseCache(30_000, 500, 1_000_000)
    await store(cache, '{ latestNews { id } }', 200_000)
    expect(cache.bytes).toBe(0)
    await store(cache, '{ latestNews { id } }', 1000)
    await store(cache, '{ latestNews { id } }', 1000)
    expect(cache.bytes).toBeGreaterThan(1000)
    expect(cache.bytes).toBeLessThan(2000)
  })
})
