import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createHaulier } from './testing/accounts.js'
import { type ApiServer, OPERATOR, startApiServer } from './testing/api-server.js'
import { Browser, dataOf } from './testing/browser.js'
import { sampleFile } from './testing/files.js'
import { type GatewayServer, startGateway } from './testing/gateway-server.js'
import { type RecordedCall, startRecordingProxy } from './testing/recording-proxy.js'
import { inDays, referenceIds } from './testing/reference.js'

/**
 * The REST calls behind the web's representative operations, counted at a proxy between the
 * gateway and the API: each resource at most once, lists never followed by a call per item.
 */
let api: ApiServer
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>
let gateway: GatewayServer
let haulier: Browser
let ref: Awaited<ReturnType<typeof referenceIds>>

const paths = (calls: RecordedCall[]) => calls.map((call) => `${call.method} ${call.path}`)
/**
 * The calls for the caller's own data. The public reference lists are cached across requests
 * for a short while, so whether they are read again depends on the clock: at most once.
 */
const ownPaths = (calls: RecordedCall[]) =>
  paths(calls).filter((path) => path !== 'GET /api/reference-data')

/** The web's own documents (its persisted-documents manifest), found by operation name. */
const WEB_DOCUMENTS: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8'),
)
function webDocument(operation: string) {
  const found = Object.values(WEB_DOCUMENTS).find((document) =>
    new RegExp(`\\b(query|mutation) ${operation}\\b`).test(document),
  )
  if (!found) throw new Error(`the web sends no ${operation}; run npm run codegen`)
  return found
}

function expectNoRepeats(calls: RecordedCall[]) {
  const seen = paths(calls)
  expect(new Set(seen).size, `repeated calls: ${seen.join(', ')}`).toBe(seen.length)
}

async function createDriverWithVehicles(index: number) {
  const create = `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { vehicle { id } } }`
  const car = dataOf(
    await haulier.graphql(create, {
      input: {
        kind: 'INDIVIDUAL',
        type: 'CAR',
        brandId: ref.truckBrandId,
        plateNumber: `AG ${1000 + index}`,
        cardNumber: `C${index}`,
        cardIssuedOn: inDays(-5),
      },
    }),
  ).createVehicle.vehicle
  const trailer = dataOf(
    await haulier.graphql(create, {
      input: {
        kind: 'INDIVIDUAL',
        type: 'TRAILER',
        brandId: ref.trailerBrandId,
        plateNumber: `AG ${2000 + index}`,
        cardNumber: `T${index}`,
        cardIssuedOn: inDays(-5),
      },
    }),
  ).createVehicle.vehicle
  const driver = dataOf(
    await haulier.graphql(
      `mutation ($input: CreateDriverInput!) { createDriver(input: $input) { driver { id } } }`,
      {
        input: {
          kind: 'INDIVIDUAL',
          name: `Sürüji ${index}`,
          surname: 'Annaýew',
          patronymic: 'Myradowiç',
          licenceNumber: `DL-${index}`,
          licenceExpiresOn: inDays(400),
          licenceCategoryIds: ref.categoryIds,
          vehicleIds: [car.id, trailer.id],
        },
      },
    ),
  ).createDriver.driver
  return { driver, car, trailer }
}

beforeAll(async () => {
  api = await startApiServer()
  proxy = await startRecordingProxy(api.url)
  gateway = await startGateway(proxy.url)
  const account = await createHaulier(api.url, api.dataDir)
  haulier = new Browser(gateway.url, { token: account.token })
  ref = await referenceIds(haulier)
  await haulier.upload(
    `mutation ($input: IndividualProfileInput!) { saveIndividualProfile(input: $input) { userErrors { field } } }`,
    {
      input: {
        cityId: ref.cityId,
        phone: '+993 65 11 22 33',
        email: 'a@example.com',
        licenceNumber: 'L-1',
        licenceExpiresOn: inDays(300),
        licenceTypeIds: ref.licenceTypeIds,
        surname: 'A',
        name: 'B',
        patronymic: 'C',
        patentNumber: 'P-1',
        patentExpiresOn: inDays(300),
        documents: [
          { type: 'LICENCE', file: null },
          { type: 'PATENT', file: null },
        ],
      },
    },
    [
      {
        path: 'variables.input.documents.0.file',
        name: 'l.png',
        type: 'image/png',
        bytes: sampleFile.png(1000),
      },
      {
        path: 'variables.input.documents.1.file',
        name: 'p.png',
        type: 'image/png',
        bytes: sampleFile.png(1000, 9),
      },
    ],
  )
  const fleet = await Promise.all([1, 2, 3].map(createDriverWithVehicles))
  const request = `mutation ($input: RequestPermitInput!) { requestPermit(input: $input) { userErrors { field } } }`
  for (const [i, { driver, car, trailer }] of fleet.entries()) {
    await haulier.graphql(request, {
      input: {
        kind: 'INDIVIDUAL',
        countryId: ref.countryId,
        permitTypeId: ref.permitType.id,
        cargoType: 'Pagta',
        containerCount: 1,
        departureOn: inDays(3 + i),
        returnOn: inDays(10 + i),
        driverId: driver.id,
        carId: car.id,
        trailerId: trailer.id,
      },
    })
  }
}, 180_000)

afterAll(async () => {
  await gateway?.close()
  await proxy?.close()
  await api?.close()
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

// Last: these change the haulier's fleet and move an e-permit, which the tests above count as seeded.
describe("the web's own mutations, as it sends them: what the API decided comes with its answer", () => {
  test('CreateDriver taking a car and a trailer from another driver: the save and the drivers list', async () => {
    const { drivers } = dataOf(
      await haulier.graphql('{ drivers(kind: INDIVIDUAL) { id cars { id } trailers { id } } }'),
    )
    const [from] = drivers
    const vehicleIds = [from.cars[0].id, from.trailers[0].id]
    let answer: any
    const calls = await proxy.during(async () => {
      answer = dataOf(
        await haulier.graphql(webDocument('CreateDriver'), {
          kind: 'INDIVIDUAL',
          input: {
            kind: 'INDIVIDUAL',
            name: 'Täze',
            surname: 'Sürüji',
            patronymic: 'Myradowiç',
            licenceNumber: 'DL-NEW',
            licenceExpiresOn: inDays(400),
            licenceCategoryIds: ref.categoryIds,
            vehicleIds,
          },
        }),
      ).createDriver
    })
    expect(answer.userErrors).toEqual([])
    expectNoRepeats(calls)
    expect.soft(ownPaths(calls).sort()).toEqual(['GET /api/drivers/0', 'POST /api/driver'])
    expect(answer.driver).toMatchObject({
      name: 'Täze',
      licenceNumber: 'DL-NEW',
      cars: [{ id: vehicleIds[0] }],
      trailers: [{ id: vehicleIds[1] }],
    })
    expect(answer.reassignedVehicles).toMatchObject([
      {
        vehicle: { id: vehicleIds[0], plateNumber: expect.any(String) },
        previousDriver: { id: from.id, name: expect.any(String), surname: 'Annaýew' },
      },
      {
        vehicle: { id: vehicleIds[1], plateNumber: expect.any(String) },
        previousDriver: { id: from.id, name: expect.any(String), surname: 'Annaýew' },
      },
    ])
    expect(answer.query.drivers).toHaveLength(4)
    expect(answer.query.drivers.find((row: any) => row.id === from.id)).toMatchObject({
      cars: [],
      trailers: [],
    })
    const moved = answer.query.cars.find((car: any) => car.id === vehicleIds[0])
    expect(moved.driver).toMatchObject({ id: answer.driver.id, name: 'Täze', surname: 'Sürüji' })
  })

  test('ClaimPermit and PricePermit in the office: the action and the operators list each', async () => {
    const operator = new Browser(gateway.url)
    dataOf(
      await operator.graphql(
        'mutation ($input: LogInInput!) { logIn(input: $input) { userName } }',
        {
          input: OPERATOR,
        },
      ),
    )
    const { permits } = dataOf(
      await haulier.graphql('{ permitHistory { permits { id } } }'),
    ).permitHistory
    const permitId = permits[0].id
    let claimed: any
    const claim = await proxy.during(async () => {
      claimed = dataOf(
        await operator.graphql(webDocument('ClaimPermit'), { input: { permitId } }),
      ).claimPermit
    })
    expect(claimed.userErrors).toEqual([])
    expectNoRepeats(claim)
    expect
      .soft(ownPaths(claim).sort())
      .toEqual(['GET /api/operator/operators', `POST /api/operator/permits/${permitId}/claim`])
    expect(claimed.permit).toMatchObject({
      id: permitId,
      status: 'NEW',
      availableActions: ['RELEASE', 'TAKE', 'REJECT'],
      claim: { mine: true, operator: { name: expect.any(String) } },
      timeline: [{ toStatus: 'NEW', actor: 'CLIENT' }],
    })

    dataOf(await operator.graphql(webDocument('TakePermit'), { input: { permitId } }))
    let priced: any
    const price = await proxy.during(async () => {
      priced = dataOf(
        await operator.graphql(webDocument('PricePermit'), { input: { permitId, price: 150 } }),
      ).pricePermit
    })
    expect(priced.userErrors).toEqual([])
    expectNoRepeats(price)
    expect
      .soft(ownPaths(price).sort())
      .toEqual(['GET /api/operator/operators', `POST /api/operator/permits/${permitId}/status`])
    expect(priced.permit).toMatchObject({ id: permitId, status: 'TO_PAY', price: 150 })
    expect(priced.permit.timeline.map((event: { toStatus: string }) => event.toStatus)).toEqual([
      'NEW',
      'UNDER_CONSIDERATION',
      'TO_PAY',
    ])
  })

  // The API answers a request's action with the request and its timeline: nothing is read back.
  test('ClaimRequest and AcceptRequest in the office: the action and the claimant’s name, nothing read back', async () => {
    const operator = new Browser(gateway.url)
    dataOf(
      await operator.graphql(
        'mutation ($input: LogInInput!) { logIn(input: $input) { userName } }',
        { input: OPERATOR },
      ),
    )
    const filed = dataOf(
      await haulier.graphql(
        `mutation ($input: CargoPermissionInput!) { fileLoadingPermission(input: $input) {
          permission { id } userErrors { field } } }`,
        {
          input: {
            permissionNumber: 'RZ-701',
            vehicleBrandId: ref.truckBrandId,
            vehicleCountryId: ref.countryId,
            plateNumber: 'AG 0701 AG',
            driverFullName: 'Orazow Aman',
            loadingPoint: 'Aşgabat',
            unloadingPoint: 'Baku',
            route: 'Aşgabat — Türkmenbaşy — Baku',
            cargo: 'Pagta',
            cargoOwner: 'Ak Ýol HJ',
            applicant: 'Atayew Merdan',
            placeOfIssue: 'Aşgabat',
            cmrNumber: 'CMR-71',
          },
        },
      ),
    ).fileLoadingPermission
    expect(filed.userErrors).toEqual([])
    const input = { model: 'LOADING_PERMISSION', requestId: filed.permission.id }
    let claimed: any
    const claim = await proxy.during(async () => {
      claimed = dataOf(await operator.graphql(webDocument('ClaimRequest'), { input })).claimRequest
    })
    expect(claimed.userErrors).toEqual([])
    expectNoRepeats(claim)
    expect
      .soft(ownPaths(claim).sort())
      .toEqual(['GET /api/operator/operators', 'POST /api/operator/requests/claim'])
    expect(claimed.request).toMatchObject({
      id: input.requestId,
      status: 'PENDING',
      claim: { mine: true, operator: { name: expect.any(String) } },
      timeline: [{ toStatus: 'PENDING', actor: 'CLIENT' }],
    })

    let accepted: any
    const accept = await proxy.during(async () => {
      accepted = dataOf(
        await operator.graphql(webDocument('AcceptRequest'), { input: { ...input, reason: null } }),
      ).acceptRequest
    })
    expect(accepted.userErrors).toEqual([])
    expectNoRepeats(accept)
    expect.soft(ownPaths(accept).sort()).toEqual(['POST /api/operator/requests/status'])
    expect(accepted.request.status).toBe('ACCEPTED')
    expect(accepted.request.timeline.map((event: { toStatus: string }) => event.toStatus)).toEqual([
      'PENDING',
      'ACCEPTED',
    ])
  })
})
