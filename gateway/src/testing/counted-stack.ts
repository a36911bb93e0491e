import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import { createHaulier } from './accounts.js'
import { startApiServer } from './api-server.js'
import { Browser, dataOf } from './browser.js'
import { individualInput } from './cabinet.js'
import { sampleFile } from './files.js'
import { startGateway } from './gateway-server.js'
import { type RecordedCall, startRecordingProxy } from './recording-proxy.js'
import { inDays, referenceIds } from './reference.js'

/**
 * The REST calls behind the web's operations, counted at a proxy between the gateway and the
 * API (rest-calls.test.ts for reads, mutation-calls.test.ts for the web's own mutations): a
 * haulier with a profile, three drivers each with a car and a trailer, and an e-permit each.
 */

/** The reference lists' ids the seeding picks from. */
type Reference = Awaited<ReturnType<typeof referenceIds>>

export const paths = (calls: RecordedCall[]) => calls.map((call) => `${call.method} ${call.path}`)
/**
 * The calls for the caller's own data. The public reference lists are cached across requests
 * for a short while, so whether they are read again depends on the clock: at most once.
 */
export const ownPaths = (calls: RecordedCall[]) =>
  paths(calls).filter((path) => path !== 'GET /api/reference-data')

/** The web's own documents (its persisted-documents manifest), found by operation name. */
const WEB_DOCUMENTS: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8'),
)
export function webDocument(operation: string) {
  const found = Object.values(WEB_DOCUMENTS).find((document) =>
    new RegExp(`\\b(query|mutation) ${operation}\\b`).test(document),
  )
  if (!found) throw new Error(`the web sends no ${operation}; run npm run codegen`)
  return found
}

export function expectNoRepeats(calls: RecordedCall[]) {
  const seen = paths(calls)
  expect(new Set(seen).size, `repeated calls: ${seen.join(', ')}`).toBe(seen.length)
}

async function createDriverWithVehicles(haulier: Browser, ref: Reference, index: number) {
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

/** The API, the counting proxy and the gateway, with the haulier seeded as above. */
export async function startCountedStack() {
  const api = await startApiServer()
  const proxy = await startRecordingProxy(api.url)
  const gateway = await startGateway(proxy.url)
  const account = await createHaulier(api.url, api.dataDir)
  const haulier = new Browser(gateway.url, { token: account.token })
  const ref = await referenceIds(haulier)
  await haulier.upload(
    `mutation ($input: IndividualProfileInput!) { saveIndividualProfile(input: $input) { userErrors { field } } }`,
    { input: individualInput(ref, [{ type: 'LICENCE' }, { type: 'PATENT' }]) },
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
  const fleet = await Promise.all(
    [1, 2, 3].map((index) => createDriverWithVehicles(haulier, ref, index)),
  )
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
  return {
    api,
    proxy,
    gateway,
    haulier,
    ref,
    async close() {
      await gateway.close()
      await proxy.close()
      await api.close()
    },
  }
}
