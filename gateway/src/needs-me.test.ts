import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createHaulier } from './testing/accounts.js'
import { type ApiServer, OPERATOR, startApiServer } from './testing/api-server.js'
import { Browser, dataOf } from './testing/browser.js'
import { cargoPermissionInput, claimPermit, legalProfile } from './testing/cabinet.js'
import { type GatewayServer, startGateway } from './testing/gateway-server.js'
import { startRecordingProxy } from './testing/recording-proxy.js'
import { inDays, referenceIds } from './testing/reference.js'

/**
 * `needsMe`, the cabinet's first tab (ADR 0090): typed items gathered from one REST call, the
 * caller's own, and answers that leave once marked seen. A proxy counts the calls behind it.
 */
let api: ApiServer
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>
let gateway: GatewayServer
let operator: Browser

const NEEDS_ME = `query ($days: Int! = 30) { needsMe(expiringWithinDays: $days) {
  today expiringWithinDays answersSeenAt
  items { __typename key
    ... on PermitToPay { permitId kind price departureOn country { code } permitType { number } }
    ... on AnsweredPermit { permitId permitStatus country { code } rejectionReason answeredAt }
    ... on AnsweredRequest { requestId model requestStatus number answeredAt }
    ... on ExpiringDocument { document subjectId clientKind name expiresOn daysLeft } } } }`

async function signedInHaulier() {
  const account = await createHaulier(api.url, api.dataDir)
  const browser = new Browser(gateway.url, {})
  dataOf(
    await browser.graphql('mutation ($input: LogInInput!) { logIn(input: $input) { userName } }', {
      input: { email: account.email, password: account.password },
    }),
  )
  return browser
}

beforeAll(async () => {
  api = await startApiServer()
  proxy = await startRecordingProxy(api.url)
  gateway = await startGateway(proxy.url)
  operator = new Browser(gateway.url, {})
  dataOf(
    await operator.graphql('mutation ($input: LogInInput!) { logIn(input: $input) { userName } }', {
      input: OPERATOR,
    }),
  )
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await proxy?.close()
  await api?.close()
})

describe('needsMe', () => {
  test("lists a haulier's e-permit to pay, a declined permission and an expiring driving licence, from one REST call, and none of it to another haulier", async () => {
    const haulier = await signedInHaulier()
    const ref = await referenceIds(haulier)
    await legalProfile(haulier, ref)
    const driver = dataOf(
      await haulier.graphql(
        `mutation ($input: CreateDriverInput!) { createDriver(input: $input) { driver { id } } }`,
        {
          input: {
            kind: 'LEGAL_ENTITY',
            name: 'Aman',
            surname: 'Orazow',
            patronymic: 'Begiç',
            licenceNumber: 'DL-NEEDS-1',
            licenceExpiresOn: inDays(9),
          },
        },
      ),
    ).createDriver.driver
    const car = dataOf(
      await haulier.graphql(
        `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { vehicle { id } } }`,
        {
          input: {
            kind: 'LEGAL_ENTITY',
            type: 'CAR',
            brandId: ref.truckBrandId,
            plateNumber: 'AG 4242 AG',
            cardNumber: 'TC-42',
            cardIssuedOn: inDays(-30),
          },
        },
      ),
    ).createVehicle.vehicle
    const permit = dataOf(
      await haulier.graphql(
        `mutation ($input: RequestPermitInput!) { requestPermit(input: $input) { permit { id } } }`,
        {
          input: {
            kind: 'LEGAL_ENTITY',
            countryId: ref.countryId,
            permitTypeId: ref.permitType.id,
            cargoType: 'Pagta',
            containerCount: 1,
            departureOn: inDays(4),
            returnOn: inDays(14),
            driverId: driver.id,
            carId: car.id,
          },
        },
      ),
    ).requestPermit.permit
    const move = `mutation ($input: MovePermitInput!) { movePermit(input: $input) { userErrors { code } } }`
    await claimPermit(operator, permit.id)
    await operator.graphql(move, { input: { permitId: permit.id, status: 'UNDER_CONSIDERATION' } })
    await operator.graphql(move, { input: { permitId: permit.id, status: 'TO_PAY', price: 275 } })
    const permission = dataOf(
      await haulier.graphql(
        `mutation ($input: CargoPermissionInput!) { fileUnloadingPermission(input: $input) { permission { id } } }`,
        {
          input: cargoPermissionInput(ref, {
            permissionNumber: 'RZ-NEEDS-7',
            plateNumber: 'AG 4242 AG',
            cmrNumber: 'CMR-7',
          }),
        },
      ),
    ).fileUnloadingPermission.permission
    await operator.graphql(
      `mutation ($input: AnswerRequestInput!) { answerRequest(input: $input) { answered } }`,
      {
        input: {
          model: 'UNLOADING_PERMISSION',
          requestId: permission.id,
          status: 'DECLINED',
          reason: 'Ýük ýok',
        },
      },
    )

    const before = proxy.calls.length
    const answer = dataOf(await haulier.graphql(NEEDS_ME)).needsMe
    const calls = proxy.calls
      .slice(before)
      .map((call) => `${call.method} ${call.path}`)
      .filter((path) => path !== 'GET /api/reference-data')
    expect(calls).toEqual(['GET /api/needs-me?within=30'])

    expect(answer.expiringWithinDays).toBe(30)
    expect(answer.items).toEqual([
      {
        __typename: 'PermitToPay',
        key: `to-pay:${permit.id}`,
        permitId: permit.id,
        kind: 'LEGAL_ENTITY',
        price: 275,
        departureOn: inDays(4),
        country: { code: 'tr' },
        permitType: { number: ref.permitType.number },
      },
      {
        __typename: 'AnsweredRequest',
        key: `answer:unload-permission:${permission.id}`,
        requestId: permission.id,
        model: 'UNLOADING_PERMISSION',
        requestStatus: 'DECLINED',
        number: 'RZ-NEEDS-7',
        answeredAt: expect.any(String),
      },
      {
        __typename: 'ExpiringDocument',
        key: `expiry:driving-licence:${driver.id}`,
        document: 'DRIVING_LICENCE',
        subjectId: driver.id,
        clientKind: 'LEGAL_ENTITY',
        name: 'Aman Orazow',
        expiresOn: inDays(9),
        daysLeft: expect.any(Number),
      },
    ])
    // Today in Ashgabat may be a day ahead of UTC's.
    expect([8, 9]).toContain(answer.items[2].daysLeft)

    const stranger = await signedInHaulier()
    expect(dataOf(await stranger.graphql(NEEDS_ME)).needsMe.items).toEqual([])

    const marked = dataOf(
      await haulier.graphql(
        `mutation { markAnswersSeen { needsMe { answersSeenAt items { key } } userErrors { code } } }`,
      ),
    ).markAnswersSeen
    expect(marked.userErrors).toEqual([])
    expect(marked.needsMe.items.map((item: { key: string }) => item.key)).toEqual([
      `to-pay:${permit.id}`,
      `expiry:driving-licence:${driver.id}`,
    ])
    expect(Date.parse(marked.needsMe.answersSeenAt)).not.toBeNaN()
  })

  test('refuses a window out of range in the reader’s language, and a visitor without a session', async () => {
    const haulier = await signedInHaulier()
    const wide = await haulier.graphql(NEEDS_ME.replace('Int! = 30', 'Int! = 400'))
    expect(wide.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
    expect(wide.errors?.[0]?.message).not.toMatch(/within|http|api/i)
    const marked = dataOf(
      await haulier.graphql(
        `mutation { markAnswersSeen(expiringWithinDays: 0) { needsMe { today } userErrors { field code message } } }`,
      ),
    ).markAnswersSeen
    expect(marked.needsMe).toBeNull()
    expect(marked.userErrors).toEqual([
      { field: ['expiringWithinDays'], code: 'INVALID', message: expect.any(String) },
    ])

    const visitor = new Browser(gateway.url, {})
    const answer = await visitor.graphql(NEEDS_ME)
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })
})
