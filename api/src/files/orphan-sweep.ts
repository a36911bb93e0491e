import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.js'
import { filesRepository } from './files.repository.js'
import type { FileStore } from './storage.js'

/**
 * How often stored bytes without a row are looked for while the API runs, and how old they must
 * be (ADR 0076). A request holds what it stores until it ends, so the age is a second guard, long
 * past any upload (the gateway gives one 5 minutes).
 */
export const ORPHAN_SWEEP = { everyMs: 15 * 60_000, graceMs: 15 * 60_000 }

/** One sweep: removes the stored files older than `olderThanMs` that no row refers to. */
export function sweepOrphans(db: Db, store: FileStore, olderThanMs: number) {
  const files = filesRepository(db)
  return store.removeOrphans((sha256s) => files.referencedAmong(sha256s), olderThanMs)
}

/**
 * Sweeps at start, before any request (every file without a row is a crash's leftover then, in
 * a store of this process alone; in a bucket shared with other APIs only the files older than the
 * grace are), and every `ORPHAN_SWEEP.everyMs` after it. Answers what stops the periodic sweeps.
 */
export async function startOrphanSweeps(
  db: Db,
  store: FileStore,
  logger: Pick<FastifyBaseLogger, 'warn'>,
) {
  const sweep = async (olderThanMs: number) => {
    const removed = await sweepOrphans(db, store, olderThanMs)
    if (removed > 0) logger.warn({ files: removed }, 'removed stored files no row refers to')
  }
  await sweep(store.bytes.shared ? ORPHAN_SWEEP.graceMs : 0)
  const timer = setInterval(() => {
    sweep(ORPHAN_SWEEP.graceMs).catch((error) =>
      logger.warn({ err: error }, 'sweeping stored files without a row failed'),
    )
  }, ORPHAN_SWEEP.everyMs)
  timer.unref()
  return { close: () => clearInterval(timer) }
}
