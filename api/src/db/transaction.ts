import type { Db } from './database.js'

/**
 * Runs `work` in a transaction: the caller's when `db` is one already (a create made once per
 * idempotency key writes its key in the same transaction as its rows), a new one otherwise.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}
