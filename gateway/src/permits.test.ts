import { describe, expect, test } from 'vitest'
import { dataOf } from './testing/browser.js'
import { fleetOwner } from './testing/cabinet.js'
import { inDays, referenceIds } from './testing/reference.js'
import { loggedInOperator, stackForThisFile } from './testing/stack.js'

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
})
