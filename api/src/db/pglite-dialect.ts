import type { PGlite } from '@electric-sql/pglite'
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'
import { DatabaseBusy } from './timeouts.js'

/**
 * Kysely over PGlite. PGlite is one session, so the driver lends its single connection to one
 * caller at a time: a transaction holds it until commit or rollback, and every other query waits,
 * at most `acquireTimeoutMs` (then DatabaseBusy). PGlite runs in this process and does not
 * enforce `statement_timeout`; the wait for its connection is the limit that can be kept.
 */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly client: PGlite,
    private readonly acquireTimeoutMs = Number.POSITIVE_INFINITY,
  ) {}

  createAdapter() {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client, this.acquireTimeoutMs)
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db)
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection
  private queue: Promise<void> = Promise.resolve()
  private release: (() => void) | undefined

  constructor(
    private readonly client: PGlite,
    private readonly acquireTimeoutMs: number,
  ) {
    this.connection = new PGliteConnection(client)
  }

  async init(): Promise<void> {
    await this.client.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue
    let release!: () => void
    this.queue = new Promise<void>((resolve) => {
      release = resolve
    })
    if (!(await settlesWithin(previous, this.acquireTimeoutMs))) {
      // Our turn still comes; it is passed straight on, so the queue behind us keeps moving.
      void previous.then(release)
      throw new DatabaseBusy(this.acquireTimeoutMs)
    }
    this.release = release
    return this.connection
  }

  async releaseConnection(): Promise<void> {
    const release = this.release
    this.release = undefined
    release?.()
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`))
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async destroy(): Promise<void> {
    await this.queue
    if (!this.client.closed) await this.client.close()
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.client.query<R>(compiled.sql, [...compiled.parameters])
    return result.affectedRows === undefined
      ? { rows: result.rows }
      : { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) }
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered by PGlite; callers get a clear error
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results')
  }
}

/** Whether `promise` (which never rejects) settles within `ms`. */
function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  if (!Number.isFinite(ms)) return promise.then(() => true)
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  return Promise.race([promise.then(() => true), expired]).finally(() => clearTimeout(timer))
}
