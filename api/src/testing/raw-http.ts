import { type IncomingHttpHeaders, request } from 'node:http'
import { connect } from 'node:net'
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

/**
 * The first line of the answer to a request, exactly as it crossed the socket (`HTTP/1.1 422
 * Unprocessable Content`): no HTTP client in between to normalise the reason phrase.
 */
export function rawStatusLine(
  url: string,
  request: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<string> {
  const { hostname, port } = new URL(url)
  const body = request.body ?? ''
  const headers = {
    host: `${hostname}:${port}`,
    connection: 'close',
    'content-length': String(Buffer.byteLength(body)),
    ...request.headers,
  }
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`${request.method} ${request.path} HTTP/1.1\r\n${head}\r\n${body}`)
    })
    let received = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      received += chunk
      const end = received.indexOf('\r\n')
      if (end >= 0) {
        resolve(received.slice(0, end))
        socket.destroy()
      }
    })
    socket.on('error', reject)
    socket.on('close', () => reject(new Error('the connection closed before a status line')))
  })
}
