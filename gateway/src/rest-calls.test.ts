import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createHaulier } from './testing/accounts.js'
import { Browser, dataOf } from './testing/browser.js'
import { expectNoRepeats, ownPaths, paths, startCountedStack } from './testing/counted-stack.js'
import { startGateway } from './testing/gateway-server.js'
import { inDays } from './testing/reference.js'
import { openStream } from './testing/sse.js'

/**
 * The REST calls behind the web's representative reads, counted at a proxy between the gateway
 * and the API: each resource at most once, lists never followed by a call per item. (The web's
 * mutations: mutation-calls.test.ts.)
 */
let stack: Awaited<ReturnType<typeof startCountedStack>>
let api: typeof stack.api
let proxy: typeof stack.proxy
let gateway: typeof stack.gateway
let haulier: Browser
let ref: typeof stack.ref

beforeAll(async () => {
  stack = await startCountedStack()
  ;({ api, proxy, gateway, haulier, ref } = stack)
}, 180_000)

afterAll(async () => {
  await stack?.close()
})

describe('REST calls behind an operation', () => {
  test('the drivers list with their categories, cars and trailers: three calls for three drivers', async () => {
    const calls = await proxy.during(async () => {
      const { drivers } = dataOf(
        await haulier.graphql(`{ drivers(kind: INDIVIDUAL) { id name licenceCategories { name }
          cars { id plateNumber brand { title } driver { id } }
          trailers { id plateNumber brand { title } } } }`),
      )
      expect(drivers).toHaveLength(3)
      for (const driver of drivers) {
        expect(driver.licenceCategories.length).toBe(ref.categoryIds.length)
        expect(driver.cars).toHaveLength(1)
        expect(driver.trailers).toHaveLength(1)
        expect(driver.cars[0].driver.id).toBe(driver.id)
      }
    })
    expectNoRepeats(calls)
    expect(ownPaths(calls).sort()).toEqual([
      'GET /api/drivers/0',
      'GET /api/transports/0/0',
      'GET /api/transports/0/1',
    ])
  })

  test('the e-permit history with countries, types, drivers, vehicles and timelines: one call each', async () => {
    const calls = await proxy.during(async () => {
      const { permitHistory } = dataOf(
        await haulier.graphql(`{ permitHistory { permits { id status country { code name { en } } permitType { number }
          driver { name } car { plateNumber } trailer { plateNumber } statusHistory { toStatus actor } } } }`),
      )
      expect(permitHistory.permits).toHaveLength(3)
      for (const permit of permitHistory.permits) {
        expect(permit.driver.name).toMatch(/^Sürüji/)
        expect(permit.statusHistory).toEqual([{ toStatus: 'NEW', actor: 'CLIENT' }])
      }
    })
    expectNoRepeats(calls)
    const made = ownPaths(calls).map((path) => path.replace(/\?ids=[\d,]+$/, '?ids=…'))
    expect(made.sort()).toEqual([
      'GET /api/drivers/0',
      'GET /api/request-to-permission?payment_notice=keep',
      'GET /api/status-history/permit?ids=…',
      'GET /api/transports/0/0',
      'GET /api/transports/0/1',
    ])
  })

  test('a page of the e-permit history: one call for the page, however many fields its permits have', async () => {
    const calls = await proxy.during(async () => {
      const { permits } = dataOf(
        await haulier.graphql(`{ permits(page: 1) { items { id status country { code } permitType { number }
          driver { name } car { plateNumber } trailer { plateNumber } statusHistory { toStatus } }
          pageInfo { totalCount } } }`),
      )
      expect(permits.items).toHaveLength(3)
      expect(permits.pageInfo.totalCount).toBe(3)
    })
    expectNoRepeats(calls)
    const made = ownPaths(calls).map((path) => path.replace(/\?ids=[\d,]+$/, '?ids=…'))
    expect(made.sort()).toEqual([
      'GET /api/drivers/0',
      'GET /api/request-to-permission?payment_notice=keep&page=1',
      'GET /api/status-history/permit?ids=…',
      'GET /api/transports/0/0',
      'GET /api/transports/0/1',
    ])
  })

  test('a filtered page of either history: one call carrying the filter, counted under it', async () => {
    const calls = await proxy.during(async () => {
      const answer = dataOf(
        await haulier.graphql(
          `query ($permitFilter: PermitFilter, $requestFilter: RequestFilter) {
            permits(page: 1, filter: $permitFilter) { items { id status } pageInfo { totalCount } }
            none: permits(filter: { status: REJECTED }) { items { id } pageInfo { totalCount } }
            requests(filter: $requestFilter) { items { id } pageInfo { totalCount } } }`,
          {
            permitFilter: { status: 'NEW', countryId: ref.countryId, filedFrom: inDays(-1) },
            requestFilter: { status: 'PENDING', model: 'LOADING_PERMISSION', search: 'RZ' },
          },
        ),
      )
      expect(answer.permits.pageInfo.totalCount).toBe(3)
      expect(answer.permits.items.every((item: { status: string }) => item.status === 'NEW')).toBe(
        true,
      )
      expect(answer.none).toMatchObject({ items: [], pageInfo: { totalCount: 0 } })
      expect(answer.requests).toMatchObject({ items: [], pageInfo: { totalCount: 0 } })
    })
    expectNoRepeats(calls)
    expect(ownPaths(calls).sort()).toEqual([
      'GET /api/history/1?status=0&model_id=2&q=RZ',
      `GET /api/request-to-permission?payment_notice=keep&page=1&status=1&country_id=${ref.countryId}&filed_from=${inDays(-1)}`,
      'GET /api/request-to-permission?payment_notice=keep&page=1&status=6',
    ])
  })

  test('a filter the API refuses is a user input error naming it, never a server error', async () => {
    const badDay = await haulier.graphql(
      '{ requests(filter: { filedFrom: "2026-02-30" }) { items { id } } }',
    )
    expect(badDay.errors?.[0]?.message).toMatch(/2026-02-30/)
    const long = await haulier.graphql(
      'query ($search: String) { permits(filter: { search: $search }) { items { id } } }',
      { search: 'x'.repeat(101) },
    )
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
    const badId = await haulier.graphql(
      '{ permits(filter: { countryId: "abc" }) { items { id } } }',
    )
    expect(badId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })

  test('the e-permit form data: profile, drivers with vehicles and the reference lists, each once', async () => {
    const calls = await proxy.during(async () => {
      dataOf(
        await haulier.graphql(`{
          individualProfile { id city { name { en } } licenceTypes { name { en } } }
          drivers(kind: INDIVIDUAL) { id name surname cars { id plateNumber } trailers { id plateNumber } }
          countries { id name { tm ru en } }
          permitTypes { id number name { tm ru en } price }
          drivingLicenceCategories { id name }
          carBrands: brands(vehicleType: CAR) { id title }
        }`),
      )
    })
    expectNoRepeats(calls)
    const made = paths(calls)
    expect(made).toEqual(
      expect.arrayContaining([
        'GET /api/get/client/0',
        'GET /api/drivers/0',
        'GET /api/transports/0/1',
        'GET /api/transports/0/0',
      ]),
    )
    // Reference data is shared across requests: fetched at most once here, and not again below.
    expect(made.filter((path) => path.includes('reference-data')).length).toBeLessThanOrEqual(1)
    const again = await proxy.during(() =>
      haulier.graphql('{ countries { id } permitTypes { id } regions { id } }'),
    )
    expect(paths(again)).toEqual([])
  })

  test('one driver and its vehicles: the driver once, the lists of its kind once', async () => {
    const { drivers } = dataOf(await haulier.graphql('{ drivers(kind: INDIVIDUAL) { id } }'))
    const calls = await proxy.during(() =>
      haulier.graphql(
        `query ($id: ID!) { driver(id: $id) { id licenceCategories { name } cars { id driver { id } } trailers { id } } }`,
        { id: drivers[0].id },
      ),
    )
    expectNoRepeats(calls)
    expect(ownPaths(calls).sort()).toEqual([
      `GET /api/driver/${drivers[0].id}`,
      'GET /api/drivers/0',
      'GET /api/transports/0/0',
      'GET /api/transports/0/1',
    ])
  })
})

describe('proxy manners', () => {
  test("X-Forwarded-For is the browser's address, never what the browser claims; language and request id pass on", async () => {
    const spoofing = new Browser(gateway.url, {
      lang: 'tm',
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'trace-me-42' },
    })
    const calls = await proxy.during(() =>
      spoofing.graphql('{ newsArticle(id: "3") { item { id } } }'),
    )
    expect(calls).toHaveLength(1)
    expect(calls[0]?.headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(calls[0]?.headers['accept-language']).toBe('tm')
    expect(calls[0]?.headers['x-request-id']).toBe('trace-me-42')
  })

  test('behind a trusted proxy (TRUST_PROXY), the address that proxy saw; a long request id is replaced', async () => {
    const behindBalancer = await startGateway(proxy.url, { TRUST_PROXY: '127.0.0.1' })
    try {
      const browser = new Browser(behindBalancer.url, {
        headers: {
          'x-forwarded-for': '198.51.100.4, 203.0.113.9',
          'x-request-id': 'x'.repeat(65),
        },
      })
      const calls = await proxy.during(() =>
        browser.graphql('{ newsArticle(id: "3") { item { id } } }'),
      )
      expect(calls).toHaveLength(1)
      // The balancer (on loopback, trusted) saw 203.0.113.9; what the browser wrote before it is not believed.
      expect(calls[0]?.headers['x-forwarded-for']).toBe('203.0.113.9')
      expect(calls[0]?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      await behindBalancer.close()
    }
  })

  test('calls to the API reuse kept-alive connections', async () => {
    const calls = await proxy.during(async () => {
      for (let i = 0; i < 5; i++) await haulier.graphql('{ me { id } }')
    })
    expect(calls).toHaveLength(5)
    for (const call of calls) expect(call.headers.connection ?? 'keep-alive').toBe('keep-alive')
  })

  test('nothing of one user is cached for another: each sees their own drivers', async () => {
    const other = await createHaulier(api.url, api.dataDir)
    const stranger = new Browser(gateway.url, { token: other.token })
    const mine = dataOf(await haulier.graphql('{ drivers(kind: INDIVIDUAL) { id } }')).drivers
    const theirs = dataOf(await stranger.graphql('{ drivers(kind: INDIVIDUAL) { id } }')).drivers
    expect(mine).toHaveLength(3)
    expect(theirs).toEqual([])
    const anonymous = await new Browser(gateway.url).graphql('{ drivers(kind: INDIVIDUAL) { id } }')
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')

    // Public and private fields in one operation: the answer is never reused for another.
    const mixed = '{ latestNews { id } me { email } }'
    const first = await haulier.graphql(mixed)
    expect(first.headers.get('cache-control') ?? '').not.toMatch(/public/)
    const second = dataOf(await stranger.graphql(mixed))
    expect(second.me.email).toBe(other.email)
  })

  test('a public-only answer is reused whole: the second costs no REST call and says it is public', async () => {
    const query = '{ servicesPage { title { en } } checkpoints { id } regions { id } }'
    const first = await new Browser(gateway.url).graphql(query)
    expect(first.headers.get('cache-control')).toBe('max-age=30, public')
    const calls = await proxy.during(async () => {
      const again = await new Browser(gateway.url).graphql(query)
      expect(again.data).toEqual(first.data)
      expect(again.headers.get('content-type')).toContain('application/graphql-response+json')
    })
    expect(calls).toEqual([])
  })

  test('as the web asks (GET, variables in the URL), a public answer is reused the same way', async () => {
    const query = 'query Page($page: Int!) { newsPage(page: $page) { items { id } } }'
    const url = (page: number) =>
      `${gateway.url}/graphql?${new URLSearchParams({ query, variables: JSON.stringify({ page }) })}`
    const get = (page: number) =>
      fetch(url(page), { headers: { 'apollo-require-preflight': 'true' } })
    const first = await get(2)
    expect(first.headers.get('cache-control')).toBe('max-age=30, public')
    const firstBody = await first.json()
    const calls = await proxy.during(async () => {
      const again = await get(2)
      expect(await again.json()).toEqual(firstBody)
    })
    expect(calls).toEqual([])
    // Other variables are another answer.
    const other = await proxy.during(async () => {
      expect((await get(3)).status).toBe(200)
    })
    expect(other.length).toBeGreaterThan(0)
  })
})

/**
 * The API remembers the language a session's requests ask in, for the mail it sends the account
 * later (receipts, reminders, answers). The web asks its GraphQL in the interface's language; a
 * live stream (EventSource) and a scan shown or downloaded (an <img>, a link) can only ask in the
 * browser's, which is often another (a Turkmen page in a Russian browser). Those reads pass no
 * language on, so they neither answer in it nor change the account's.
 */
describe('the language passed on to the API', () => {
  test('is the interface’s from GraphQL, and none from a live stream or a scan read in the browser’s language', async () => {
    const inTurkmen = new Browser(gateway.url, { token: haulier.options.token, lang: 'tm' })
    const inEnglish = new Browser(gateway.url, { token: haulier.options.token, lang: 'en' })
    let url = ''
    const read = await proxy.during(async () => {
      const { individualProfile } = dataOf(
        await inTurkmen.graphql('{ individualProfile { documents { url } } }'),
      )
      url = individualProfile.documents[0].url
    })
    expect(read.map((call) => call.headers['accept-language'])).toContain('tm')

    const scan = await proxy.during(async () => {
      expect((await inEnglish.get(url)).status).toBe(200)
    })
    const stream = await proxy.during(async () => {
      const live = await openStream(inEnglish, 'subscription { liveChanges { eventId } }')
      await live.started()
      await live.close()
    })
    expect(paths(scan)).toEqual([expect.stringMatching(/^GET \/api\/files\/\d+$/)])
    // The stream's first read, and its next one (waiting for a change) if it began before the close.
    expect(paths(stream)[0]).toMatch(/^GET \/api\/live-events\?/)
    expect(paths(stream).every((path) => path.startsWith('GET /api/live-events?'))).toBe(true)
    const passedOn = [...scan, ...stream]
    expect(passedOn.map((call) => call.headers['accept-language'] ?? 'none')).toEqual(
      passedOn.map(() => 'none'),
    )
  })
})
