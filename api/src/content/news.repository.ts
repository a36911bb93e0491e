import { sql } from 'kysely'
import type { Db } from '../db/database.js'
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
] as const

export function newsRepository(db: Db) {
  const newest = () =>
    db.selectFrom('news').select(NEWS_COLUMNS).orderBy('published_at', 'desc').orderBy('id', 'desc')

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
        .executeTakeFirstOrThrow()
      return Number(row.total)
    },

    /** The item with its view counted, in one statement so concurrent readers are all counted. */
    viewOne(id: number) {
      return db
        .updateTable('news')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .returning(NEWS_COLUMNS)
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

    async saveHtml(id: number, html: SealedNewsHtml) {
      await db.updateTable('news').set(html).where('id', '=', id).execute()
    },

    /** Other news closest in time to the given moment. */
    nearest(id: number, publishedAt: Date, limit: number) {
      return db
        .selectFrom('news')
        .select(NEWS_COLUMNS)
        .where('id', '<>', id)
        .orderBy(sql`abs(extract(epoch from (published_at - ${publishedAt})))`)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    },
  }
}

export type NewsRow = Awaited<ReturnType<ReturnType<typeof newsRepository>['latest']>>[number]
