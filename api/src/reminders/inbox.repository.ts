import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { ReminderKind } from '../db/reminders-schema.js'

const LATEST = 50

/** The haulier's inbox and reminder switches: SQL of the cabinet's side of the reminders. */
export function inboxRepository(db: Db) {
  return {
    async turnedOff(userId: number): Promise<ReminderKind[]> {
      const rows = await db
        .selectFrom('reminders_off')
        .select('kind')
        .where('user_id', '=', userId)
        .execute()
      return rows.map((row) => row.kind)
    },

    /** Replaces the kinds a haulier turned off, in one transaction. */
    async setTurnedOff(userId: number, kinds: ReminderKind[]) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('reminders_off').where('user_id', '=', userId).execute()
        if (kinds.length > 0) {
          await trx
            .insertInto('reminders_off')
            .values(kinds.map((kind) => ({ user_id: userId, kind })))
            .execute()
        }
      })
    },

    /** The newest notices of one haulier, with the reminder each one is. */
    latest(userId: number) {
      return db
        .selectFrom('notices')
        .innerJoin('sent_reminders', 'sent_reminders.id', 'notices.reminder_id')
        .select(['notices.id', 'notices.created_at', 'notices.read_at'])
        .select([
          'sent_reminders.document',
          'sent_reminders.subject_id',
          'sent_reminders.name',
          'sent_reminders.expires_on',
          'sent_reminders.days_before',
        ])
        .where('notices.user_id', '=', userId)
        .orderBy('notices.id', 'desc')
        .limit(LATEST)
        .execute()
    },

    async unread(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notices')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    /** Marks one notice of the haulier read; answers false when they have no such notice. */
    async markRead(userId: number, noticeId: number): Promise<boolean> {
      const row = await db
        .updateTable('notices')
        .set({ read_at: sql<Date>`coalesce(read_at, now())` })
        .where('id', '=', noticeId)
        .where('user_id', '=', userId)
        .returning('id')
        .executeTakeFirst()
      return row !== undefined
    },
  }
}
