import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { OPERATOR } from './testing/api-server.js'
import { Browser, dataOf } from './testing/browser.js'
import { cargoPermissionInput } from './testing/cabinet.js'
import {
  expectNoRepeats,
  ownPaths,
  startCountedStack,
  webDocument,
} from './testing/counted-stack.js'
import { inDays } from './testing/reference.js'

/**
 * The web's own mutations, sent as the web sends them (its persisted documents), with the REST
 * calls behind each counted at a proxy: the API answers what it decided, so nothing is read back
 * but what the answer's fragment names (ADR 0046).
 */
let stack: Awaited<ReturnType<typeof startCountedStack>>
let proxy: typeof stack.proxy
let gateway: typeof stack.gateway
let haulier: Browser
let ref: typeof stack.ref

beforeAll(async () => {
  stack = await startCountedStack()
  ;({ proxy, gateway, haulier, ref } = stack)
}, 180_000)

afterAll(async () => {
  await stack?.close()
})

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
          input: cargoPermissionInput(ref, { permissionNumber: 'RZ-701', cmrNumber: 'CMR-71' }),
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
