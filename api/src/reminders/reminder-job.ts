import type { Db } from '../db/database.js'
import { sendDueReminders } from './send-reminders.js'

/**
 * The one job function every runner calls (pg-boss on PostgreSQL, the in-process runner on
 * PGlite, a test with its own clock): the reminders due at `now`, then the outbox woken so the
 * letters leave at once rather than at its next poll.
 */
export function createReminderJob(deps: { db: Db; webPublicUrl: string; wakeMail: () => void }) {
  return {
    async runAt(now: Date): Promise<number> {
      const sent = await sendDueReminders(deps, now)
      if (sent > 0) deps.wakeMail()
      return sent
    },
  }
}

export type ReminderJob = ReturnType<typeof createReminderJob>

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminders' job (ADR 0105), for the schedule that start.ts sets up. */
    reminders: ReminderJob
  }
}
