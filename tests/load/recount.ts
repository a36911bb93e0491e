import { access } from 'node:fs/promises'
import path from 'node:path'
import type { AcknowledgedWrite } from './mixed-load.js'

/** A query on the database the load wrote to: PostgreSQL's, or the stopped API's PGlite. */
export type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>

/** Where each kind of write is found again by its marker, and the id it must have. */
const LOOKUPS: Record<AcknowledgedWrite['kind'], string> = {
  driver: 'select id from drivers where surname = $1',
  'loading-permission': 'select id from cargo_permissions where razresheniye_no = $1',
  feedback: 'select id from feedback_messages where message = $1',
  'online-application': `select application.id, file.sha256 from online_applications as application
    join files as file on file.id = application.dowlet_sanaw_file_id where application.cmr_number = $1`,
}

export interface Recount {
  checked: number
  /** What is wrong: a write missing, twice, under another id, or its file not on disk. */
  problems: string[]
}

/** Whether the bytes of this hash are stored, or where they are missing (a sentence) if not. */
export type FileCheck = (sha256: string) => Promise<string | undefined>

/** The bytes on disk under DATA_DIR/uploads (stored by hash, files/storage.ts). */
export const onDisk =
  (dataDir: string): FileCheck =>
  async (sha256) => {
    const file = path.join(dataDir, 'uploads', sha256.slice(0, 2), sha256)
    return access(file).then(
      () => undefined,
      () => `${file} is not on disk`,
    )
  }

/**
 * Finds every acknowledged write again: exactly one row with its marker, with the id the
 * gateway answered; an upload's file row with the bytes' hash, and those bytes stored where
 * `fileCheck` looks (a data folder given as a path: on its disk; the cluster's: in its bucket).
 */
export async function recount(
  writes: AcknowledgedWrite[],
  query: Query,
  files: string | FileCheck,
): Promise<Recount> {
  const fileCheck = typeof files === 'string' ? onDisk(files) : files
  const problems: string[] = []
  for (const write of writes) {
    const rows = await query(LOOKUPS[write.kind], [write.marker])
    const what = `${write.kind} ${write.marker}`
    if (rows.length !== 1) {
      problems.push(`${what}: ${rows.length} rows`)
      continue
    }
    const [row] = rows as [Record<string, unknown>]
    if (write.id !== null && String(row.id) !== write.id) {
      problems.push(`${what}: answered id ${write.id}, stored ${row.id}`)
    }
    if (write.sha256) {
      if (row.sha256 !== write.sha256) problems.push(`${what}: its file's hash differs`)
      const missing = await fileCheck(write.sha256)
      if (missing) problems.push(`${what}: ${missing}`)
    }
  }
  return { checked: writes.length, problems }
}
