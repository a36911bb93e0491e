import { expect } from 'vitest'
import { type Browser, dataOf } from './browser.js'
import { claimPermit, fleetOwner } from './cabinet.js'
import { inDays, referenceIds } from './reference.js'
import { loggedInOperator, type Stack } from './stack.js'

/**
 * An e-permit of a new haulier, requested, claimed and priced by an operator and paid on the
 * sandbox page, all through the gateway as the web does it; the operator still holds its claim.
 */
export async function paidPermit(
  stack: Stack,
): Promise<{ browser: Browser; operator: Browser; permitId: string }> {
  const ref = await referenceIds(stack.browser())
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
          licenceNumber: 'DL-9',
          licenceExpiresOn: inDays(500),
        },
      },
    ),
  ).createDriver.driver
  const { permit } = dataOf(
    await browser.graphql(
      `mutation ($input: RequestPermitInput!) { requestPermit(input: $input) { permit { id } } }`,
      {
        input: {
          kind: 'LEGAL_ENTITY',
          countryId: ref.countryId,
          permitTypeId: ref.permitType.id,
          cargoType: 'Pagta süýümi',
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
  const operator = await loggedInOperator(stack)
  const move = (status: string, price?: number) =>
    operator.graphql(
      `mutation ($input: MovePermitInput!) { movePermit(input: $input) { permit { status } } }`,
      { input: { permitId: permit.id, status, ...(price ? { price } : {}) } },
    )
  await claimPermit(operator, permit.id)
  await move('UNDER_CONSIDERATION')
  await move('TO_PAY', 100)
  const { paymentUrl } = dataOf(
    await browser.graphql(
      `mutation ($input: PayForPermitInput!) { payForPermit(input: $input) { paymentUrl } }`,
      { input: { permitId: permit.id } },
    ),
  ).payForPermit
  const decided = await fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=paid',
    redirect: 'manual',
  })
  const returned = await fetch(new URL(decided.headers.get('location') as string, paymentUrl), {
    redirect: 'manual',
  })
  expect(returned.status).toBe(303)
  return { browser, operator, permitId: permit.id as string }
}
