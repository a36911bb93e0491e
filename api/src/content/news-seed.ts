import type { Db } from '../db/database.js'
import { newsRepository } from './news.repository.js'
import { isSealed, sealedNewsHtml } from './news-html.js'
import news from './seed-data/news.json' with { type: 'json' }

/**
 * The first news of the portal, loaded at every start: items already there (by `code`) keep
 * their text and views. Their HTML is sanitized and sealed as any stored news. Answers how many
 * were added.
 */
export function seedNews(db: Db): Promise<number> {
  return newsRepository(db).addNew(
    news.map((item) => ({
      ...item,
      published_at: new Date(item.published_at),
      ...sealedNewsHtml(item),
    })),
  )
}

/**
 * Sanitizes and seals every stored item whose seal does not hold, a batch at a time; run at
 * start, so the table holds sanitized HTML whatever wrote it. Answers how many it resealed.
 */
export async function sealNewsHtml(db: Db): Promise<number> {
  const news = newsRepository(db)
  let resealed = 0
  let after = 0
  for (;;) {
    const rows = await news.htmlAfter(after, 200)
    for (const row of rows) {
      if (isSealed(row)) continue
      await news.saveHtml(row.id, sealedNewsHtml(row))
      resealed += 1
    }
    const last = rows.at(-1)
    if (!last) return resealed
    after = last.id
  }
}
