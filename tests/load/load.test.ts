import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createHaulier, startStack } from '@tmulag/gateway/testing'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { serverErrors } from './load-report.js'
import { type Account, type LoadResult, runMixedLoad } from './mixed-load.js'
import { type Recount, recount } from './recount.js'

/**
 * The mixed load, short (`npm run load` runs the 100-user minute): a few users for a few seconds
 * through the real gateway and API (PGlite), then every acknowledged write recounted in the
 * stopped API's database and on its disk.
 */
let stack: Awaited<ReturnType<typeof startStack>>
let result: LoadResult
let recounted: Recount

beforeAll(async () => {
  stack = await startStack({ TRUST_PROXY: '127.0.0.1' })
  const accounts: Account[] = [
    await createHaulier(stack.api.url, stack.api.dataDir),
    await createHaulier(stack.api.url, stack.api.dataDir),
  ]
  result = await runMixedLoad({
    gatewayUrl: stack.gateway.url,
    accounts,
    users: 8,
    seconds: 4,
    thinkMs: 50,
  })
  await stack.api.stop()
  const database = new PGlite(path.join(stack.api.dataDir, 'pglite'))
  try {
    recounted = await recount(
      result.writes,
      async (text, params) => (await database.query<Record<string, unknown>>(text, params)).rows,
      stack.api.dataDir,
    )
  } finally {
    await database.close()
  }
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

test('every kind of the mix was asked for, and nothing answered a 5xx', () => {
  expect([...result.kinds.keys()].sort()).toEqual(
    ['cabinet list', 'create', 'login', 'public read', 'upload'].sort(),
  )
  expect(serverErrors(result)).toBe(0)
})

test('every acknowledged write is in the database exactly once, uploads on disk too', () => {
  expect(result.writes.length).toBeGreaterThan(0)
  expect(result.writes.some((write) => write.kind === 'online-application')).toBe(true)
  expect(recounted.problems).toEqual([])
  expect(recounted.checked).toBe(result.writes.length)
})

test('a create sent again with its key answered its first answer', () => {
  expect(result.retryMismatches).toEqual([])
})
