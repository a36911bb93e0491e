import { createHash, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { detectFileType, type FileType, SNIFF_BYTES } from './file-types.js'

export interface StoredBytes {
  sha256: string
  size: number
  mime: string
  /** Whether this save put the bytes on disk (false: identical bytes were there already). */
  created: boolean
  /** Ends this request's hold on the bytes (idempotent); until then nobody removes them. */
  release: () => void
}

export class FileRejected extends Error {
  constructor(readonly reason: 'too_large' | 'unsupported_type' | 'empty') {
    super(`file rejected: ${reason}`)
    this.name = 'FileRejected'
  }
}

export interface SaveOptions {
  /** Largest accepted size in bytes; one byte more and the save stops and is refused. */
  maxBytes: number
  accept: FileType['kind'][]
}

export interface FileStoreOptions {
  /**
   * Tests only (FAULT_INJECTION=kill-after-upload-stored): the process kills itself (SIGKILL)
   * as soon as an upload's bytes are in place, before any row can refer to them: the crash the
   * orphan sweep is there for.
   */
  killAfterStore?: boolean
}

/** Which of these hashes a row refers to (the files repository answers it). */
export type ReferencedAmong = (sha256s: string[]) => Promise<Set<string>>

const STORED_NAME = /^[0-9a-f]{64}$/
const SWEEP_BATCH = 500

/**
 * Files under DATA_DIR/uploads, named by the SHA-256 of their bytes (never by the client's name).
 * A save streams to a temporary file while hashing, counting and sniffing the first bytes, so an
 * over-size or disguised upload is stopped early and never held in memory whole.
 */
export function createFileStore(dataDir: string, storeOptions: FileStoreOptions = {}) {
  const root = path.join(dataDir, 'uploads')
  const pathOf = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256)
  // Identical bytes are stored once, so requests uploading the same file share them. Each saved
  // upload holds its bytes until its request ends; bytes are removed only when nothing holds them
  // and no row refers to them. Placing and removing bytes of one hash take turns (one process
  // owns DATA_DIR), so a failing request never removes what a succeeding one has just placed.
  const holds = new Map<string, number>()
  const turns = new Map<string, Promise<unknown>>()

  function inTurn<T>(sha256: string, step: () => Promise<T>): Promise<T> {
    const previous = turns.get(sha256) ?? Promise.resolve()
    const current = previous.then(step, step)
    const settled = current.catch(() => undefined)
    turns.set(sha256, settled)
    void settled.then(() => {
      if (turns.get(sha256) === settled) turns.delete(sha256)
    })
    return current
  }

  function hold(sha256: string) {
    holds.set(sha256, (holds.get(sha256) ?? 0) + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      const left = (holds.get(sha256) ?? 1) - 1
      if (left > 0) holds.set(sha256, left)
      else holds.delete(sha256)
    }
  }

  async function save(source: NodeJS.ReadableStream, options: SaveOptions): Promise<StoredBytes> {
    const temporary = path.join(root, 'tmp', randomUUID())
    await mkdir(path.dirname(temporary), { recursive: true })
    const inspector = new UploadInspector(options)
    const writer = createWriteStream(temporary, { flags: 'wx' })
    try {
      await pipeline(source, inspector, writer)
      if (inspector.size === 0) throw new FileRejected('empty')
      const sha256 = inspector.digest()
      const target = pathOf(sha256)
      await mkdir(path.dirname(target), { recursive: true })
      return await inTurn(sha256, async () => {
        const existed = await exists(target)
        if (existed) await rm(temporary, { force: true })
        else await rename(temporary, target)
        const release = hold(sha256)
        if (storeOptions.killAfterStore) process.kill(process.pid, 'SIGKILL')
        return {
          sha256,
          size: inspector.size,
          mime: inspector.type?.mime ?? '',
          created: !existed,
          release,
        }
      })
    } catch (error) {
      // A refusal can come before the temporary file is even open; removing it before the
      // writer has closed would leave the file its pending open creates.
      if (!writer.closed) await once(writer, 'close').catch(() => undefined)
      await rm(temporary, { force: true })
      throw error
    }
  }

  return {
    root,
    save,
    /**
     * Removes what uploads cut short left in uploads/tmp (a crash or kill mid-upload). Called at
     * start, while no request runs, so every file there is a leftover.
     */
    async removeLeftovers(): Promise<number> {
      const folder = path.join(root, 'tmp')
      const names = await readdir(folder).catch(() => [] as string[])
      await Promise.all(names.map((name) => rm(path.join(folder, name), { force: true })))
      return names.length
    },
    /**
     * Removes stored bytes no row refers to and no request holds (ADR 0076): what a crash between
     * storing an upload and committing its row left. Only files last written more than
     * `olderThanMs` ago are looked at (0 at start, when no request runs).
     */
    async removeOrphans(referencedAmong: ReferencedAmong, olderThanMs: number) {
      const candidates = await storedBefore(root, Date.now() - olderThanMs)
      let removed = 0
      for (let start = 0; start < candidates.length; start += SWEEP_BATCH) {
        const batch = candidates.slice(start, start + SWEEP_BATCH)
        const referenced = await referencedAmong(batch)
        for (const sha256 of batch) {
          if (referenced.has(sha256)) continue
          const gone = await inTurn(sha256, async () => {
            // A request may have taken the bytes (and committed its row) since the batch's look.
            if (holds.has(sha256) || (await referencedAmong([sha256])).size > 0) return false
            await rm(pathOf(sha256), { force: true })
            return true
          })
          if (gone) removed += 1
        }
      }
      return removed
    },
    pathOf,
    read: (sha256: string) => createReadStream(pathOf(sha256)),
    /**
     * Removes bytes nobody needs: no request holds them and `referenced` (a look at the rows)
     * says no row refers to them. Release your own hold first.
     */
    removeUnlessUsed: (sha256: string, referenced: () => Promise<boolean>) =>
      inTurn(sha256, async () => {
        if (holds.has(sha256) || (await referenced())) return false
        await rm(pathOf(sha256), { force: true })
        return true
      }),
  }
}

export type FileStore = ReturnType<typeof createFileStore>

/** The hashes of the stored files last written before `cutoff` (ms since the epoch). */
async function storedBefore(root: string, cutoff: number): Promise<string[]> {
  const found: string[] = []
  const folders = await readdir(root).catch(() => [] as string[])
  for (const folder of folders.filter((name) => /^[0-9a-f]{2}$/.test(name))) {
    for (const name of await readdir(path.join(root, folder)).catch(() => [] as string[])) {
      if (!STORED_NAME.test(name)) continue
      const written = await stat(path.join(root, folder, name)).catch(() => undefined)
      if (written && written.mtimeMs < cutoff) found.push(name)
    }
  }
  return found
}

async function exists(file: string) {
  try {
    await access(file)
    return true
  } catch {
    return false
  }
}

/** Passes the bytes through, hashing and counting them; refuses a wrong type or an extra byte. */
class UploadInspector extends Transform {
  size = 0
  type: FileType | null = null
  private readonly hash = createHash('sha256')
  private head: Buffer[] = []
  private headSize = 0

  constructor(private readonly options: SaveOptions) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length
    if (this.size > this.options.maxBytes) return done(new FileRejected('too_large'))
    this.hash.update(chunk)
    if (!this.type) {
      this.head.push(chunk)
      this.headSize += chunk.length
      if (this.headSize >= SNIFF_BYTES) {
        const problem = this.sniff()
        if (problem) return done(problem)
      }
    }
    done(null, chunk)
  }

  override _flush(done: TransformCallback) {
    done(this.type || this.size === 0 ? null : this.sniff())
  }

  digest() {
    return this.hash.digest('hex')
  }

  private sniff(): FileRejected | null {
    const type = detectFileType(Buffer.concat(this.head).subarray(0, SNIFF_BYTES))
    this.head = []
    if (!type || !this.options.accept.includes(type.kind))
      return new FileRejected('unsupported_type')
    this.type = type
    return null
  }
}
