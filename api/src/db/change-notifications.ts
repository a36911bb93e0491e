import { sql } from 'kysely'
import pg from 'pg'
import type { Logger } from 'pino'
import { type ChangeBus, createListeners } from '../cluster/change-bus.js'
import type { Db } from './database.js'

/** The PostgreSQL channel: a database's own, so no prefix is needed. */
const CHANNEL = 'tmulag_changes'
const RECONNECT_MS = 1_000

/**
 * Changes carried by PostgreSQL's LISTEN/NOTIFY, for API instances that share a PostgreSQL
 * database and no Redis (ADR 0096). Sent through the pool; heard on a connection of its own,
 * opened again a second after it is lost, when the listeners hear `missed`.
 */
export async function postgresBus(options: {
  databaseUrl: string
  db: Db
  logger: Logger
}): Promise<ChangeBus> {
  const listeners = createListeners()
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const listen = async (again: boolean) => {
    const connection = new pg.Client({ connectionString: options.databaseUrl })
    connection.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) listeners.receive(message.payload)
    })
    connection.on('error', (error) => {
      options.logger.warn({ err: error }, 'the connection that hears other instances was lost')
      reconnect()
    })
    try {
      await connection.connect()
      await connection.query(`listen ${CHANNEL}`)
    } catch (error) {
      connection.end().catch(() => {})
      options.logger.warn({ err: error }, 'cannot listen to other instances yet')
      reconnect()
      return
    }
    if (closed) {
      await connection.end()
      return
    }
    client = connection
    if (again) listeners.missed()
  }
  const reconnect = () => {
    const lost = client
    client = undefined
    lost?.end().catch(() => {})
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void listen(true)
    }, RECONNECT_MS)
    retry.unref()
  }

  // Listening before the first request, so that no change made after the start is missed.
  const started = listen(false)
  await started
  return {
    carrier: 'postgres',
    publish(change) {
      sql`select pg_notify(${CHANNEL}, ${listeners.wrap(change)})`
        .execute(options.db)
        .catch((error) => {
          options.logger.warn(
            { err: error, change },
            'a change could not be told to other instances',
          )
        })
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true
      clearTimeout(retry)
      await started
      await client?.end().catch(() => {})
    },
  }
}
