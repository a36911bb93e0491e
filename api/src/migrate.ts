import { ConfigError, loadConfig } from './config.js'
import { openDatabase } from './db/database.js'
import { lockDataDir } from './lifecycle/data-dir-lock.js'
import { databaseUnreachable, StartupError } from './lifecycle/startup-error.js'
import { prepareForService } from './prepare-database.js'
import { createPasswords } from './security/passwords.js'
import { createLogger } from './start.js'

/**
 * `npm run migrate -w api`: prepares the database as a start would (migrations, reference data,
 * the operator of the environment), under the same lock, then exits (ADR 0094). With PostgreSQL
 * it may run while APIs of the previous version still serve; PGlite is one process's, so it takes
 * the data folder like an API does.
 */
async function main() {
  const config = loadConfig()
  const logger = createLogger(config)
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir)
  const database = await openDatabase({ ...config, timeouts: config.databaseTimeouts })
  const passwords = createPasswords({
    cost: config.passwordCost,
    threads: 1,
    queueMs: config.passwordQueueMs,
  })
  try {
    await prepareForService(database, { passwords, operator: config.operator, logger })
  } catch (error) {
    throw databaseUnreachable(error, config.databaseUrl, config.databaseTimeouts) ?? error
  } finally {
    await passwords.close()
    await database.close()
    await lock?.release()
  }
  process.stdout.write('The database is up to date.\n')
}

main().catch((error: unknown) => {
  // What the person can act on is one sentence, not a stack trace.
  if (error instanceof ConfigError) console.error(error.message)
  else if (error instanceof StartupError) console.error(`Migrating failed: ${error.message}`)
  else {
    console.error('Migrating failed:', error instanceof Error ? error.message : error)
    if (error instanceof Error && error.cause) console.error('Cause:', error.cause)
  }
  process.exit(1)
})
