import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'

/** A file to stream on: its name and type are known only once its part has arrived. */
export interface OutgoingFile {
  filename: string
  contentType: string
  stream: Readable
}

/** A text field, or a file read when its turn comes. */
export type MultipartPart =
  | { name: string; value: string }
  | { name: string; file: () => Promise<OutgoingFile> }

const CRLF = '\r\n'

/** Quotes a name or file name for Content-Disposition (no CR, LF, quote or backslash passes). */
function quoted(value: string): string {
  return `"${value.replace(/[\r\n"\\]/g, '_')}"`
}

/**
 * Encodes parts as multipart/form-data, streaming each file in turn: a file is opened only after
 * the one before it has been sent, in the order the browser sent them, so nothing waits on a
 * part that cannot arrive yet and no file is held in memory. A file stream that fails (a
 * truncated upload, a dropped client) fails the body before its closing boundary, so the API
 * never receives an incomplete file as a complete form.
 */
export function multipartBody(parts: MultipartPart[]): {
  boundary: string
  stream: Readable
  /** Why the browser's side failed (a file cut short, a dropped client); undefined if it did not. */
  sourceFailure: () => unknown
} {
  const boundary = `----tmulag-gateway-${randomBytes(12).toString('hex')}`
  const disposition = (name: string) =>
    `--${boundary}${CRLF}Content-Disposition: form-data; name=${quoted(name)}`
  let sourceFailure: unknown
  // Only failures of the files themselves are recorded here: when the API's side fails (a refused
  // connection), the stream is destroyed from outside and the generator is returned, not thrown into.
  async function* recorded() {
    try {
      yield* generate()
    } catch (error) {
      sourceFailure = error
      throw error
    }
  }
  async function* generate() {
    for (const part of parts) {
      if ('value' in part) {
        yield Buffer.from(`${disposition(part.name)}${CRLF}${CRLF}${part.value}${CRLF}`)
        continue
      }
      const file = await part.file()
      const type = file.contentType.replace(/[\r\n]/g, '') || 'application/octet-stream'
      yield Buffer.from(
        `${disposition(part.name)}; filename=${quoted(file.filename)}${CRLF}Content-Type: ${type}${CRLF}${CRLF}`,
      )
      for await (const chunk of file.stream) yield chunk as Buffer
      yield Buffer.from(CRLF)
    }
    yield Buffer.from(`--${boundary}--${CRLF}`)
  }
  return {
    boundary,
    stream: Readable.from(recorded(), { objectMode: false }),
    sourceFailure: () => sourceFailure,
  }
}
