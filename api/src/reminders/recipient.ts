import type { Db } from '../db/database.js'
import { recipientsRepository } from '../mail/recipients.repository.js'

/**
 * Who is told of a company's expiring document, and in which language: whoever reads the
 * company's letters (its founding account while a member, else its administrators; ADR 0114).
 */
export async function reminderRecipients(db: Db, companyId: number) {
  const recipients = recipientsRepository(db)
  const { company } = await recipients.companyReaders(companyId)
  const people = await Promise.all(company.map((userId) => recipients.find(userId)))
  return people.flatMap((user) => (user ? [{ email: user.email, lang: user.lang }] : []))
}
