import { describe, expect, test } from 'vitest'
import { Browser, dataOf } from './testing/browser.js'
import { claimPermit, fleetOwner, legalDriver } from './testing/cabinet.js'
import { startGateway } from './testing/gateway-server.js'
import { startRecordingProxy } from './testing/recording-proxy.js'
import { inDays, referenceIds } from './testing/reference.js'
import { loggedInHaulier, loggedInOperator, stackForThisFile } from './testing/stack.js'

const stack = stackForThisFile()

let ref: Awaited<ReturnType<typeof referenceIds>>

describe('e-permits', () => {
  test('requested, moved by an operator, paid on the sandbox page, with its whole timeline', async () => {
    ref ??= await referenceIds(stack.browser())
    const { browser, car, trailer } = await fleetOwner(stack, ref)
    const driver = dataOf(
      await browser.graphql(
        `mutation ($input: CreateDriverInput!) { createDriver(input: $input) { driver { id } } }`,
        {
          input: {
            kind: 'LEGAL_ENTITY',
            name: 'Aman',
            surname: 'Orazow',
            patronymic: 'Begiç',
            licenceNumber: 'DL-7',
            licenceExpiresOn: inDays(500),
          },
        },
      ),
    ).createDriver.driver

    const requested = dataOf(
      await browser.graphql(
        `mutation ($input: RequestPermitInput!) { requestPermit(input: $input) {
          permit { id kind status payable country { code } permitType { number } cargoType containerCount description
            departureOn returnOn driver { id } car { id } trailer { id } statusHistory { fromStatus toStatus actor } }
          userErrors { field code } } }`,
        {
          input: {
            kind: 'LEGAL_ENTITY',
            countryId: ref.countryId,
            permitTypeId: ref.permitType.id,
            cargoType: 'Pagta süýümi',
            containerCount: 2,
            departureOn: inDays(5),
            returnOn: inDays(20),
            driverId: driver.id,
            carId: car.id,
            trailerId: trailer.id,
            description: 'Aşgabat — Stambul',
          },
        },
      ),
    ).requestPermit
    expect(requested.userErrors).toEqual([])
    const permit = requested.permit
    expect(permit).toMatchObject({
      kind: 'LEGAL_ENTITY',
      status: 'NEW',
      payable: false,
      country: { code: 'tr' },
      permitType: { number: ref.permitType.number },
      containerCount: 2,
      driver: { id: driver.id },
      car: { id: car.id },
      trailer: { id: trailer.id },
      statusHistory: [{ fromStatus: null, toStatus: 'NEW', actor: 'CLIENT' }],
    })

    const pay = `mutation ($input: PayForPermitInput!) { payForPermit(input: $input) { paymentUrl userErrors { field code message } } }`
    const early = dataOf(
      await browser.graphql(pay, { input: { permitId: permit.id } }),
    ).payForPermit
    expect(early.paymentUrl).toBeNull()
    expect(early.userErrors[0].code).toBe('INVALID')

    const operator = await loggedInOperator(stack)
    const move = `mutation ($input: MovePermitInput!) { movePermit(input: $input) { permit { id status price applicant { email } } userErrors { field code } } }`
    const illegal = dataOf(
      await operator.graphql(move, { input: { permitId: permit.id, status: 'PAID' } }),
    ).movePermit
    expect(illegal.permit).toBeNull()
    expect(illegal.userErrors[0].code).toBe('INVALID')
    await claimPermit(operator, permit.id)
    dataOf(
      await operator.graphql(move, {
        input: { permitId: permit.id, status: 'UNDER_CONSIDERATION' },
      }),
    )
    const priced = dataOf(
      await operator.graphql(move, {
        input: { permitId: permit.id, status: 'TO_PAY', price: 350.5 },
      }),
    ).movePermit
    expect(priced.permit).toMatchObject({ status: 'TO_PAY', price: 350.5 })

    const toPay = dataOf(
      await browser.graphql(
        '{ permitHistory { permits { id payable price status } lastPaymentOutcome } }',
      ),
    ).permitHistory
    expect(toPay).toEqual({
      permits: [{ id: permit.id, payable: true, price: 350.5, status: 'TO_PAY' }],
      lastPaymentOutcome: null,
    })

    const { paymentUrl } = dataOf(
      await browser.graphql(pay, { input: { permitId: permit.id } }),
    ).payForPermit
    expect(paymentUrl).toMatch(new RegExp(`^${stack.api.url}/api/payments/sandbox/`))
    const decided = await fetch(paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    })
    expect(decided.status).toBe(303)
    const returned = await fetch(new URL(decided.headers.get('location') as string, paymentUrl), {
      redirect: 'manual',
    })
    expect(returned.status).toBe(303)
    expect(new URL(returned.headers.get('location') as string).pathname).toBe(
      '/online-application/ePermitHistory',
    )
    expect(new URL(returned.headers.get('location') as string).searchParams.get('payment')).toBe(
      permit.id,
    )

    const paid = dataOf(
      await browser.graphql(
        '{ permitHistory { permits { status payable statusHistory { fromStatus toStatus actor changedAt } } lastPaymentOutcome } }',
      ),
    ).permitHistory
    expect(paid.lastPaymentOutcome).toBe('SUCCEEDED')
    expect(paid.permits[0].status).toBe('PAID')
    expect(
      paid.permits[0].statusHistory.map(
        (c: { toStatus: string; actor: string }) => `${c.toStatus}:${c.actor}`,
      ),
    ).toEqual([
      'NEW:CLIENT',
      'UNDER_CONSIDERATION:OPERATOR',
      'TO_PAY:OPERATOR',
      'PAID:PAYMENT_PROVIDER',
    ])
    const review = dataOf(
      await operator.graphql(
        `{ permitsForReview(status: PAID) { items { id clientName driverName carPlateNumber trailerPlateNumber containerCount country { code } permitType { number } statusHistory { toStatus } } pageInfo { totalCount } } }`,
      ),
    ).permitsForReview
    const reviewed = review.items.find((p: { id: string }) => p.id === permit.id)
    expect(reviewed).toMatchObject({
      clientName: 'Ak Ýol Logistika HJ',
      driverName: expect.stringContaining('Orazow'),
      carPlateNumber: 'AG 1234 AG',
      trailerPlateNumber: 'AG 5678',
      containerCount: 2,
      country: { code: 'tr' },
    })
    expect(reviewed.statusHistory).toHaveLength(4)

    const forbidden = await browser.graphql('{ permitsForReview { items { id } } }')
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
  })

  test("a payment's outcome stays with its permit however often it is read, and the earlier client is still told once", async () => {
    ref ??= await referenceIds(stack.browser())
    const { browser, haulier, car } = await fleetOwner(stack, ref)
    const driver = await createDriver(browser)
    const operator = await loggedInOperator(stack)
    const request = async () =>
      dataOf(await browser.graphql(REQUEST, { input: permitInput(driver.id, car.id) }))
        .requestPermit.permit.id as string
    const declined = await request()
    const paid = await request()
    for (const id of [declined, paid]) await priceIt(operator, id)
    const pay = async (id: string, outcome: 'paid' | 'declined') => {
      const { paymentUrl } = dataOf(
        await browser.graphql(
          'mutation ($input: PayForPermitInput!) { payForPermit(input: $input) { paymentUrl } }',
          { input: { permitId: id } },
        ),
      ).payForPermit
      const decided = await fetch(paymentUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `outcome=${outcome}`,
        redirect: 'manual',
      })
      const returned = await fetch(new URL(decided.headers.get('location') as string, paymentUrl), {
        redirect: 'manual',
      })
      return new URL(returned.headers.get('location') as string).searchParams.get('payment')
    }
    expect(await pay(declined, 'declined')).toBe(declined)
    expect(await pay(paid, 'paid')).toBe(paid)

    const read = async () =>
      dataOf(
        await browser.graphql(
          '{ permitHistory { permits { id status lastPayment { outcome at } } lastPaymentOutcome } }',
        ),
      ).permitHistory
    const first = await read()
    const byId = (id: string) => first.permits.find((p: { id: string }) => p.id === id)
    expect(byId(declined)).toMatchObject({ status: 'TO_PAY', lastPayment: { outcome: 'FAILED' } })
    expect(byId(paid)).toMatchObject({ status: 'PAID', lastPayment: { outcome: 'SUCCEEDED' } })
    expect(Date.parse(byId(paid).lastPayment.at)).toBeGreaterThanOrEqual(
      Date.parse(byId(declined).lastPayment.at),
    )
    expect(first.lastPaymentOutcome).toBe('SUCCEEDED')
    // Another permit's request (its payload reads the list) and a second tab swallow nothing.
    const third = dataOf(await browser.graphql(REQUEST, { input: permitInput(driver.id, car.id) }))
      .requestPermit.permit
    expect(third.lastPayment).toBeNull()
    const again = await read()
    expect(again.permits.slice(1)).toEqual(first.permits)

    // The earlier client's told-once notice was left for it by the gateway's reads.
    const earlier = async () => {
      const response = await fetch(`${stack.api.url}/api/request-to-permission`, {
        headers: { authorization: `Bearer ${haulier.token}` },
      })
      return ((await response.json()) as { data: { payment_status?: string } }).data
    }
    expect((await earlier()).payment_status).toBe('success')
    expect((await earlier()).payment_status).toBeUndefined()
    expect((await read()).permits.slice(1)).toEqual(first.permits)
  })

  test('the history is paged: 16 newest first, null past the last page; a request re-reads the first page with the new permit on top', async () => {
    ref ??= await referenceIds(stack.browser())
    const { browser, car } = await fleetOwner(stack, ref)
    const driver = await createDriver(browser)
    const newest = dataOf(await browser.graphql(REQUEST, { input: permitInput(driver.id, car.id) }))
      .requestPermit.permit.id as string
    const copies = await stack.api.copiesOfPermit(Number(newest), 17)
    const newestFirst = [newest, ...copies.map(String)]
    const oldest = newestFirst.at(-1) as string
    const PAGE = `query ($page: Int!) { permits(page: $page) { items { id status country { code } }
      pageInfo { page pageSize totalCount pageCount hasNextPage hasPreviousPage } } }`
    const page = async (number: number) =>
      dataOf(await browser.graphql(PAGE, { page: number })).permits

    const first = await page(1)
    expect(first.items.map((permit: { id: string }) => permit.id)).toEqual(newestFirst.slice(0, 16))
    expect(first.items[0]).toMatchObject({ status: 'NEW', country: { code: 'tr' } })
    expect(first.pageInfo).toEqual({
      page: 1,
      pageSize: 16,
      totalCount: 18,
      pageCount: 2,
      hasNextPage: true,
      hasPreviousPage: false,
    })
    const second = await page(2)
    expect(second.items.map((permit: { id: string }) => permit.id)).toEqual(newestFirst.slice(16))
    expect(second.pageInfo).toMatchObject({ page: 2, hasNextPage: false, hasPreviousPage: true })
    for (const past of [3, 0, -1]) expect(await page(past)).toBeNull()
    // With no page named, the first.
    const plain = dataOf(await browser.graphql('{ permits { pageInfo { page totalCount } } }'))
    expect(plain.permits.pageInfo).toEqual({ page: 1, totalCount: 18 })

    // The request's answer carries the first page again, the new permit on top of it.
    const requested = dataOf(
      await browser.graphql(
        `mutation ($input: RequestPermitInput!) { requestPermit(input: $input) {
          permit { id } query { permits(page: 1) { items { id } pageInfo { totalCount } } } } }`,
        { input: permitInput(driver.id, car.id) },
      ),
    ).requestPermit
    const onTop = requested.query.permits
    expect(onTop.items.map((permit: { id: string }) => permit.id)).toEqual([
      requested.permit.id,
      ...newestFirst.slice(0, 15),
    ])
    expect(onTop.pageInfo.totalCount).toBe(19)

    // One permit by id, wherever it is in the list (the payment's return names it); only one's own.
    const ONE = 'query ($id: ID!) { permit(id: $id) { id status lastPayment { outcome } } }'
    expect(dataOf(await browser.graphql(ONE, { id: oldest })).permit).toEqual({
      id: oldest,
      status: 'NEW',
      lastPayment: null,
    })
    const { browser: stranger } = await loggedInHaulier(stack)
    expect(dataOf(await stranger.graphql(ONE, { id: oldest })).permit).toBeNull()
    expect(dataOf(await browser.graphql(ONE, { id: 'x' })).permit).toBeNull()
  })

  test("pages an API that answers every permit (the enterprise's earlier server) itself", async () => {
    ref ??= await referenceIds(stack.browser())
    const { browser, haulier, car } = await fleetOwner(stack, ref)
    const driver = await createDriver(browser)
    const newest = dataOf(await browser.graphql(REQUEST, { input: permitInput(driver.id, car.id) }))
      .requestPermit.permit.id as string
    const copies = await stack.api.copiesOfPermit(Number(newest), 19)
    const newestFirst = [newest, ...copies.map(String)]
    // The earlier server knows no `page`: asked for one, it answers every permit, uncounted.
    const proxy = await startRecordingProxy(stack.api.url, (path) =>
      path.replace(/[?&]page=\d+/, ''),
    )
    const gateway = await startGateway(proxy.url)
    try {
      const earlier = new Browser(gateway.url, { token: haulier.token })
      const PAGE = `query ($page: Int!) { permits(page: $page) { items { id } pageInfo { totalCount pageCount } } }`
      const second = dataOf(await earlier.graphql(PAGE, { page: 2 })).permits
      expect(second.items.map((permit: { id: string }) => permit.id)).toEqual(newestFirst.slice(16))
      expect(second.pageInfo).toEqual({ totalCount: 20, pageCount: 2 })
      expect(dataOf(await earlier.graphql(PAGE, { page: 3 })).permits).toBeNull()
      expect(proxy.calls.map((call) => call.path)).toContain(
        '/api/request-to-permission?payment_notice=keep&page=2',
      )
    } finally {
      await gateway.close()
      await proxy.close()
    }
  })

  test('names the driver, car and trailer it was requested for after they are removed from the lists', async () => {
    ref ??= await referenceIds(stack.browser())
    const { browser, car, trailer } = await fleetOwner(stack, ref)
    const driver = await createDriver(browser)
    const fields = `driver { id kind name surname licenceNumber licenceExpiresOn licenceCategories { id } cars { id } }
      car { id type kind plateNumber cardNumber cardIssuedOn brand { id } driver { id } }
      trailer { id type plateNumber brand { id } }`
    const requested = dataOf(
      await browser.graphql(REQUEST.replace('lastPayment { outcome }', fields), {
        input: { ...permitInput(driver.id, car.id), trailerId: trailer.id },
      }),
    ).requestPermit.permit
    expect(requested.driver).toMatchObject({ id: driver.id, surname: 'Orazow' })
    expect(requested.car).toMatchObject({ id: car.id, plateNumber: 'AG 1234 AG' })

    for (const [mutation, id] of [
      ['deleteDriver', driver.id],
      ['deleteVehicle', car.id],
      ['deleteVehicle', trailer.id],
    ]) {
      const answer = dataOf(
        await browser.graphql(
          `mutation ($id: ID!) { ${mutation}(id: $id) { userErrors { code } } }`,
          {
            id,
          },
        ),
      )
      expect(answer[mutation as string].userErrors).toEqual([])
    }
    const later = dataOf(
      await browser.graphql(`{ permitHistory { permits { id ${fields} } } }`),
    ).permitHistory.permits.find((p: { id: string }) => p.id === requested.id)
    expect(later).toEqual({
      ...requested,
      // Removed, they drive nothing and nobody drives them.
      driver: { ...requested.driver, cars: [] },
      car: { ...requested.car, driver: null },
    })
  })

  test('a refused car or trailer is named by its own field; missing client data is a code', async () => {
    ref ??= await referenceIds(stack.browser())
    const { browser, car, trailer } = await fleetOwner(stack, ref)
    const driver = await legalDriver(browser, 'DL-8')
    const request = async (input: Record<string, unknown>) =>
      dataOf(
        await browser.graphql(
          `mutation ($input: RequestPermitInput!) { requestPermit(input: $input) { permit { id } userErrors { field code } } }`,
          {
            input: {
              kind: 'LEGAL_ENTITY',
              countryId: ref.countryId,
              permitTypeId: ref.permitType.id,
              cargoType: 'Pagta',
              containerCount: 1,
              departureOn: inDays(5),
              returnOn: inDays(20),
              driverId: driver.id,
              carId: car.id,
              ...input,
            },
          },
        ),
      ).requestPermit

    const create = `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { vehicle { id } } }`
    const secondCar = dataOf(
      await browser.graphql(create, {
        input: {
          kind: 'LEGAL_ENTITY',
          type: 'CAR',
          brandId: ref.truckBrandId,
          plateNumber: 'AG 9999 AG',
          cardNumber: 'TC-9',
          cardIssuedOn: inDays(-3),
        },
      }),
    ).createVehicle.vehicle
    expect(await request({ trailerId: secondCar.id })).toEqual({
      permit: null,
      userErrors: [{ field: ['trailerId'], code: 'INVALID' }],
    })
    expect(await request({ trailerId: car.id })).toEqual({
      permit: null,
      userErrors: [{ field: ['trailerId'], code: 'INVALID' }],
    })
    expect(await request({ carId: trailer.id })).toEqual({
      permit: null,
      userErrors: [{ field: ['carId'], code: 'INVALID' }],
    })
    // The form checks the dates too; a front end that does not is answered under the field.
    expect(await request({ departureOn: inDays(10), returnOn: inDays(9) })).toEqual({
      permit: null,
      userErrors: [{ field: ['returnOn'], code: 'INVALID' }],
    })
    const individual = await request({ kind: 'INDIVIDUAL', trailerId: trailer.id })
    expect(individual.permit).toBeNull()
    expect(individual.userErrors).toEqual(
      expect.arrayContaining([
        { field: null, code: 'CLIENT_DATA_MISSING' },
        { field: ['driverId'], code: 'INVALID' },
        { field: ['carId'], code: 'INVALID' },
        { field: ['trailerId'], code: 'INVALID' },
      ]),
    )
    expect(individual.userErrors).toHaveLength(4)

    // Once requested, the payload's root query lists it: the history needs no second request.
    const requested = dataOf(
      await browser.graphql(
        `mutation ($input: RequestPermitInput!) { requestPermit(input: $input) {
          permit { id } query { permitHistory { permits { id status } } } userErrors { field } } }`,
        {
          input: {
            kind: 'LEGAL_ENTITY',
            countryId: ref.countryId,
            permitTypeId: ref.permitType.id,
            cargoType: 'Pagta',
            containerCount: 1,
            departureOn: inDays(5),
            returnOn: inDays(20),
            driverId: driver.id,
            carId: car.id,
            trailerId: trailer.id,
          },
        },
      ),
    ).requestPermit
    expect(requested.userErrors).toEqual([])
    expect(requested.query.permitHistory.permits).toEqual([
      { id: requested.permit.id, status: 'NEW' },
    ])
  })
})

describe("an e-permit's timeline", () => {
  test('tells the haulier who moved it, when, and why it was rejected', async () => {
    ref ??= await referenceIds(stack.browser())
    const { browser, car } = await fleetOwner(stack, ref)
    const driver = await createDriver(browser)
    const before = Date.now()
    const id = dataOf(await browser.graphql(REQUEST, { input: permitInput(driver.id, car.id) }))
      .requestPermit.permit.id
    const operator = await loggedInOperator(stack)
    const move = `mutation ($input: MovePermitInput!) { movePermit(input: $input) { userErrors { code } } }`
    await claimPermit(operator, id)
    for (const input of [
      { permitId: id, status: 'UNDER_CONSIDERATION' },
      { permitId: id, status: 'REJECTED', reason: 'Sürüjiniň şahadatnamasy möhleti geçýär.' },
    ]) {
      expect(dataOf(await operator.graphql(move, { input })).movePermit.userErrors).toEqual([])
    }
    const permit = dataOf(
      await browser.graphql(
        '{ permitHistory { permits { id status rejectionReason statusHistory { fromStatus toStatus actor reason changedAt } } } }',
      ),
    ).permitHistory.permits.find((p: { id: string }) => p.id === id)
    expect(permit).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Sürüjiniň şahadatnamasy möhleti geçýär.',
    })
    expect(
      permit.statusHistory.map(({ changedAt: _, ...change }: { changedAt: string }) => change),
    ).toEqual([
      { fromStatus: null, toStatus: 'NEW', actor: 'CLIENT', reason: null },
      { fromStatus: 'NEW', toStatus: 'UNDER_CONSIDERATION', actor: 'OPERATOR', reason: null },
      {
        fromStatus: 'UNDER_CONSIDERATION',
        toStatus: 'REJECTED',
        actor: 'OPERATOR',
        reason: 'Sürüjiniň şahadatnamasy möhleti geçýär.',
      },
    ])
    const times = permit.statusHistory.map((change: { changedAt: string }) =>
      Date.parse(change.changedAt),
    )
    expect(times[0]).toBeGreaterThanOrEqual(before - 1000)
    expect([...times].sort((a, b) => a - b)).toEqual(times)
  })
})

const REQUEST = `mutation ($input: RequestPermitInput!) { requestPermit(input: $input) {
  permit { id lastPayment { outcome } } userErrors { field code } } }`

function permitInput(driverId: string, carId: string) {
  return {
    kind: 'LEGAL_ENTITY',
    countryId: ref.countryId,
    permitTypeId: ref.permitType.id,
    cargoType: 'Pagta süýümi',
    containerCount: 1,
    departureOn: inDays(5),
    returnOn: inDays(20),
    driverId,
    carId,
  }
}

async function createDriver(browser: Browser) {
  return dataOf(
    await browser.graphql(
      `mutation ($input: CreateDriverInput!) { createDriver(input: $input) { driver { id } } }`,
      {
        input: {
          kind: 'LEGAL_ENTITY',
          name: 'Aman',
          surname: 'Orazow',
          patronymic: 'Begiç',
          licenceNumber: 'DL-8',
          licenceExpiresOn: inDays(500),
          licenceCategoryIds: ref.categoryIds,
        },
      },
    ),
  ).createDriver.driver as { id: string }
}

/** An operator's moves of a new permit to to pay. */
async function priceIt(operator: Browser, permitId: string) {
  const move = `mutation ($input: MovePermitInput!) { movePermit(input: $input) { userErrors { code } } }`
  await claimPermit(operator, permitId)
  for (const input of [
    { permitId, status: 'UNDER_CONSIDERATION' },
    { permitId, status: 'TO_PAY', price: 120 },
  ]) {
    expect(dataOf(await operator.graphql(move, { input })).movePermit.userErrors).toEqual([])
  }
}
