import { createHash, randomBytes } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { usersRepository } from '../accounts/users.repository.js'
import { loadConfig } from '../config.js'
import { openDatabase } from '../db/database.js'
import { localBytes } from '../files/local-bytes.js'
import { s3Bytes } from '../files/s3-bytes.js'
import type { ByteStore } from '../files/stored-bytes.js'
import { tokensRepository } from '../sessions/tokens.repository.js'
import { testPasswordHash } from './accounts.js'
import { applicationForm, pdfOfSize } from './requests.js'

/** Helpers of the tests that kill the API as a program (files/, tests/faults/). */

export interface ProgramDatabase {
  DATA_DIR: string
  DATABASE_URL?: string
  /** Set when the program keeps its uploads in an S3 bucket (with the other S3_* settings). */
  S3_BUCKET?: string
}

/** Runs `step` on the program's database while no API holds it (PGlite is one process's). */
export async function withDatabase<T>(
  env: ProgramDatabase,
  step: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    return await step(database.db)
  } finally {
    await database.close()
  }
}

/** A signed-in haulier put straight into the database: its bearer token. */
export function seedHaulier(env: ProgramDatabase) {
  return withDatabase(env, async (db) => {
    const unique = randomBytes(5).toString('hex')
    const user = await usersRepository(db).create({
      name: 'Atayew Merdan',
      email: `crash-${unique}@example.com`,
      phone: '+99365123456',
      corpname: 'Ak Ýol Logistika HJ',
      ygtyyarnama_no: `YG-${unique}`,
      ygtyyarnama_expire_date: '2030-01-01',
      yegrpo: `YE-${unique}`,
      privacy_accepted_at: new Date(),
      password_hash: testPasswordHash('crash-pass-2026'),
      lang: 'en',
    })
    return tokensRepository(db).issue(user.id)
  })
}

/** A PDF no earlier upload has the bytes of, and its SHA-256. */
export function uniquePdf(size = 200_000) {
  const bytes = pdfOfSize(size)
  bytes.set(randomBytes(32), 100)
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') }
}

/** Files an online application with `pdf` as its state registration document. */
export function sendApplication(apiUrl: string, token: string, pdf: Uint8Array) {
  return fetch(`${apiUrl}/api/online-application`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: applicationForm([['dowlet_sanaw', pdf, 'sanaw.pdf']]),
  })
}

/** The program's byte store, as its settings in `env` name it: DATA_DIR/uploads or a bucket. */
export function programBytes(env: ProgramDatabase): ByteStore {
  const s3 = env.S3_BUCKET ? loadConfig({ ...env }).s3 : undefined
  return s3 ? s3Bytes(s3) : localBytes(path.join(env.DATA_DIR, 'uploads'))
}

export async function isStored(env: ProgramDatabase, sha256: string) {
  return (await programBytes(env).writtenAt(sha256)) !== undefined
}

/** The `files` rows whose bytes are not on disk (none, when nothing was lost). */
export async function rowsWithoutBytes(env: ProgramDatabase): Promise<string[]> {
  const rows = await withDatabase(env, (db) =>
    db.selectFrom('files').select('sha256').distinct().execute(),
  )
  const missing: string[] = []
  for (const { sha256 } of rows) if (!(await isStored(env, sha256))) missing.push(sha256)
  return missing
}

/** The stored files no `files` row refers to, and what uploads/tmp holds. */
export async function filesWithoutRows(env: ProgramDatabase) {
  const root = path.join(env.DATA_DIR, 'uploads')
  const stored: string[] = []
  for await (const entry of programBytes(env).list()) stored.push(entry.sha256)
  const referenced = new Set(
    stored.length === 0
      ? []
      : await withDatabase(env, async (db) =>
          (
            await db.selectFrom('files').select('sha256').where('sha256', 'in', stored).execute()
          ).map((row) => row.sha256),
        ),
  )
  return {
    orphans: stored.filter((sha256) => !referenced.has(sha256)),
    unfinished: await readdir(path.join(root, 'tmp')).catch(() => [] as string[]),
  }
}
