import { createHash } from 'node:crypto'
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { openDatabase } from '../db/database.js'
import { migrateToLatest } from '../db/migrate.js'
import { seedReferenceData } from '../db/seed.js'

/**
 * Databases migrated and seeded once, then copied for every test server: a copied PGlite folder
 * or a PostgreSQL `CREATE DATABASE … TEMPLATE`, instead of running every migration and loading
 * the reference data again for each test file. A template is named by a digest of what builds it
 * (migrations, seed code and data), so a change to them builds a new one.
 */

const SRC = fileURLToPath(new URL('..', import.meta.url))
const BUILDERS = ['db', 'content/sanitize.ts']

async function filesUnder(entry: string): Promise<string[]> {
  const full = path.join(SRC, entry)
  try {
    const names = await readdir(full, { recursive: true, withFileTypes: true })
    return names
      .filter((dirent) => dirent.isFile() && !dirent.name.endsWith('.test.ts'))
      .map((dirent) => path.join(dirent.parentPath, dirent.name))
  } catch {
    return [full]
  }
}

export async function templateKey(): Promise<string> {
  const files = (await Promise.all(BUILDERS.map(filesUnder))).flat().sort()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(path.relative(SRC, file))
    hash.update(await readFile(file))
  }
  return hash.digest('hex').slice(0, 16)
}

async function build(databaseUrl: string | undefined, dataDir: string) {
  const database = await openDatabase({ databaseUrl, dataDir })
  try {
    await migrateToLatest(database.db)
    await seedReferenceData(database.db)
  } finally {
    await database.close()
  }
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/** A PGlite folder (DATA_DIR/pglite) to copy; built once per key, shared by parallel runs. */
export async function pgliteTemplate(key: string): Promise<string> {
  const root = path.join(os.tmpdir(), 'tmulag-api-templates')
  const ready = path.join(root, `pglite-${key}`)
  if (await exists(path.join(ready, 'pglite'))) return path.join(ready, 'pglite')
  await mkdir(root, { recursive: true })
  const building = path.join(root, `building-${key}-${process.pid}`)
  await build(undefined, building)
  await writeFile(path.join(building, 'key'), key)
  // Another run may have finished the same template first: theirs is as good as ours.
  await rename(building, ready).catch(() => rm(building, { recursive: true, force: true }))
  return path.join(ready, 'pglite')
}

/** A PostgreSQL database to create test databases from; built once per key. */
export async function postgresTemplate(adminUrl: string, key: string): Promise<string> {
  const name = `api_template_${key}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount) return name
    const building = `api_template_building_${process.pid}`
    await admin.query(`drop database if exists ${building}`)
    await admin.query(`create database ${building}`)
    const url = new URL(adminUrl)
    url.pathname = `/${building}`
    await build(url.toString(), os.tmpdir())
    try {
      await admin.query(`alter database ${building} rename to ${name}`)
    } catch {
      await admin.query(`drop database if exists ${building} with (force)`)
    }
    // Templates of older keys are of no more use.
    const old = await admin.query<{ datname: string }>(
      `select datname from pg_database
        where datname like 'api_template_%' and datname not like 'api_template_building_%'
          and datname <> $1`,
      [name],
    )
    for (const { datname } of old.rows) {
      await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined)
    }
    return name
  } finally {
    await admin.end()
  }
}
