import type { Db } from '../db/database.js'
import { recipientsRepository } from '../mail/recipients.repository.js'

/**
 * Who is told of a haulier's expiring document, and in which language: today the account
 * itself. The one place to change when reminders go to a company's members.
 */
export async function reminderRecipients(db: Db, userId: number) {
  const user = await recipientsRepository(db).find(userId)
  return user ? [{ email: user.email, lang: user.lang }] : []
}
