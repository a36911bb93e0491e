import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createHaulier } from '@tmulag/gateway/testing'
import pg from 'pg'
import { type Engine, startStack } from '../bench/stack.js'
import { loadReport, serverErrors } from './load-report.js'
import { type Account, runMixedLoad } from './mixed-load.js'
import { type Query, recount } from './recount.js'

/**
 * `npm run load`: the mixed load through the gateway (tests/load/mixed-load.ts) against both
 * built programs on loopback, on each engine (LOAD_ENGINES, default `pglite,postgres`; the
 * PostgreSQL leg in a throw-away database at TEST_DATABASE_URL, as the bench does): LOAD_USERS
 * users (100) for LOAD_SECONDS (60) sharing LOAD_ACCOUNTS haulier accounts (10), then the
 * report and the recount of every acknowledged write, read after the programs stopped. Fails
 * (exit 1) on any 5xx, any write not found exactly once, or a retry answered otherwise.
 */
const USERS = Number(process.env.LOAD_USERS ?? 100)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const ACCOUNTS = Number(process.env.LOAD_ACCOUNTS ?? 10)
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 200)
const ENGINES = (process.env.LOAD_ENGINES ?? 'pglite,postgres').split(',') as Engine[]
const DOCUMENTS = path.resolve(import.meta.dirname, '../../web/src/gql/persisted-documents.json')

async function loadOn(engine: Engine): Promise<boolean> {
  // Each simulated user comes from its own address, which the gateway believes from loopback.
  const stack = await startStack(engine, DOCUMENTS, { gateway: { TRUST_PROXY: '127.0.0.1' } })
  try {
    const accounts: Account[] = []
    for (let i = 0; i < ACCOUNTS; i++)
      accounts.push(await createHaulier(stack.apiUrl, stack.dataDir))
    const result = await runMixedLoad({
      gatewayUrl: stack.gatewayUrl,
      accounts,
      users: USERS,
      seconds: SECONDS,
      thinkMs: THINK_MS,
    })
    await stack.stop()
    const recounted = await withDatabase(stack.databaseUrl, stack.dataDir, (query) =>
      recount(result.writes, query, stack.dataDir),
    )
    const title = `${USERS} users for ${SECONDS} s through the gateway, ${engine}`
    process.stdout.write(`${loadReport(title, result, recounted)}\n\n`)
    return (
      serverErrors(result) === 0 &&
      recounted.problems.length === 0 &&
      result.retryMismatches.length === 0
    )
  } finally {
    await stack.close()
  }
}

/** Runs `read` against the database the API used: its PostgreSQL database, or its PGlite folder. */
async function withDatabase<T>(
  url: string | undefined,
  dataDir: string,
  read: (query: Query) => Promise<T>,
) {
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return await read(async (text, params) => (await client.query(text, params)).rows)
    } finally {
      await client.end()
    }
  }
  const database = new PGlite(path.join(dataDir, 'pglite'))
  try {
    return await read(
      async (text, params) => (await database.query<Record<string, unknown>>(text, params)).rows,
    )
  } finally {
    await database.close()
  }
}

let passed = true
for (const engine of ENGINES) passed = (await loadOn(engine)) && passed
process.exitCode = passed ? 0 : 1
