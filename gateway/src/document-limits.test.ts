import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DOCUMENT_LIMITS } from './document-limits.js'
import { type ApiServer, startApiServer } from './testing/api-server.js'
import { Browser } from './testing/browser.js'
import { type GatewayServer, startGateway } from './testing/gateway-server.js'

let api: ApiServer
let gateway: GatewayServer

beforeAll(async () => {
  api = await startApiServer()
  gateway = await startGateway(api.url)
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await api?.close()
})

const browser = () => new Browser(gateway.url)
/** `times` copies of a selection, as one query. */
const repeated = (selection: string, times: number) =>
  `{ ${Array.from({ length: times }, () => selection).join(' ')} }`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

describe('what a document may weigh', () => {
  test("the attack's document (1,249 repeated fields, 17 KB) is refused by its length", async () => {
    const answer = await browser().graphql(repeated('latestNews{id}', 1249))
    expect(answer.status).toBe(400)
    expect(answer.errors?.[0]?.extensions).toMatchObject({ limit: 'length' })
    expect(answer.errors?.[0]?.message).toBe('The request is too large or too complex.')
  })

  test('a shorter one of too many tokens is refused as it is read, in the reader’s language', async () => {
    const query = repeated('latestNews{id}', 1000)
    expect(query.length).toBeLessThan(DOCUMENT_LIMITS.maxLength)
    const answer = await new Browser(gateway.url, { lang: 'tm' }).graphql(query)
    expect(answer.status).toBe(400)
    expect(answer.errors?.[0]?.extensions).toMatchObject({ limit: 'tokens' })
    expect(answer.errors?.[0]?.message).toBe('Sorag gaty uly ýa-da çylşyrymly.')
  })

  test('one of few tokens but too many selections is refused before validation', async () => {
    const query = repeated('a:latestNews{id}', 130)
    const answer = await browser().graphql(query)
    expect(answer.status).toBe(400)
    expect(answer.errors?.[0]?.extensions).toMatchObject({ limit: 'selections' })
  })

  test('while eight clients send the repeated-field document, a small query stays fast', async () => {
    const flood = repeated('latestNews{id}', 1249)
    let flooding = true
    const floods = Array.from({ length: 8 }, async () => {
      const client = browser()
      // At most 40 each: the loop is bounded even if the measuring side fails.
      for (let i = 0; i < 40 && flooding; i++) await client.graphql(flood)
    })
    const client = browser()
    const times: number[] = []
    try {
      for (let i = 0; i < 15; i++) {
        const started = performance.now()
        const answer = await client.graphql('{ permissionValidityDays }')
        times.push(performance.now() - started)
        expect(answer.data).toEqual({ permissionValidityDays: 30 })
      }
    } finally {
      flooding = false
      await Promise.all(floods)
    }
    expect(median(times)).toBeLessThan(250)
  }, 60_000)
})

describe('variables', () => {
  const PAGE = 'query ($page: Int!) { newsPage(page: $page) { pageInfo { totalCount } } }'

  test('nested 5,000 deep: a 400 with a clear message, never a 500', async () => {
    // Written as text: JSON.stringify itself runs out of stack on it.
    const deep = `${'{"a":['.repeat(5000)}1${']}'.repeat(5000)}`
    for (const query of [PAGE, '{ permissionValidityDays }']) {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: `{"query":${JSON.stringify(query)},"variables":{"page":1,"deep":${deep}}}`,
      })
      expect(response.status).toBe(400)
      const answer = (await response.json()) as { errors: { extensions: unknown }[] }
      expect(answer.errors[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        limit: 'variable_depth',
      })
    }
  })

  test('a variable the operation does not declare is refused, so nothing unused is cached', async () => {
    const parked = 'x'.repeat(500_000)
    const answer = await browser().graphql(PAGE, { page: 1, parked })
    expect(answer.status).toBe(400)
    expect(answer.errors?.[0]).toMatchObject({
      message: 'A variable was sent that the operation does not declare.',
      extensions: { code: 'BAD_USER_INPUT', limit: 'variables' },
    })
    const used = await browser().graphql(PAGE, { page: 1 })
    expect(used.errors).toBeUndefined()
    expect(used.data.newsPage.pageInfo.totalCount).toBeGreaterThan(0)
  })
})
