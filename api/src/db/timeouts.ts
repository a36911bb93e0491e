/**
 * How long the database may take (ADR 0077). A server that accepts connections and never
 * answers, a statement stuck behind a lock, a caller queued behind PGlite's one connection: each
 * ends after its limit with an error `isDatabaseTimeout` recognises, which the API answers 503
 * ("busy, try again") instead of holding the request for ever.
 */
export interface DatabaseTimeouts {
  /** Opening a connection to PostgreSQL, and waiting for a free one of the pool. */
  connectMs: number
  /**
   * One statement, enforced by PostgreSQL (`statement_timeout`) and by the client as well; with
   * PGlite, which cannot interrupt a statement, the wait for its one connection.
   */
  statementMs: number
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 10_000,
  statementMs: 15_000,
}

/**
 * The client's own limit is a little longer than the server's: a server that answers cancels the
 * statement itself (57014) and keeps the connection; only a silent one is cut by the client.
 */
export const CLIENT_GRACE_MS = 2_000

/** PGlite's one connection was not free within the limit. */
export class DatabaseBusy extends Error {
  readonly code = 'DATABASE_BUSY'
  constructor(waitedMs: number) {
    super(`the database's connection was not free within ${waitedMs} ms`)
    this.name = 'DatabaseBusy'
  }
}

const TIMEOUT_MESSAGES = [
  'Connection terminated due to connection timeout', // pg: opening a connection
  'timeout exceeded when trying to connect', // pg-pool: waiting for a free connection
  'Query read timeout', // pg: query_timeout, a silent server mid-session
]

/** Whether `error` is one of the timeouts above (the server's cancel, 57014, included). */
export function isDatabaseTimeout(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (code === '57014' || code === 'DATABASE_BUSY') return true
  return typeof message === 'string' && TIMEOUT_MESSAGES.some((text) => message.includes(text))
}
