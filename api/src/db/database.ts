import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { PGliteDialect } from './pglite-dialect.js'
import type { Database } from './schema.js'
import { CLIENT_GRACE_MS, type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from './timeouts.js'

export type Db = Kysely<Database>

export interface DatabaseHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Whether the database answers a query now. */
  ping(): Promise<boolean>
  /** PostgreSQL's connection pool now (for /metrics); PGlite has none. */
  pool?: () => { total: number; idle: number; waiting: number }
  close(): Promise<void>
}

const pingOf = (db: Db) => async () => {
  await sql`select 1`.execute(db)
  return true
}

/**
 * Both engines return the same JavaScript values: `date` as its ISO text (a calendar day has no
 * time zone), `bigint` and `numeric` as numbers (counts and money amounts of this domain fit).
 */
const DATE_OID = 1082
const INT8_OID = 20
const NUMERIC_OID = 1700
const asText = (value: string) => value
const asNumber = (value: string) => Number(value)

export async function openDatabase(options: {
  databaseUrl: string | undefined
  dataDir: string
  timeouts?: DatabaseTimeouts
  /** Told of an error on an idle pooled connection (logged by the server) */
  onIdleError?: (error: Error) => void
}): Promise<DatabaseHandle> {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Without these a server that accepts and never answers holds the start, and every
      // request after it, for ever (issue 27).
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === DATE_OID) return asText
          if (oid === INT8_OID || oid === NUMERIC_OID) return asNumber
          return pg.types.getTypeParser(oid, format)
        }) as typeof pg.types.getTypeParser,
      },
    })
    // An idle connection the server drops (a restart, a failover) must not take the API down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return {
      db,
      kind: 'postgres',
      ping: pingOf(db),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    }
  }

  const directory = path.join(options.dataDir, 'pglite')
  await mkdir(directory, { recursive: true })
  const client = new PGlite(directory, {
    parsers: {
      [pgliteTypes.DATE]: asText,
      [pgliteTypes.INT8]: asNumber,
      [pgliteTypes.NUMERIC]: asNumber,
    },
  })
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client, timeouts.statementMs) })
  return { db, kind: 'pglite', ping: pingOf(db), close: () => db.destroy() }
}
