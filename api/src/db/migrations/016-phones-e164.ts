import { type Kysely, sql } from 'kysely'
import { toE164 } from '../../http/phone.js'

/** Every column that holds a person's phone as they gave it (checkpoints' are reference text). */
const PHONE_TABLES = ['users', 'client_profiles', 'feedback_messages', 'online_applications']

/**
 * Phones in one form, E.164 (ADR 0083): the API has stored `+993` and eight digits since it began,
 * but a row written another way (imported, or by hand: "+993 (65) 12-34-56", "8 65 123456") is
 * rewritten as the API now writes it. A value that is no phone at all is left as it is, so nothing
 * a person typed is lost; an empty one (an operator's account) stays empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await storePhonesAsE164(db)
}

export async function storePhonesAsE164(db: Kysely<unknown>): Promise<void> {
  for (const table of PHONE_TABLES) {
    const rows = await sql<{ id: number; phone: string }>`
      select id, phone from ${sql.table(table)}
      where phone <> '' and phone !~ '^\\+[1-9][0-9]{6,14}$'`.execute(db)
    for (const { id, phone } of rows.rows) {
      const e164 = toE164(phone)
      if (e164 !== null && e164 !== phone) {
        await sql`update ${sql.table(table)} set phone = ${e164} where id = ${id}`.execute(db)
      }
    }
  }
}
