import { randomInt } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * The codes as permit-documents/short-code.ts made them when this migration was written, kept
 * here: a migration never changes, and reaches into no domain.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ23456789'
const shortCode = () =>
  Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/**
 * A short verify code for each issued e-permit (ADR 0087): the QR code prints the address
 * `PUBLIC_URL/verify/{code}`, small enough for a low QR version a phone reads from paper, and
 * the code is printed beside it for a reader without a camera. Documents issued before get one
 * now; their long credential addresses keep verifying.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [sql`alter table permit_documents add column short_code text`])
  const issued = await sql<{ permit_id: number }>`
    select permit_id from permit_documents order by permit_id`.execute(db)
  for (const { permit_id } of issued.rows) {
    await sql`update permit_documents set short_code = ${shortCode()}
      where permit_id = ${permit_id}`.execute(db)
  }
  await runStatements(db, [
    sql`alter table permit_documents alter column short_code set not null`,
    sql`create unique index permit_documents_short_code on permit_documents (short_code)`,
  ])
}
