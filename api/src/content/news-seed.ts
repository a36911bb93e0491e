import type { Db } from '../db/database.js'
import { newsRepository } from './news.repository.js'
import { sealedNewsHtml } from './news-html.js'
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
