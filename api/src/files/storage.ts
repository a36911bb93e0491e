import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { pipeline } from 'node:stream/promises'
import { localBytes } from './local-bytes.js'
import type { ByteStore } from './stored-bytes.js'
import { FileRejected, type SaveOptions, UploadInspector } from './upload-inspector.js'

export { FileRejected, type SaveOptions } from './upload-inspector.js'

export interface StoredBytes {
  sha256: string
  size: number
  mime: string
  /** Whether this save put the bytes in the store (false: identical bytes were there already). */
  created: boolean
  /** Ends this request's hold on the bytes (idempotent); until then nobody removes them. */
  release: () => void
}

export interface FileStoreOptions {
  /** Where the bytes are kept: DATA_DIR/uploads unless given (an S3 bucket, s3-bytes.ts). */
  bytes?: ByteStore
  /**
   * Tests only (FAULT_INJECTION=kill-after-upload-stored): the process kills itself (SIGKILL)
   * as soon as an upload's bytes are in place, before any row can refer to them: the crash the
   * orphan sweep is there for.
   */
  killAfterStore?: boolean
}

/** Which of these hashes a row refers to (the files repository answers it). */
export type ReferencedAmong = (sha256s: string[]) => Promise<Set<string>>

const SWEEP_BATCH = 500

/**
 * Uploaded files, named by the SHA-256 of their bytes (never by the client's name), in a byte
 * store (ADR 0093). A save streams to a temporary file in DATA_DIR/uploads/tmp while hashing,
 * counting and sniffing the first bytes, so an over-size or disguised upload is stopped early and
 * never held in memory whole; only checked bytes reach the store.
 */
export function createFileStore(dataDir: string, storeOptions: FileStoreOptions = {}) {
  const root = path.join(dataDir, 'uploads')
  const temporaryFolder = path.join(root, 'tmp')
  const bytes = storeOptions.bytes ?? localBytes(root)
  // Identical bytes are stored once, so requests uploading the same file share them. Each saved
  // upload holds its bytes until its request ends; bytes are removed only when nothing holds them
  // and no row refers to them. Placing and removing bytes of one hash take turns in this process,
  // so a failing request never removes what a succeeding one has just placed. Other processes
  // sharing a bucket are kept off by the sweep's grace: bytes a save placed or found are written
  // anew, and a sweep removes only bytes older than the grace (ADR 0093).
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
    const temporary = path.join(temporaryFolder, randomUUID())
    await mkdir(temporaryFolder, { recursive: true })
    const inspector = new UploadInspector(options)
    const writer = createWriteStream(temporary, { flags: 'wx' })
    try {
      await pipeline(source, inspector, writer)
      if (inspector.size === 0) throw new FileRejected('empty')
      const sha256 = inspector.digest()
      return await inTurn(sha256, async () => {
        const created = await bytes.keep(sha256, temporary, inspector.size)
        await rm(temporary, { force: true })
        const release = hold(sha256)
        if (storeOptions.killAfterStore) process.kill(process.pid, 'SIGKILL')
        return { sha256, size: inspector.size, mime: inspector.type?.mime ?? '', created, release }
      })
    } catch (error) {
      // A refusal can come before the temporary file is even open; removing it before the
      // writer has closed would leave the file its pending open creates.
      if (!writer.closed) await once(writer, 'close').catch(() => undefined)
      await rm(temporary, { force: true })
      throw error
    }
  }

  /** Removes the bytes of `sha256` when no request here holds them and `referenced` says no row does. */
  const removeUnlessUsed = (sha256: string, referenced: () => Promise<boolean>) =>
    inTurn(sha256, async () => {
      if (holds.has(sha256) || (await referenced())) return false
      await bytes.remove(sha256)
      return true
    })

  return {
    root,
    /** Where the bytes are kept, and whether other APIs share them. */
    bytes,
    /** Checks at start that the bytes can be kept where the settings say (StartupError if not). */
    check: () => bytes.check(),
    save,
    /**
     * Removes what uploads cut short left in uploads/tmp (a crash or kill mid-upload). Called at
     * start, while no request of this process runs, so every file there is a leftover.
     */
    async removeLeftovers(): Promise<number> {
      const names = await readdir(temporaryFolder).catch(() => [] as string[])
      await Promise.all(names.map((name) => rm(path.join(temporaryFolder, name), { force: true })))
      return names.length
    },
    /**
     * Removes stored bytes no row refers to and no request holds (ADR 0076): what a crash between
     * storing an upload and committing its row left. Only files last written more than
     * `olderThanMs` ago are looked at.
     */
    async removeOrphans(referencedAmong: ReferencedAmong, olderThanMs: number) {
      const cutoff = Date.now() - olderThanMs
      const candidates: string[] = []
      for await (const entry of bytes.list()) {
        if (entry.writtenAt < cutoff) candidates.push(entry.sha256)
      }
      let removed = 0
      for (let start = 0; start < candidates.length; start += SWEEP_BATCH) {
        const batch = candidates.slice(start, start + SWEEP_BATCH)
        const referenced = await referencedAmong(batch)
        for (const sha256 of batch) {
          if (referenced.has(sha256)) continue
          const gone = await inTurn(sha256, async () => {
            // A request may have taken the bytes (and committed its row) since the batch's
            // look; one of another API sharing the store has written them anew (keep).
            if (holds.has(sha256) || (await referencedAmong([sha256])).size > 0) return false
            if (((await bytes.writtenAt(sha256)) ?? cutoff) >= cutoff) return false
            await bytes.remove(sha256)
            return true
          })
          if (gone) removed += 1
        }
      }
      return removed
    },
    /** The stored bytes as a stream, or undefined when they are missing. */
    open: (sha256: string) => bytes.open(sha256),
    /** The whole of small stored bytes (a poster to decode); throws when they are missing. */
    async readWhole(sha256: string): Promise<Buffer> {
      const stream = await bytes.open(sha256)
      if (!stream) throw new Error(`the stored bytes ${sha256} are missing`)
      return buffer(stream)
    },
    /**
     * Removes bytes nobody needs: no request holds them and `referenced` (a look at the rows)
     * says no row refers to them. Release your own hold first.
     */
    removeUnlessUsed,
  }
}

export type FileStore = ReturnType<typeof createFileStore>
