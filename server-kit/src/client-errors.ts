import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'

/** Why Node's HTTP parser refused a request: headers over its limit, too slow, or malformed. */
export type ClientErrorReason = 'too_large' | 'timeout' | 'malformed'

/**
 * Fastify's `clientErrorHandler` for both programs: a request Node's HTTP parser refuses before
 * Fastify sees one (headers or an address over 16 KB, a Content-Length that is not a number or
 * disagrees with the body, a request that never finishes) is answered like every other refusal,
 * as `{message}` in `sentence`'s words, instead of Fastify's own English JSON. No header was read,
 * so neither was the language: each program passes its fallback's sentence.
 */
export function answerClientError(sentence: (reason: ClientErrorReason) => string) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const [status, reason]: [number, ClientErrorReason] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'too_large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'timeout']
          : [400, 'malformed']
    const body = JSON.stringify({ message: sentence(reason) })
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
          `Connection: close\r\n\r\n${body}`,
      )
    }
    socket.destroy(error)
  }
}
