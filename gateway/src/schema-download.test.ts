import { buildSchema, printSchema } from 'graphql'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SCHEMA_DOWNLOAD_PATH } from './schema-download.js'
import { type GatewayServer, startGateway } from './testing/gateway-server.js'

// The schema needs no API: the gateway alone, in front of an address nothing listens on.
let gateway: GatewayServer
beforeAll(async () => {
  gateway = await startGateway('http://127.0.0.1:9')
})
afterAll(() => gateway.close())

describe('the merged schema for other front ends', () => {
  test('is plain-text SDL of every domain, revalidated with its ETag', async () => {
    const answer = await fetch(gateway.url + SCHEMA_DOWNLOAD_PATH)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const sdl = await answer.text()
    // A code generator can build the schema from it alone, descriptions included.
    const schema = buildSchema(sdl)
    expect(printSchema(schema)).toBe(sdl.trimEnd())
    for (const type of ['Query', 'Mutation', 'Driver', 'Permit', 'UserError', 'UserErrorCode']) {
      expect(schema.getType(type), type).toBeDefined()
    }
    expect(schema.getType('UserError')?.description).toMatch(/language of the request/)

    const etag = answer.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]{20,}"$/)
    expect(answer.headers.get('cache-control')).toContain('no-cache')
    const again = await fetch(gateway.url + SCHEMA_DOWNLOAD_PATH, {
      headers: { 'if-none-match': `W/${etag}` },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const stale = await fetch(gateway.url + SCHEMA_DOWNLOAD_PATH, {
      headers: { 'if-none-match': '"an-older-schema"' },
    })
    expect(stale.status).toBe(200)
  })
})
