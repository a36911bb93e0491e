import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * Smaller WebP renderings of each poster the office uploads (content/poster-variants.ts), for
 * the web's `srcset`: a phone downloads a rendering sized for its screen, not the upload. Each
 * rendering is a file of its own (`files`), so the file store keeps its bytes as it keeps any
 * referenced upload.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`create table news_poster_variants (
      poster_file_id integer not null references files (id) on delete cascade,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      file_id integer not null references files (id),
      primary key (poster_file_id, width)
    )`,
  ])
}
