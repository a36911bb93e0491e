import { type Insertable, sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { NewsTable } from '../db/schema.js'
import type { SealedNewsHtml } from './news-html.js'

const NEWS_COLUMNS = [
  'id',
  'poster',
  'title_tm',
  'title_ru',
  'title_en',
  'description_tm',
  'description_ru',
  'description_en',
  'views',
  'published_at',
  'html_seal',
  'poster_file_id',
] as const

/**
 * The public news: published items only (drafts and unpublished items are the office's,
 * content/office-news.repository.ts). A published item always has its `published_at`.
 */
export function newsRepository(db: Db) {
  const published = () =>
    db
      .selectFrom('news')
      .select(NEWS_COLUMNS)
      .where('status', '=', 'published')
      .$narrowType<{ published_at: Date }>()
  const newest = () => published().orderBy('published_at', 'desc').orderBy('id', 'desc')

  return {
    latest(limit: number) {
      return newest().limit(limit).execute()
    },

    page(page: number, perPage: number) {
      return newest()
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute()
    },

    async count() {
      const row = await db
        .selectFrom('news')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow()
      return Number(row.total)
    },

    /** The item with its view counted, in one statement so concurrent readers are all counted. */
    viewOne(id: number) {
      return db
        .updateTable('news')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'published')
        .returning(NEWS_COLUMNS)
        .$narrowType<{ published_at: Date }>()
        .executeTakeFirst()
    },

    /** Items after `id` with their HTML and its seal, by id. */
    htmlAfter(id: number, limit: number) {
      return db
        .selectFrom('news')
        .select(['id', 'description_tm', 'description_ru', 'description_en', 'html_seal'])
        .where('id', '>', id)
        .orderBy('id')
        .limit(limit)
        .execute()
    },

    /** Adds the items whose `code` is new; existing ones (and their views) stay as they are. */
    async addNew(items: Insertable<NewsTable>[]): Promise<number> {
      if (items.length === 0) return 0
      const result = await db
        .insertInto('news')
        .values(items)
        .onConflict((conflict) => conflict.column('code').doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0)
    },

    async saveHtml(id: number, html: SealedNewsHtml) {
      await db.updateTable('news').set(html).where('id', '=', id).execute()
    },

    /** The size and type of uploaded posters (RSS enclosures state them), by file id. */
    posterFiles(fileIds: number[]) {
      if (fileIds.length === 0) return Promise.resolve([])
      return db
        .selectFrom('files')
        .select(['id', 'size', 'mime'])
        .where('id', 'in', fileIds)
        .execute()
    },

    /** An uploaded poster of a published news item, to serve to anyone; undefined otherwise. */
    publishedPoster(fileId: number) {
      return db
        .selectFrom('news')
        .innerJoin('files', 'files.id', 'news.poster_file_id')
        .select(['files.sha256', 'files.size', 'files.mime'])
        .where('news.poster_file_id', '=', fileId)
        .where('news.status', '=', 'published')
        .executeTakeFirst()
    },

    /** Other news closest in time to the given moment. */
    nearest(id: number, publishedAt: Date, limit: number) {
      return published()
        .where('id', '<>', id)
        .orderBy(sql`abs(extract(epoch from (published_at - ${publishedAt})))`)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    },
  }
}

export type NewsRow = Awaited<ReturnType<ReturnType<typeof newsRepository>['latest']>>[number]
