import { createHash, randomBytes } from 'node:crypto'
import { access, readdir } from 'node:fs/promises'
import path from 'node:path'
import { usersRepository } from '../accounts/users.repository.js'
import { openDatabase } from '../db/database.js'
import { tokensRepository } from '../sessions/tokens.repository.js'
import { testPasswordHash } from './accounts.js'
import { applicationForm, pdfOfSize } from './requests.js'

/** Helpers of the tests that kill the API as a program (files/, tests/faults/). */

export interface ProgramDatabase {
  DATA_DIR: string
  DATABASE_URL?: string
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

/** Where the store keeps the bytes of `sha256` (files/storage.ts). */
export const storedPath = (dataDir: string, sha256: string) =>
  path.join(dataDir, 'uploads', sha256.slice(0, 2), sha256)

export async function isStored(dataDir: string, sha256: string) {
  try {
    await access(storedPath(dataDir, sha256))
    return true
  } catch {
    return false
  }
}

/** The `files` rows whose bytes are not on disk (none, when nothing was lost). */
export async function rowsWithoutBytes(env: ProgramDatabase): Promise<string[]> {
  const rows = await withDatabase(env, (db) =>
    db.selectFrom('files').select('sha256').distinct().execute(),
  )
  const missing: string[] = []
  for (const { sha256 } of rows) if (!(await isStored(env.DATA_DIR, sha256))) missing.push(sha256)
  return missing
}

/** The stored files (`uploads/xx/<sha256>`) no `files` row refers to, and what uploads/tmp holds. */
export async function filesWithoutRows(env: ProgramDatabase) {
  const root = path.join(env.DATA_DIR, 'uploads')
  const stored: string[] = []
  for (const folder of await readdir(root).catch(() => [] as string[])) {
    if (!/^[0-9a-f]{2}$/.test(folder)) continue
    stored.push(...(await readdir(path.join(root, folder))))
  }
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
