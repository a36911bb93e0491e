import type { Db } from '../db/database.js'

/** A rendering of a poster as the news answers name it. */
export interface PosterVariantRow {
  poster_file_id: number
  width: number
  height: number
}

/** The renderings of uploaded news posters (migration 011, content/poster-variants.ts). */
export function posterVariantsRepository(db: Db) {
  return {
    /** Records the renderings of a poster, each already a `files` row. */
    async insert(
      posterFileId: number,
      variants: { width: number; height: number; fileId: number }[],
    ) {
      if (variants.length === 0) return
      await db
        .insertInto('news_poster_variants')
        .values(
          variants.map(({ width, height, fileId }) => ({
            poster_file_id: posterFileId,
            width,
            height,
            file_id: fileId,
          })),
        )
        .onConflict((conflict) => conflict.columns(['poster_file_id', 'width']).doNothing())
        .execute()
    },

    /** The renderings of these posters, narrowest first: one query for a whole list of news. */
    of(posterFileIds: number[]): Promise<PosterVariantRow[]> {
      if (posterFileIds.length === 0) return Promise.resolve([])
      return db
        .selectFrom('news_poster_variants')
        .select(['poster_file_id', 'width', 'height'])
        .where('poster_file_id', 'in', [...new Set(posterFileIds)])
        .orderBy('poster_file_id')
        .orderBy('width')
        .execute()
    },

    /** A rendering of the poster of a published news item, to serve to anyone; else undefined. */
    published(posterFileId: number, width: number) {
      return db
        .selectFrom('news_poster_variants as variant')
        .innerJoin('news', 'news.poster_file_id', 'variant.poster_file_id')
        .innerJoin('files', 'files.id', 'variant.file_id')
        .select(['files.sha256', 'files.size', 'files.mime'])
        .where('variant.poster_file_id', '=', posterFileId)
        .where('variant.width', '=', width)
        .where('news.status', '=', 'published')
        .executeTakeFirst()
    },

    /** Posters of news items that have no renderings yet (uploaded before renderings were made). */
    withoutVariants() {
      return db
        .selectFrom('news')
        .innerJoin('files', 'files.id', 'news.poster_file_id')
        .select(['files.id', 'files.sha256', 'files.owner_id'])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('news_poster_variants')
                .select('width')
                .whereRef('news_poster_variants.poster_file_id', '=', 'files.id'),
            ),
          ),
        )
        .execute()
    },
  }
}

/** Groups renderings by their poster, for a list of news answered at once. */
export function variantsByPoster(rows: PosterVariantRow[]): Map<number, PosterVariantRow[]> {
  const byPoster = new Map<number, PosterVariantRow[]>()
  for (const row of rows) {
    const list = byPoster.get(row.poster_file_id) ?? []
    list.push(row)
    byPoster.set(row.poster_file_id, list)
  }
  return byPoster
}
