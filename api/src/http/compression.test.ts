import { gzipSync } from 'node:zlib'
import { describe, expect } from 'vitest'
import { haulier } from '../testing/cabinet.js'
import { it, test } from '../testing/fixtures.js'
import { decodedBody, rawGet } from '../testing/raw-http.js'
import { fileAttachment } from '../testing/requests.js'

let identity: Buffer
test.beforeAll(async ({ server }) => {
  identity = (await rawGet(`${server.url}/api/news-all/1`)).bytes
})

describe('compression of answers', () => {
  it.for<[string, string]>([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
  ])(
    'compresses a large answer for a client accepting "%s" (%s)',
    async ([accepted, encoding], { server }) => {
      const answer = await rawGet(`${server.url}/api/news-all/1`, { 'accept-encoding': accepted })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers.vary).toContain('accept-encoding')
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length)
      expect(answer.bytes.length).toBeLessThan(identity.length / 2)
      expect(decodedBody(answer).equals(identity)).toBe(true)
    },
  )

  it.for<[string, Record<string, string>]>([
    ['no Accept-Encoding', {}],
    ['only identity', { 'accept-encoding': 'identity' }],
  ])('sends it as it is to a client that accepts %s', async ([_case, headers], { server }) => {
    const answer = await rawGet(`${server.url}/api/news-all/1`, headers)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers.vary).toContain('accept-encoding')
    expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length)
    expect(JSON.parse(answer.bytes.toString()).news).toHaveLength(12)
  })

  it('compresses a large answer under a session too, and it stays no-store', async ({ server }) => {
    const user = await haulier(server)
    const headers = { authorization: `Bearer ${user.token}` }
    const plain = await rawGet(`${server.url}/api/get-client-datas`, headers)
    const answer = await rawGet(`${server.url}/api/get-client-datas`, {
      ...headers,
      'accept-encoding': 'gzip',
    })
    expect(plain.bytes.length).toBeGreaterThan(1024)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(decodedBody(answer).equals(plain.bytes)).toBe(true)
  })

  it('leaves a small answer uncompressed', async ({ server }) => {
    const answer = await rawGet(`${server.url}/healthz`, { 'accept-encoding': 'gzip' })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(answer.bytes.toString()).status).toBe('ok')
  })

  it('sends an uploaded file as stored, with its length, whatever the client accepts', async ({
    server,
  }) => {
    const user = await haulier(server)
    // SVG is a type a compressor would take: the download must still come as stored.
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="40">${'<rect width="10" height="10"/>'.repeat(120)}</svg>`,
    )
    const fileId = await fileAttachment(server, user, svg, 'sanaw.svg')

    const download = await rawGet(`${server.url}/api/files/${fileId}`, {
      authorization: `Bearer ${user.token}`,
      'accept-encoding': 'gzip, deflate, br',
    })
    expect(download.status).toBe(200)
    expect(download.headers['content-type']).toBe('image/svg+xml')
    expect(download.headers['content-encoding']).toBeUndefined()
    expect(Number(download.headers['content-length'])).toBe(svg.length)
    expect(download.bytes.equals(svg)).toBe(true)
    expect(download.headers['cache-control']).toBe('no-store')
  })

  it('keeps a payment page whole, with its security headers, when compressed', async ({
    server,
  }) => {
    const url = `${server.url}/api/payments/return?reference=nope&outcome=paid&signature=forged`
    const plain = await rawGet(url, { 'accept-language': 'en' })
    const answer = await rawGet(url, { 'accept-language': 'en', 'accept-encoding': 'gzip' })
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'")
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(decodedBody(answer).equals(plain.bytes)).toBe(true)
    expect(plain.bytes.toString()).toMatch(/^<!doctype html>/)
  })

  it('does not inflate a compressed request body', async ({ server }) => {
    const response = await fetch(`${server.url}/api/login-post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ email: 'a@example.com', password: 'whatever-1' })),
    })
    expect(response.status).toBe(400)
  })
})
