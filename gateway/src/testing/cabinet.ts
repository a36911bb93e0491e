import { type Browser, dataOf } from './browser.js'
import { sampleFile } from './files.js'
import { inDays, type referenceIds } from './reference.js'
import { loggedInHaulier, type Stack } from './stack.js'

/** Documents, inputs and a ready fleet owner for the cabinet's gateway tests. */
type Reference = Awaited<ReturnType<typeof referenceIds>>

/**
 * A loading or unloading permission's input (`CargoPermissionInput`), every field filled, a
 * vehicle of the reference lists; `overrides` for what a test names or asserts.
 */
export function cargoPermissionInput(
  ref: Pick<Reference, 'truckBrandId' | 'countryId'>,
  overrides: Record<string, unknown> = {},
) {
  return {
    permissionNumber: 'RZ-601',
    vehicleBrandId: ref.truckBrandId,
    vehicleCountryId: ref.countryId,
    plateNumber: 'AG 0601 AG',
    driverFullName: 'Orazow Aman',
    loadingPoint: 'Aşgabat',
    unloadingPoint: 'Baku',
    route: 'Aşgabat — Baku',
    cargo: 'Pagta',
    cargoOwner: 'Ak Ýol HJ',
    applicant: 'Atayew Merdan',
    placeOfIssue: 'Aşgabat',
    cmrNumber: 'CMR-61',
    ...overrides,
  }
}

export const SAVE_INDIVIDUAL = `mutation ($input: IndividualProfileInput!) {
  saveIndividualProfile(input: $input) {
    profile { id kind name surname patentNumber licenceNumber region { id } city { id name { en } }
      licenceTypes { id } documents { id type fileName url } balance }
    userErrors { field code message }
  }
}`
export const SAVE_LEGAL = `mutation ($input: LegalEntityProfileInput!) {
  saveLegalEntityProfile(input: $input) {
    profile { id kind companyName stateRegisterNumber documents { type url } }
    query { legalEntityProfile { id } }
    userErrors { field code message }
  }
}`
export const DRIVER_FIELDS = `id kind name surname licenceNumber licenceExpiresOn licenceCategories { id name }
  cars { id plateNumber brand { id } } trailers { id plateNumber }`

export function individualInput(ref: Reference, documents: { type: string }[] = []) {
  return {
    cityId: ref.cityId,
    phone: '+993 65 11 22 33',
    email: 'merdan@example.com',
    licenceNumber: 'LN-100',
    licenceExpiresOn: inDays(400),
    licenceTypeIds: ref.licenceTypeIds,
    surname: 'Atayew',
    name: 'Merdan',
    patronymic: 'Gurbanowiç',
    patentNumber: 'PT-55',
    patentExpiresOn: inDays(300),
    documents: documents.map((document) => ({ ...document, file: null })),
  }
}

/** A legal-entity profile with its three documents; `licence` replaces the small licence scan. */
export async function legalProfile(browser: Browser, ref: Reference, licence?: Uint8Array) {
  const input = {
    cityId: ref.cityId,
    phone: '+993 12 34 56 78',
    email: 'office@akyol.example.com',
    licenceNumber: 'LL-7',
    licenceExpiresOn: inDays(500),
    licenceTypeIds: ref.licenceTypeIds.slice(0, 1),
    companyName: 'Ak Ýol Logistika HJ',
    address: 'Aşgabat, Magtymguly şaýoly 12',
    stateRegisterNumber: 'EG-77',
    stateRegisterExpiresOn: inDays(700),
    certificateNumber: 'CR-9',
    bankDetails: 'Türkmenbaşy banky, BIK 390101',
    accountNumber: '23201934100123',
    documents: ['LICENCE', 'CERTIFICATE', 'STATE_REGISTER_EXTRACT'].map((type) => ({
      type,
      file: null,
    })),
  }
  const answer = await browser.upload(SAVE_LEGAL, { input }, [
    {
      path: 'variables.input.documents.0.file',
      name: 'licence.png',
      type: 'image/png',
      bytes: licence ?? sampleFile.png(2000, 11),
    },
    {
      path: 'variables.input.documents.1.file',
      name: 'certificate.jpg',
      type: 'image/jpeg',
      bytes: sampleFile.jpeg(2000, 12),
    },
    {
      path: 'variables.input.documents.2.file',
      name: 'extract.png',
      type: 'image/png',
      bytes: sampleFile.png(2000, 13),
    },
  ])
  return dataOf(answer).saveLegalEntityProfile
}

/** A legal-entity haulier with a car and a trailer of its own. */
export async function fleetOwner(stack: Stack, ref: Reference) {
  const { browser, haulier } = await loggedInHaulier(stack)
  await legalProfile(browser, ref)
  const create = `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { vehicle { id type plateNumber } userErrors { field code } } }`
  const car = dataOf(
    await browser.graphql(create, {
      input: {
        kind: 'LEGAL_ENTITY',
        type: 'CAR',
        brandId: ref.truckBrandId,
        plateNumber: ' ag 1234 ag ',
        cardNumber: 'TC-1',
        cardIssuedOn: inDays(-30),
      },
    }),
  ).createVehicle
  const trailer = dataOf(
    await browser.graphql(create, {
      input: {
        kind: 'LEGAL_ENTITY',
        type: 'TRAILER',
        brandId: ref.trailerBrandId,
        plateNumber: 'AG 5678',
        cardNumber: 'TC-2',
        cardIssuedOn: inDays(-30),
      },
    }),
  ).createVehicle
  return { browser, haulier, car: car.vehicle, trailer: trailer.vehicle, carAnswer: car }
}

/** A driver of the legal entity with no vehicles: the least an e-permit request names. */
export async function legalDriver(browser: Browser, licenceNumber: string) {
  const answer = await browser.graphql(
    `mutation ($input: CreateDriverInput!) { createDriver(input: $input) { driver { id } } }`,
    {
      input: {
        kind: 'LEGAL_ENTITY',
        name: 'Aman',
        surname: 'Orazow',
        patronymic: 'Begiç',
        licenceNumber,
        licenceExpiresOn: inDays(500),
      },
    },
  )
  return dataOf(answer).createDriver.driver as { id: string }
}

/** An operator claims an e-permit, as the office does before acting on it (ADR 0063). */
export async function claimPermit(operator: Browser, permitId: string) {
  const answer = await operator.graphql(
    'mutation ($input: PermitReviewInput!) { claimPermit(input: $input) { userErrors { code message } } }',
    { input: { permitId } },
  )
  const errors = answer.data?.claimPermit?.userErrors
  if (!errors || errors.length > 0) throw new Error(`claim failed: ${JSON.stringify(answer)}`)
}

/** An operator claims a request before answering it. */
export async function claimRequest(operator: Browser, model: string, requestId: string) {
  const answer = await operator.graphql(
    'mutation ($input: RequestReviewInput!) { claimRequest(input: $input) { userErrors { code message } } }',
    { input: { model, requestId } },
  )
  const errors = answer.data?.claimRequest?.userErrors
  if (!errors || errors.length > 0) throw new Error(`claim failed: ${JSON.stringify(answer)}`)
}
