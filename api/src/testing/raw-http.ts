import { type IncomingHttpHeaders, request } from 'node:http'
import zlib from 'node:zlib'

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** The bytes as they came over the wire, still encoded */
  bytes: Buffer
}

/**
 * A GET as a client without fetch's help sees it: only the headers given (fetch adds its own
 * Accept-Encoding) and the body as sent (fetch decodes it).
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

/** The body with its Content-Encoding undone. */
export function decodedBody(answer: RawAnswer): Buffer {
  switch (answer.headers['content-encoding']) {
    case undefined:
      return answer.bytes
    case 'gzip':
      return zlib.gunzipSync(answer.bytes)
    case 'br':
      return zlib.brotliDecompressSync(answer.bytes)
    case 'deflate':
      return zlib.inflateSync(answer.bytes)
    default:
      throw new Error(`unexpected content-encoding ${answer.headers['content-encoding']}`)
  }
}
