import { connect } from 'node:net'
import { describe, expect } from 'vitest'
import { it } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'

/** Requests so broken that Node's HTTP parser refuses them, before Fastify sees a request. */

/** Writes `request` as raw bytes and reads everything the server answers until it closes. */
function exchange(server: TestServer, request: string): Promise<string> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request))
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

/** The status and JSON body of each HTTP answer in `raw`. */
function answers(raw: string) {
  return [
    ...raw.matchAll(/HTTP\/1\.1 (\d{3})[^\r]*\r\n[\s\S]*?\r\n\r\n(\{[^\r\n]*?\})(?=HTTP\/|$)/g),
  ].map(([, status, body]) => ({ status: Number(status), body: JSON.parse(body ?? '{}') }))
}

const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`
const MALFORMED = { message: 'Запрос составлен неверно.' }

describe('requests the HTTP parser refuses', () => {
  it('answers a Content-Length that is not a number with the API’s own 400', async ({ server }) => {
    const raw = await exchange(
      server,
      `${head(['POST /api/login-post HTTP/1.1', 'Host: api', 'Content-Type: application/json', 'Content-Length: abc'])}{}`,
    )
    expect(answers(raw)).toEqual([{ status: 400, body: MALFORMED }])
    expect(raw).not.toMatch(/statusCode|"error"/)
  })

  it('answers a Content-Length beside chunked encoding with the API’s own 400', async ({
    server,
  }) => {
    const raw = await exchange(
      server,
      `${head(['POST /api/login-post HTTP/1.1', 'Host: api', 'Content-Type: application/json', 'Content-Length: 2', 'Transfer-Encoding: chunked'])}2\r\n{}\r\n0\r\n\r\n`,
    )
    expect(answers(raw)).toEqual([{ status: 400, body: MALFORMED }])
  })

  it('answers the bytes past a short Content-Length, which are no request, with a 400 of its own', async ({
    server,
  }) => {
    const raw = await exchange(
      server,
      `${head(['POST /api/login-post HTTP/1.1', 'Host: api', 'Accept-Language: en', 'Content-Type: application/json', 'Content-Length: 2'])}{}{"email":"x"}`,
    )
    // The parser meets the stray bytes before the login is answered, and the connection ends.
    expect(answers(raw)).toContainEqual({ status: 400, body: MALFORMED })
    expect(raw).not.toMatch(/statusCode|"error"/)
  })

  it('answers headers too large with 431 and a sentence', async ({ server }) => {
    const raw = await exchange(
      server,
      head(['GET /api/main HTTP/1.1', 'Host: api', `X-Big: ${'x'.repeat(20_000)}`]),
    )
    expect(answers(raw)).toEqual([{ status: 431, body: { message: 'Слишком большой запрос.' } }])
  })
})
