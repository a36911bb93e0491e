import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { MailJobKind } from '../db/schema.js'

/** The queue of mail to send after an answer: jobs claimed one at a time, safe across instances. */
export function mailJobsRepository(db: Db) {
  return {
    async add(kind: MailJobKind, payload: Record<string, unknown>) {
      await db
        .insertInto('mail_jobs')
        .values({ kind, payload: JSON.stringify(payload) })
        .execute()
    },

    /** Jobs not yet sent nor given up on (for /metrics). */
    async pending() {
      const row = await db
        .selectFrom('mail_jobs')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('done_at', 'is', null)
        .where('failed_at', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    /**
     * Takes the oldest due job and leases it for `leaseSeconds`, in one statement: a job being
     * sent is not taken twice, and one whose sender died runs again when the lease ends.
     */
    claimDue(leaseSeconds: number) {
      return db
        .updateTable('mail_jobs')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          run_after: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`,
        }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom('mail_jobs')
            .select('id')
            .where('done_at', 'is', null)
            .where('failed_at', 'is', null)
            .where('run_after', '<=', sql<Date>`now()`)
            .orderBy('id')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .returning(['id', 'kind', 'payload', 'attempts'])
        .executeTakeFirst()
    },

    async done(id: number) {
      await db.updateTable('mail_jobs').set({ done_at: new Date() }).where('id', '=', id).execute()
    },

    /** A try that failed: tried again after `retrySeconds`, or given up when there is none. */
    async failed(id: number, error: string, retrySeconds: number | undefined) {
      await db
        .updateTable('mail_jobs')
        .set({
          last_error: error.slice(0, 500),
          ...(retrySeconds === undefined
            ? { failed_at: new Date() }
            : { run_after: sql<Date>`now() + make_interval(secs => ${retrySeconds})` }),
        })
        .where('id', '=', id)
        .execute()
    },

    /** Forgets jobs finished over a week ago. */
    async prune() {
      await db
        .deleteFrom('mail_jobs')
        .where((eb) =>
          eb.or([
            eb('done_at', '<', sql<Date>`now() - interval '7 days'`),
            eb('failed_at', '<', sql<Date>`now() - interval '7 days'`),
          ]),
        )
        .execute()
    },
  }
}
