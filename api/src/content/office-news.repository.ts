import type { Db } from '../db/database.js'
import type { NewsStatus } from '../db/schema.js'
import type { SealedNewsHtml } from './news-html.js'

const COLUMNS = [
  'id',
  'status',
  'poster',
  'poster_file_id',
  'title_tm',
  'title_ru',
  'title_en',
  'description_tm',
  'description_ru',
  'description_en',
  'html_seal',
  'views',
  'published_at',
  'created_at',
  'updated_at',
] as const

export interface NewsContent extends SealedNewsHtml {
  title_tm: string
  title_ru: string
  title_en: string
}

/** News as the office edits it: every status, the last changed first. */
export function officeNewsRepository(db: Db) {
  const scoped = (status: NewsStatus | undefined) => {
    const query = db.selectFrom('news')
    return status === undefined ? query : query.where('status', '=', status)
  }
  return {
    page(status: NewsStatus | undefined, page: number, perPage: number) {
      return scoped(status)
        .select(COLUMNS)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute()
    },

    async count(status: NewsStatus | undefined) {
      const row = await scoped(status)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
      return Number(row.total)
    },

    one(id: number) {
      return db.selectFrom('news').select(COLUMNS).where('id', '=', id).executeTakeFirst()
    },

    /** A new item: a draft, never published. */
    create(code: string, content: NewsContent, posterFileId: number) {
      return db
        .insertInto('news')
        .values({
          ...content,
          code,
          status: 'draft',
          poster: `news-posters/${posterFileId}`,
          poster_file_id: posterFileId,
          published_at: null,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow()
    },

    update(id: number, content: NewsContent, posterFileId: number | undefined) {
      return db
        .updateTable('news')
        .set({
          ...content,
          ...(posterFileId === undefined
            ? {}
            : { poster: `news-posters/${posterFileId}`, poster_file_id: posterFileId }),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst()
    },

    /**
     * Publishes (the first publication's time is kept, so republishing does not move an item to
     * the top) or withdraws an item; undefined when it is missing or already so.
     */
    setStatus(id: number, to: 'published' | 'unpublished') {
      return db
        .updateTable('news')
        .set((eb) => ({
          status: to,
          updated_at: new Date(),
          ...(to === 'published'
            ? { published_at: eb.fn.coalesce('published_at', eb.val(new Date())) }
            : {}),
        }))
        .where('id', '=', id)
        .where('status', to === 'published' ? '<>' : '=', to === 'published' ? to : 'published')
        .returning(COLUMNS)
        .executeTakeFirst()
    },
  }
}

export type OfficeNewsRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof officeNewsRepository>['one']>>
>
