import { createHash } from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'
import { detectFileType, type FileType, SNIFF_BYTES } from './file-types.js'

/** What a save accepts (storage.ts). */
export interface SaveOptions {
  /** Largest accepted size in bytes; one byte more and the save stops and is refused. */
  maxBytes: number
  accept: FileType['kind'][]
}

export class FileRejected extends Error {
  constructor(readonly reason: 'too_large' | 'unsupported_type' | 'empty') {
    super(`file rejected: ${reason}`)
    this.name = 'FileRejected'
  }
}

/** Passes the bytes through, hashing and counting them; refuses a wrong type or an extra byte. */
export class UploadInspector extends Transform {
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
