import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LIMITS } from './graphql-server.js'
import { Browser, dataOf } from './testing/browser.js'
import { startGateway } from './testing/gateway-server.js'
import { stackForThisFile } from './testing/stack.js'

const stack = stackForThisFile()
const gatewayWith = stack.gatewayWith
let scratch: string

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'gateway-http-'))
})

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

/** A JSON answer, read loosely: each test states what it expects of it. */
const json = (response: Response): Promise<any> => response.json()

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...headers,
    },
    body: JSON.stringify(body),
  })

describe('GraphQL over HTTP', () => {
  test('POST answers application/graphql-response+json; a broken document is a 400', async () => {
    const ok = await post(stack.gateway.url, { query: '{ permissionValidityDays }' })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toContain('application/graphql-response+json')
    expect(await json(ok)).toEqual({ data: { permissionValidityDays: 30 } })
    const broken = await post(stack.gateway.url, { query: '{ permissionValidityDays ' })
    expect(broken.status).toBe(400)
    expect((await json(broken)).errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED')
  })

  test('GET runs queries (with the preflight header), never mutations', async () => {
    const query = encodeURIComponent('{ permissionValidityDays }')
    const ok = await fetch(`${stack.gateway.url}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true', accept: 'application/graphql-response+json' },
    })
    expect(ok.status).toBe(200)
    expect(await json(ok)).toEqual({ data: { permissionValidityDays: 30 } })
    const csrf = await fetch(`${stack.gateway.url}/graphql?query=${query}`)
    expect(csrf.status).toBe(400)
    const mutation = encodeURIComponent('mutation { logOut { loggedOut } }')
    const refused = await fetch(`${stack.gateway.url}/graphql?query=${mutation}`, {
      headers: { 'apollo-require-preflight': 'true' },
    })
    expect(refused.status).toBe(405)
  })

  test('a large answer is compressed for a client that accepts it, fresh and from the cache alike', async () => {
    const body = JSON.stringify({
      query: '{ newsPage(page: 1) { items { bodyHtml { tm ru en } } } }',
    })
    const raw = () =>
      new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
        const request = http.request(`${stack.gateway.url}/graphql`, {
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        })
        request.on('response', (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              bytes: Buffer.concat(chunks),
            }),
          )
        })
        request.on('error', reject)
        request.end(body)
      })
    const fresh = await raw()
    const cached = await raw()
    const plain = await json(await post(stack.gateway.url, JSON.parse(body)))
    for (const answer of [fresh, cached]) {
      expect(answer.encoding).toBe('gzip')
      const decoded = JSON.parse(gunzipSync(answer.bytes).toString('utf8'))
      expect(decoded).toEqual(plain)
      expect(answer.bytes.length).toBeLessThan(JSON.stringify(plain).length / 2)
    }
  })

  test('batched requests are refused', async () => {
    const answer = await post(stack.gateway.url, [
      { query: '{ permissionValidityDays }' },
      { query: '{ permissionValidityDays }' },
    ])
    expect(answer.status).toBe(400)
  })
})

describe('limits', () => {
  test('a query deeper than the limit is refused, fragments included', async () => {
    const fragments = `fragment R on Region { cities { region { ...C } } }
      fragment C on Region { cities { region { cities { region { cities { region { cities { region { id } } } } } } } } }`
    const answer = await new Browser(stack.gateway.url).graphql(`{ regions { ...R } } ${fragments}`)
    expect(answer.status).toBe(400)
    expect(answer.errors?.[0]?.message).toMatch(/depth/i)
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
  })

  test('a query costlier than the limit is refused before anything runs', async () => {
    // Few fields (under the count of document-limits.ts), but deep ones cost more each.
    const deep =
      'regions { cities { region { cities { region { cities { region { cities { region { id } } } } } } } } }'
    const aliases = Array.from({ length: LIMITS.maxAliases }, (_, i) => `r${i}: ${deep}`).join('\n')
    const answer = await new Browser(stack.gateway.url).graphql(`{ ${aliases} }`)
    expect(answer.status).toBe(400)
    expect(answer.errors?.[0]?.message).toMatch(/cost/i)
  })

  test('lists count by their items: nested reference lists under every other limit are refused', async () => {
    // Under armor's depth, field-cost and alias limits, yet millions of objects to build: each
    // alias returns regions × cities × cities. Refused in validation, so no resolver runs.
    const nested = 'regions { cities { region { cities { region { cities { id } } } } } }'
    const aliases = Array.from({ length: LIMITS.maxAliases }, (_, i) => `r${i}: ${nested}`)
    const started = performance.now()
    const answer = await new Browser(stack.gateway.url).graphql(`{ ${aliases.join('\n')} }`)
    expect(answer.status).toBe(400)
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      limit: 'cost',
    })
    expect(performance.now() - started).toBeLessThan(2000)
    // A shallower one is an honest (if odd) question and is answered.
    const one = await new Browser(stack.gateway.url).graphql(
      '{ regions { cities { region { cities { id } } } } }',
    )
    expect(one.status).toBe(200)
    expect(dataOf(one).regions.length).toBeGreaterThan(0)
  })

  test('a document of too many tokens is refused while it is read', async () => {
    const names = Array.from({ length: LIMITS.maxTokens }, () => 'id').join(' ')
    const answer = await new Browser(stack.gateway.url).graphql(`{ countries { ${names} } }`)
    expect(answer.status).toBe(400)
    expect(answer.errors?.[0]?.extensions?.limit).toBe('tokens')
  })

  test('too many aliases are refused', async () => {
    const aliases = Array.from(
      { length: LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: permissionValidityDays`,
    ).join(' ')
    const answer = await new Browser(stack.gateway.url).graphql(`{ ${aliases} }`)
    expect(answer.status).toBe(400)
    expect(answer.errors?.[0]?.message).toMatch(/alias/i)
  })

  test('a realistic page query passes', async () => {
    const answer = await new Browser(stack.gateway.url).graphql(`{
      latestNews { id title { tm ru en } bodyHtml { tm ru en } posterUrl publishedAt views }
      checkpoints { id code name { tm ru en } description { tm ru en } region { id name { tm ru en } }
        borderingCountry { id code name { tm ru en } } latitude longitude phone }
      contactsPage { address { tm ru en } workingHours { days opensAt closesAt } departments { code name { tm ru en } phones emails } }
    }`)
    expect(answer.errors).toBeUndefined()
  })

  test('in production, field suggestions and internal details are hidden', async () => {
    const development = await new Browser(stack.gateway.url).graphql('{ latestNew { id } }')
    expect(development.errors?.[0]?.message).toMatch(/Did you mean/)
    const production = await gatewayWith({ NODE_ENV: 'production' })
    const hidden = await new Browser(production.url).graphql('{ latestNew { id } }')
    expect(hidden.errors?.[0]?.message).not.toMatch(/Did you mean/)

    // An API that fails with details of its own: none of them reaches the client.
    const failing = http.createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({ message: 'relation "secret_table" does not exist at /srv/api' }),
      )
    })
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
    const port = (failing.address() as import('node:net').AddressInfo).port
    const masked = await startGateway(`http://127.0.0.1:${port}`, { NODE_ENV: 'production' })
    try {
      const answer = await new Browser(masked.url).graphql('{ latestNews { id } }')
      expect(answer.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR')
      expect(JSON.stringify(answer.errors)).not.toMatch(/secret_table|srv|500|127\.0\.0\.1/)
    } finally {
      await masked.close()
      failing.closeAllConnections()
      failing.close()
    }
  })
})

describe('persisted documents', () => {
  const document = 'query Validity { permissionValidityDays }'
  const hash = createHash('sha256').update(document).digest('hex')

  test('a listed hash runs its document; an unknown hash is PERSISTED_QUERY_NOT_FOUND; other documents still run', async () => {
    const manifest = path.join(scratch, 'persisted-documents.json')
    await writeFile(manifest, JSON.stringify({ [hash]: document }))
    const server = await gatewayWith({ PERSISTED_DOCUMENTS_FILE: manifest })
    const byHash = await post(server.url, {
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    })
    expect(await json(byHash)).toEqual({ data: { permissionValidityDays: 30 } })
    const byId = await post(server.url, { documentId: `sha256:${hash}` })
    expect(await json(byId)).toEqual({ data: { permissionValidityDays: 30 } })
    const unknown = await post(server.url, {
      extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } },
    })
    expect((await json(unknown)).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND')
    const adHoc = await post(server.url, { query: '{ countries { id } }' })
    expect(adHoc.status).toBe(200)
  })

  /** Every form a front end may name a persisted document in, by POST body or GET address. */
  const forms = {
    'documentId "sha256:<hex>" (GraphQL over HTTP)': { documentId: `sha256:${hash}` },
    'documentId "<hex>"': { documentId: hash },
    'persistedQuery.sha256Hash "<hex>" (Apollo)': {
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    },
    'persistedQuery.sha256Hash "sha256:<hex>" (the web, from codegen)': {
      extensions: { persistedQuery: { version: 1, sha256Hash: `sha256:${hash}` } },
    },
  }
  const byGet = (url: string, params: Record<string, unknown>) => {
    const search = new URLSearchParams()
    for (const [name, value] of Object.entries(params))
      search.set(name, typeof value === 'string' ? value : JSON.stringify(value))
    return fetch(`${url}/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true' } })
  }
  /** The manifest as codegen writes it ("sha256:<hex>" keys) and as a hand-made one may (hex). */
  const manifests = { 'sha256:<hex>': `sha256:${hash}`, '<hex>': hash }

  describe.each(Object.entries(manifests))('with manifest keys %s', (keys, key) => {
    let url: string
    beforeAll(async () => {
      const manifest = path.join(scratch, `persisted-forms-${keys.length}.json`)
      await writeFile(manifest, JSON.stringify({ [key]: document }))
      url = (
        await gatewayWith({ PERSISTED_DOCUMENTS_FILE: manifest, PERSISTED_DOCUMENTS_ONLY: 'true' })
      ).url
    })

    test.each(Object.entries(forms))(
      '%s runs its document, by POST and by GET',
      async (_, form) => {
        expect(await json(await post(url, form))).toEqual({ data: { permissionValidityDays: 30 } })
        expect(await json(await byGet(url, form))).toEqual({ data: { permissionValidityDays: 30 } })
      },
    )

    test('its text, sent whole, counts as listed', async () => {
      expect(await json(await post(url, { query: document }))).toEqual({
        data: { permissionValidityDays: 30 },
      })
    })
  })

  test('a hash sent as the web sends queries (GET, as Apollo Client does) runs its document', async () => {
    const manifest = path.join(scratch, 'persisted-get.json')
    await writeFile(manifest, JSON.stringify({ [hash]: document }))
    const server = await gatewayWith({ PERSISTED_DOCUMENTS_FILE: manifest })
    const search = new URLSearchParams({
      operationName: 'Validity',
      variables: '{}',
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
    })
    const answer = await fetch(`${server.url}/graphql?${search}`, {
      headers: { 'apollo-require-preflight': 'true' },
    })
    expect(answer.status).toBe(200)
    expect(await json(answer)).toEqual({ data: { permissionValidityDays: 30 } })
  })

  test("a listed document's limits are read once and still hold: its variables, its size", async () => {
    const page = 'query Page($page: Int!) { newsPage(page: $page) { pageInfo { totalCount } } }'
    const huge = `query Huge { ${'latestNews { id } '.repeat(300)}}`
    const hashOf = (text: string) => createHash('sha256').update(text).digest('hex')
    const manifest = path.join(scratch, 'persisted-limits.json')
    await writeFile(manifest, JSON.stringify({ [hashOf(page)]: page, [hashOf(huge)]: huge }))
    const server = await gatewayWith({ PERSISTED_DOCUMENTS_FILE: manifest })
    const byHash = (text: string, variables?: unknown) =>
      post(server.url, {
        extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(text) } },
        ...(variables ? { variables } : {}),
      })
    const read = await json(await byHash(page, { page: 1 }))
    expect(read.data.newsPage.pageInfo.totalCount).toBeGreaterThan(0)
    const parked = await byHash(page, { page: 1, parked: 'x'.repeat(1000) })
    expect(parked.status).toBe(400)
    expect((await json(parked)).errors[0].extensions).toMatchObject({ limit: 'variables' })
    const deep = await byHash(page, {
      page: 1,
      deep: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`),
    })
    expect(deep.status).toBe(400)
    expect((await json(deep)).errors[0].extensions).toMatchObject({ limit: 'variable_depth' })
    const tooMany = await byHash(huge)
    expect(tooMany.status).toBe(400)
    expect((await json(tooMany)).errors[0].extensions).toMatchObject({ limit: 'selections' })
  })

  test('with PERSISTED_DOCUMENTS_ONLY, every operation must be in the manifest', async () => {
    const manifest = path.join(scratch, 'only.json')
    await writeFile(manifest, JSON.stringify({ [hash]: document }))
    const server = await gatewayWith({
      PERSISTED_DOCUMENTS_FILE: manifest,
      PERSISTED_DOCUMENTS_ONLY: 'true',
    })
    const adHoc = await post(server.url, { query: '{ countries { id } }' })
    expect(adHoc.status).toBe(400)
    expect((await json(adHoc)).errors[0].extensions.code).toBe('PERSISTED_QUERY_REQUIRED')
    const listedText = await post(server.url, { query: document })
    expect(await json(listedText)).toEqual({ data: { permissionValidityDays: 30 } })
    const byHash = await post(server.url, {
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    })
    expect(await json(byHash)).toEqual({ data: { permissionValidityDays: 30 } })
  })
})

describe('the explorer', () => {
  test('opens at /graphql in a browser, from this origin only', async () => {
    const page = await fetch(`${stack.gateway.url}/graphql`, { headers: { accept: 'text/html' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("connect-src 'self'")
    const html = await page.text()
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string)
    expect(sources.length).toBeGreaterThanOrEqual(5)
    for (const source of sources) {
      expect(source).toMatch(/^\/explorer\//)
      const asset = await fetch(`${stack.gateway.url}${source}`)
      expect(asset.status, source).toBe(200)
      if (source.endsWith('explorer.js')) expect(await asset.text()).not.toMatch(/https?:\/\//)
    }
    expect(html).not.toMatch(/https?:\/\//)
  })

  test('introspection answers the schema the explorer documents', async () => {
    const { __schema } = dataOf(
      await new Browser(stack.gateway.url).graphql(
        '{ __schema { queryType { fields { name description } } } }',
      ),
    )
    const fields = __schema.queryType.fields as { name: string; description: string }[]
    expect(fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['latestNews', 'drivers', 'permits']),
    )
    for (const field of fields) expect(field.description, field.name).toBeTruthy()
  })
})
