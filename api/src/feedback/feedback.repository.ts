import type { Insertable } from 'kysely'
import type { Db } from '../db/database.js'
import type { FeedbackMessagesTable } from '../db/schema.js'

/** Visitors' messages, kept whether or not mail reaches the department. */
export function feedbackRepository(db: Db) {
  return {
    async store(message: Insertable<FeedbackMessagesTable>): Promise<number> {
      const row = await db
        .insertInto('feedback_messages')
        .values(message)
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    async markMailed(id: number) {
      await db.updateTable('feedback_messages').set({ mailed: true }).where('id', '=', id).execute()
    },
  }
}
