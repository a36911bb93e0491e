import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * News HTML is sanitized once, when it is stored. `html_seal` is the digest of the sanitizing
 * policy and the stored HTML (content/news-html.ts): a row whose seal does not match its HTML was
 * stored before this column, under another policy, or edited by hand, and is sanitized again.
 * Existing rows start without a seal; the start of the API seals them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [sql`alter table news add column html_seal text`])
}
