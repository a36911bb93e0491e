import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/database.js'
import { ApiError, ValidationFailed } from '../http/api-error.js'
import type { FileType } from './file-types.js'
import { filesRepository } from './files.repository.js'
import { FileRejected, type FileStore, type StoredBytes } from './storage.js'

/** The size limit of every upload: under 7,168,000 bytes (the spec's size/1000 < 7168). */
export const MAX_UPLOAD_BYTES = 7_167_999

export interface UploadRule {
  accept: FileType['kind'][]
  maxBytes?: number
}

export interface Upload {
  /** The field's name without an index: "file" for "file[2]", "yuztutma" for "yuztutma" */
  field: string
  /** The index of "file[2]", or null */
  index: number | null
  /** The client's file name, cleaned, for display only */
  name: string
  stored: StoredBytes
}

export interface MultipartBody {
  /** Text fields; "a[0]", "a[1]" (or "a[]" repeated) become the array `a` in index order */
  fields: Record<string, string | string[]>
  uploads: Upload[]
}

interface ReadOptions {
  store: FileStore
  db: Db
  /** The rule of each file field (by name without index); a file in any other field is refused. */
  files: Record<string, UploadRule>
  maxFiles?: number
}

const INDEXED = /^([A-Za-z_][A-Za-z0-9_]{0,63})\[(\d{0,3})\]$/
const PLAIN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/

/**
 * Reads a multipart request: text fields into `fields`, each file streamed into the file store as
 * it arrives (type sniffed, size capped). `handle` then validates and writes rows; if anything
 * fails — a refused file, a 422, the database — the bytes this request stored and no row
 * references are removed, so a failed save leaves no orphan files.
 */
export async function withUploads<T>(
  request: FastifyRequest,
  options: ReadOptions,
  handle: (body: MultipartBody) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new ApiError(415, 'multipart_expected')
  // No prototype: a field named "__proto__" or "constructor" is a field like any other.
  const body: MultipartBody = { fields: Object.create(null), uploads: [] }
  const indexed = new Map<string, Map<number, string>>()
  let parsing = true
  try {
    const parts = request.parts({
      limits: {
        fields: 100,
        fieldSize: 64 * 1024,
        fieldNameSize: 100,
        files: options.maxFiles ?? 10,
        parts: 120,
        // One byte over the largest accepted file, so our own counter is the one that refuses it.
        fileSize: Math.max(...Object.values(options.files).map(maxBytesOf)) + 1,
      },
    })
    for await (const part of parts) {
      const name = parseName(part.fieldname)
      if (part.type === 'file') {
        const rule =
          name && Object.hasOwn(options.files, name.field) ? options.files[name.field] : undefined
        if (!name || !rule) {
          part.file.resume()
          continue
        }
        const fieldKey = name.index === null ? name.field : `${name.field}.${name.index}`
        const stored = await saveOrRefuse(options.store, part.file, rule, fieldKey)
        body.uploads.push({ ...name, name: cleanFileName(part.filename), stored })
      } else if (name && typeof part.value === 'string') {
        if (name.index === null) {
          const previous = body.fields[name.field]
          body.fields[name.field] =
            previous === undefined
              ? part.value
              : [...(Array.isArray(previous) ? previous : [previous]), part.value]
        } else {
          const values = indexed.get(name.field) ?? new Map<number, string>()
          values.set(name.index < 0 ? values.size : name.index, part.value)
          indexed.set(name.field, values)
        }
      }
    }
    parsing = false
    for (const [field, values] of indexed) {
      body.fields[field] = [...values.entries()].sort(([a], [b]) => a - b).map(([, v]) => v)
    }
    const answer = await handle(body)
    releaseAll(body.uploads)
    return answer
  } catch (error) {
    discardRestOfBody(request)
    releaseAll(body.uploads)
    await discardUploads(options, body.uploads)
    // The parser's own complaints (no boundary, a body cut short) carry no code: a bad request.
    const parserComplaint =
      parsing && !(error instanceof ApiError) && !(error as { code?: unknown }).code
    throw parserComplaint ? new ApiError(400, 'invalid_data') : error
  }
}

/**
 * Lets the rest of a body this request will not read flow in and be dropped, as Node does with a
 * body no one reads. A refusal stops reading mid-body (the refused file's stream destroyed, the
 * parts after it never asked for), which left the request paused with its rest unread: a client
 * that had sent it all and kept the connection alive then waited forever on its next request
 * there (the gateway's pooled connections: another haulier's request). The answer goes out
 * meanwhile; the connection serves the next request once the rest has arrived. Node's request
 * timeout bounds a body that never ends.
 */
function discardRestOfBody(request: FastifyRequest) {
  const raw = request.raw
  if (raw.complete || raw.destroyed) return
  raw.unpipe()
  raw.resume()
}

/**
 * What a multipart request sent, for its idempotency key (http/idempotency.ts): its text fields
 * and each file by field and content hash, so a retry with the same files is the same request.
 */
export function sentForm({ fields, uploads }: MultipartBody) {
  return {
    fields,
    files: uploads.map(({ field, index, name, stored }) => ({
      field,
      index,
      name,
      sha256: stored.sha256,
    })),
  }
}

function releaseAll(uploads: Upload[]) {
  for (const upload of uploads) upload.stored.release()
}

async function saveOrRefuse(
  store: FileStore,
  stream: NodeJS.ReadableStream,
  rule: UploadRule,
  fieldKey: string,
): Promise<StoredBytes> {
  try {
    return await store.save(stream, { accept: rule.accept, maxBytes: maxBytesOf(rule) })
  } catch (error) {
    const code = (error as { code?: string }).code
    if (error instanceof FileRejected || code === 'FST_REQ_FILE_TOO_LARGE') {
      const reason = error instanceof FileRejected ? error.reason : 'too_large'
      // The rest of this file is not wanted; let the parser skip it.
      ;(stream as NodeJS.ReadableStream & { resume(): void }).resume()
      throw ValidationFailed.field(fieldKey, FILE_PROBLEMS[reason], {
        // The limit as the spec states it: size/1000 under 7168 (kB).
        max: `${Math.floor((maxBytesOf(rule) + 1) / 1000)}`,
        types: rule.accept.join(', '),
      })
    }
    throw error
  }
}

const FILE_PROBLEMS = {
  too_large: 'file_too_large',
  unsupported_type: 'file_type_unsupported',
  empty: 'file_empty',
} as const

function maxBytesOf(rule: UploadRule) {
  return rule.maxBytes ?? MAX_UPLOAD_BYTES
}

/** Removes bytes stored by this request that no other request holds and no `files` row refers to. */
async function discardUploads(options: ReadOptions, uploads: Upload[]) {
  for (const upload of uploads) {
    if (!upload.stored.created) continue
    await options.store.removeUnlessUsed(upload.stored.sha256, () =>
      filesRepository(options.db).bytesReferenced(upload.stored.sha256),
    )
  }
}

function parseName(fieldname: string): { field: string; index: number | null } | null {
  if (PLAIN.test(fieldname)) return { field: fieldname, index: null }
  const match = INDEXED.exec(fieldname)
  if (!match?.[1]) return null
  return { field: match[1], index: match[2] ? Number(match[2]) : -1 }
}

/** A file name fit for display: no path, no control characters, not too long. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  // Control and bidirectional-override characters (which make "x\u202Efdp.exe" read as a PDF)
  // are what it removes.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const unwanted = /[\u0000-\u001f\u007f<>"\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
  return base.replace(unwanted, '').slice(0, 200)
}
