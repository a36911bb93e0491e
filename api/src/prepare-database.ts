import type { FastifyBaseLogger } from 'fastify'
import { ensureOperator } from './accounts/operator.js'
import { sealNewsHtml, seedNews } from './content/news-seed.js'
import type { DatabaseHandle, Db } from './db/database.js'
import { migrateToLatest } from './db/migrate.js'
import { pendingMigrations } from './db/pending-migrations.js'
import { whilePreparing } from './db/preparation-lock.js'
import { seedReferenceData } from './db/seed.js'
import { StartupError } from './lifecycle/startup-error.js'
import type { Passwords } from './security/passwords.js'

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

interface Preparation {
  passwords: Passwords
  operator: { email: string; password: string } | undefined
  logger: Pick<FastifyBaseLogger, 'info'>
}

/**
 * What `npm run migrate` and each start do (ADR 0094): under the preparation lock, so APIs started
 * together take turns instead of racing, the database is prepared and the operator of the
 * environment created once. With `migrate: false` (MIGRATE_AT_START=false) a start only checks
 * that someone already migrated: a new version then never changes the schema under old instances
 * still running; `npm run migrate` does, at the moment chosen.
 */
export async function prepareForService(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  { passwords, operator, logger }: Preparation,
  { migrateAtStart }: { migrateAtStart: boolean } = { migrateAtStart: true },
) {
  if (!migrateAtStart) {
    const pending = await pendingMigrations(database.db)
    if (pending.length === 0) return
    throw new StartupError(
      `The database lacks the migrations ${pending.join(', ')} and MIGRATE_AT_START is false; run \`npm run migrate -w api\` first.`,
    )
  }
  await whilePreparing(
    database,
    async (db) => {
      await prepareDatabase(db, logger)
      if (operator && (await ensureOperator(db, passwords, operator))) {
        logger.info({ operator: operator.email }, 'operator account created')
      }
    },
    () => logger.info('waiting while another process prepares the database'),
  )
}
