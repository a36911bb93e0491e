import { type DatabaseTimeouts, isDatabaseTimeout } from '../db/timeouts.js'

/**
 * A start that cannot go on for a reason the person starting it can fix: printed as its one
 * sentence, without a stack trace.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StartupError'
  }
}

/** Connection failures of node-postgres and PostgreSQL, by their codes. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ECONNRESET',
  '28P01', // wrong password
  '28000', // no such role, or refused by pg_hba
  '3D000', // no such database
  '57P03', // starting up
])

/** The database URL to show a person: everything but the password. */
export function displayedDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return '(an unreadable DATABASE_URL)'
  }
}

/** The one sentence for a database that cannot be used at start, or undefined for other errors. */
export function databaseUnreachable(
  error: unknown,
  databaseUrl: string | undefined,
  timeouts?: DatabaseTimeouts,
) {
  if (databaseUrl && timeouts && isDatabaseTimeout(error)) {
    return new StartupError(
      `The database at ${displayedDatabaseUrl(databaseUrl)} accepted the connection but did not answer within ${seconds(timeouts.connectMs)} (DATABASE_CONNECT_TIMEOUT_MS) or a statement within ${seconds(timeouts.statementMs)} (DATABASE_STATEMENT_TIMEOUT_MS); check that DATABASE_URL names a PostgreSQL server and that it is not stuck.`,
      { cause: error },
    )
  }
  const code = (error as { code?: unknown } | null)?.code
  if (!databaseUrl || typeof code !== 'string' || !UNREACHABLE.has(code)) return undefined
  const reason = error instanceof Error && error.message ? ` (${error.message})` : ''
  return new StartupError(
    `The database at ${displayedDatabaseUrl(databaseUrl)} cannot be reached${reason}; check DATABASE_URL and that the server runs.`,
    { cause: error },
  )
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`
