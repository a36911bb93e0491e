import type { Readable } from 'node:stream'
import { Transform } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type FileUpload, processRequest, Upload } from 'graphql-upload-minimal'
import type { OutgoingFile } from './rest/multipart.js'

/** The value of an `Upload` argument: the file, once its part of the request has arrived. */
export type UploadValue = Promise<FileUpload>

/**
 * Limits of a multipart GraphQL request. The API refuses files of 7,168,000 bytes or more
 * (size / 1000 < 7168); the gateway lets exactly that many bytes through, so the API's own
 * sentence answers a file at the limit, and stops anything larger itself. At most three files
 * travel in one request (the legal-entity documents, the online application).
 */
export const UPLOAD_LIMITS = { maxFileSize: 7_168_000, maxFiles: 3, maxFieldSize: 100_000 }

/** A file that went past the size limit: its stream was cut, so it must not be sent on. */
export class UploadTooLarge extends Error {
  override name = 'UploadTooLarge'
  constructor(
    /** Where the file was in the mutation's input (`['documents', '1']`). */
    readonly field: string[],
  ) {
    super(`the file of ${field.join('.')} is over ${UPLOAD_LIMITS.maxFileSize} bytes`)
  }
}

/**
 * A file the request names but does not carry: the map points at a part that never came, or a
 * second variable at a part another one already reads. The client's mistake, answered on the
 * field like any refused file, never as the server's fault.
 */
export class UploadUnreadable extends Error {
  override name = 'UploadUnreadable'
  constructor(
    /** Where the file was in the mutation's input. */
    readonly field: string[],
    cause: unknown,
  ) {
    super(`the file of ${field.join('.')} cannot be read`, { cause })
  }
}

/**
 * The files of one request. Resolvers open them through here; when the answer is sent, every
 * file not read to its end is drained, so a resolver that failed early never leaves the browser's
 * upload hanging.
 */
export class UploadTracker {
  private readonly opened = new Set<Readable>()

  constructor(private readonly uploads: Upload[] = []) {}

  /** The file behind an `Upload` argument, as a stream that fails if the file was cut short. */
  async open(value: UploadValue, field: string[]): Promise<OutgoingFile> {
    let file: FileUpload
    let source: Readable & { truncated?: boolean }
    try {
      file = await value
      source = file.createReadStream()
    } catch (error) {
      // Cut before anyone read it: the library then refuses to open it with a 413.
      if ((error as { status?: number }).status === 413) throw new UploadTooLarge(field)
      throw new UploadUnreadable(field, error)
    }
    this.opened.add(source)
    const guarded = new Transform({
      transform(chunk, _encoding, done) {
        done(null, chunk)
      },
      flush(done) {
        done(source.truncated ? new UploadTooLarge(field) : null)
      },
    })
    // Not `pipeline`: it would destroy the source with the reader, and a destroyed part stalls
    // the rest of the request; `drain` resumes the source instead. The reader of `guarded` sees
    // every failure through its iterator; the listener keeps one after it left from crashing.
    source.on('error', (error) => guarded.destroy(error))
    // The file reached the limit while it was read: the library unpipes it then, so its end never
    // comes through the pipe, and the call to the API would wait for the rest until its timeout.
    source.on('limit', () => guarded.destroy(new UploadTooLarge(field)))
    guarded.on('error', () => {})
    source.pipe(guarded)
    return { filename: file.filename, contentType: file.mimetype, stream: guarded }
  }

  drain() {
    for (const stream of this.opened) {
      stream.unpipe()
      stream.resume()
    }
    for (const upload of this.uploads) {
      upload.promise.then(
        (file) => {
          try {
            ;(file.createReadStream() as Readable).resume()
          } catch {
            // Opened by a resolver: drained above.
          }
        },
        () => {},
      )
    }
  }
}

function uploadsIn(value: unknown, found: Upload[] = []): Upload[] {
  if (value instanceof Upload) found.push(value)
  else if (Array.isArray(value)) for (const item of value) uploadsIn(item, found)
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) uploadsIn(item, found)
  return found
}

declare module 'fastify' {
  interface FastifyRequest {
    uploadTracker?: UploadTracker
  }
}

/**
 * A multipart GraphQL request: refused before parsing unless it carries the CSRF preflight
 * header (a form on another site cannot set one), then parsed with the limits above.
 */
export async function parseMultipart(request: FastifyRequest, reply: FastifyReply) {
  const preflight =
    request.headers['apollo-require-preflight'] || request.headers['x-apollo-operation-name']
  if (!preflight) {
    return reply.code(400).send({
      errors: [
        {
          message:
            'A multipart request needs the header "Apollo-Require-Preflight: true" (or "X-Apollo-Operation-Name").',
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    })
  }
  try {
    const operations = await processRequest(request.raw, reply.raw, UPLOAD_LIMITS)
    request.body = operations
    request.uploadTracker = new UploadTracker(uploadsIn(operations))
  } catch (error) {
    const status = (error as { status?: number }).status ?? 400
    return reply.code(status >= 400 && status < 500 ? status : 400).send({
      errors: [{ message: (error as Error).message, extensions: { code: 'BAD_REQUEST' } }],
    })
  }
}
