import type { FastifyBaseLogger } from 'fastify'
import { sealNewsHtml, seedNews } from './content/news-seed.js'
import type { Db } from './db/database.js'
import { migrateToLatest } from './db/migrate.js'
import { seedReferenceData } from './db/seed.js'

/**
 * Brings a database to what the API needs: the latest schema, the reference data, the first
 * news, every news body sanitized under the current policy. Every start runs it (each step does
 * nothing when there is nothing to do); the tests' database templates are built with it.
 */
export async function prepareDatabase(db: Db, logger?: Pick<FastifyBaseLogger, 'info'>) {
  const applied = await migrateToLatest(db)
  if (applied.length > 0) logger?.info({ migrations: applied }, 'database migrated')
  const seeded = await seedReferenceData(db)
  if (seeded > 0) logger?.info({ rows: seeded }, 'reference data loaded')
  const news = await seedNews(db)
  if (news > 0) logger?.info({ news }, 'news loaded')
  const resealed = await sealNewsHtml(db)
  if (resealed > 0) logger?.info({ news: resealed }, 'news HTML sanitized under the current policy')
}
