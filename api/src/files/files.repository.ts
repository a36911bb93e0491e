import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { StoredBytes } from './storage.js'

/** What a row records of an upload: its cleaned name and its stored bytes. */
export interface UploadRecord {
  name: string
  stored: Pick<StoredBytes, 'sha256' | 'size' | 'mime'>
}

export function filesRepository(db: Kysely<Database>) {
  return {
    /** Whether any `files` row refers to these bytes. */
    async bytesReferenced(sha256: string): Promise<boolean> {
      const row = await db
        .selectFrom('files')
        .select('id')
        .where('sha256', '=', sha256)
        .executeTakeFirst()
      return row !== undefined
    },

    /** Which of these hashes a `files` row refers to (the orphan sweep's question). */
    async referencedAmong(sha256s: string[]): Promise<Set<string>> {
      if (sha256s.length === 0) return new Set()
      const rows = await db
        .selectFrom('files')
        .select('sha256')
        .distinct()
        .where('sha256', 'in', sha256s)
        .execute()
      return new Set(rows.map((row) => row.sha256))
    },

    /** The row of an upload, owned by `ownerId`; answers its id. */
    async insert(ownerId: number, upload: UploadRecord): Promise<number> {
      const row = await db
        .insertInto('files')
        .values({
          owner_id: ownerId,
          sha256: upload.stored.sha256,
          size: upload.stored.size,
          mime: upload.stored.mime,
          original_name: upload.name,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    /** A file its owner may read; operators may read any. */
    findReadable(id: number, reader: { id: number; role: 'client' | 'operator' }) {
      let query = db
        .selectFrom('files')
        .select(['id', 'sha256', 'size', 'mime', 'original_name'])
        .where('id', '=', id)
      if (reader.role !== 'operator') query = query.where('owner_id', '=', reader.id)
      return query.executeTakeFirst()
    },
  }
}

/** Where an API client downloads a file (with its bearer token). */
export const fileUrl = (publicUrl: string, id: number) => `${publicUrl}/api/files/${id}`
