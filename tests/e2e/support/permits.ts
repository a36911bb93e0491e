import { type Account, GatewayClient, orThrow, type UserErrors } from './gateway.js'
import { e2eOperator } from './portal.js'
import { scanPng } from './sample-files.js'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

type Id = { id: string }
interface Reference {
  regions: { cities: Id[] }[]
  licenceTypes: Id[]
  brands: (Id & { kind: string })[]
  countries: (Id & { code: string })[]
  permitTypes: Id[]
}

const LOG_IN = `mutation ($input: LogInInput!) { logIn(input: $input) { userName } }`

/**
 * An e-permit of `account` made Successful through the gateway, as the cabinet and an operator
 * would: a client profile, a driver with a car and a trailer, the request, the operator's steps,
 * the sandbox payment. Gives the issued document's number, plates and verify link.
 */
export async function issuedPermitThroughGateway(baseURL: string, account: Account) {
  const haulier = await GatewayClient.open(baseURL)
  const operator = await GatewayClient.open(baseURL)
  try {
    await haulier.call(LOG_IN, { input: { email: account.email, password: account.password } })
    await operator.call(LOG_IN, { input: e2eOperator })
    const ref = await haulier.call<Reference>(`{ regions { id cities { id } } licenceTypes { id }
      brands { id kind } countries { id code } permitTypes { id } }`)
    const profile = {
      cityId: ref.regions[0]?.cities[0]?.id,
      phone: '+993 65 11 22 33',
      email: account.email,
      licenceNumber: 'LN-100',
      licenceExpiresOn: inDays(400),
      licenceTypeIds: ref.licenceTypes.slice(0, 1).map((type) => type.id),
      surname: 'Atayew',
      name: 'Merdan',
      patronymic: 'Gurbanowiç',
      patentNumber: 'PT-55',
      patentExpiresOn: inDays(300),
      documents: ['PATENT', 'LICENCE'].map((type) => ({ type, file: null })),
    }
    const query = `mutation ($input: IndividualProfileInput!) {
      saveIndividualProfile(input: $input) { profile { id } userErrors { message } } }`
    // A FormData keeps the parts in order (operations, map, then files), as the spec requires.
    const form = new FormData()
    form.set('operations', JSON.stringify({ query, variables: { input: profile } }))
    form.set(
      'map',
      JSON.stringify({
        0: ['variables.input.documents.0.file'],
        1: ['variables.input.documents.1.file'],
      }),
    )
    form.set(
      '0',
      new Blob([new Uint8Array(scanPng('patent.png'))], { type: 'image/png' }),
      'patent.png',
    )
    form.set(
      '1',
      new Blob([new Uint8Array(scanPng('licence.png'))], { type: 'image/png' }),
      'licence.png',
    )
    const saved = await haulier.http.post('/graphql', {
      headers: { 'apollo-require-preflight': 'true' },
      multipart: form,
    })
    const savedText = await saved.text()
    if (!savedText.includes('"userErrors":[]'))
      throw new Error(`saveIndividualProfile: ${savedText}`)
    const brand = (kind: string) => ref.brands.find((b) => b.kind === kind)?.id
    const vehicle = async (type: string, plateNumber: string) =>
      (
        await haulier.call<{ createVehicle: { vehicle: Id } }>(
          `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { vehicle { id } } }`,
          {
            input: {
              kind: 'INDIVIDUAL',
              type,
              brandId: brand(type === 'CAR' ? 'TRUCK' : 'TRAILER'),
              plateNumber,
              cardNumber: `TC-${type}`,
              cardIssuedOn: inDays(-30),
            },
          },
        )
      ).createVehicle.vehicle.id
    const carPlate = `AG ${String(Date.now()).slice(-4)} AG`
    const carId = await vehicle('CAR', carPlate)
    const trailerId = await vehicle('TRAILER', `AT ${String(Date.now()).slice(-4)} AG`)
    const driver = await haulier.call<{ createDriver: { driver: Id } }>(
      `mutation ($input: CreateDriverInput!) { createDriver(input: $input) { driver { id } } }`,
      {
        input: {
          kind: 'INDIVIDUAL',
          name: 'Aman',
          surname: 'Orazow',
          patronymic: 'Begiç',
          licenceNumber: 'DL-7',
          licenceExpiresOn: inDays(500),
        },
      },
    )
    const requested = await haulier.call<{ requestPermit: { permit: Id | null } }>(
      `mutation ($input: RequestPermitInput!) { requestPermit(input: $input) { permit { id } userErrors { message } } }`,
      {
        input: {
          kind: 'INDIVIDUAL',
          countryId: ref.countries.find((c) => c.code === 'tr')?.id,
          permitTypeId: ref.permitTypes[0]?.id,
          cargoType: 'Pagta süýümi',
          containerCount: 1,
          departureOn: inDays(5),
          returnOn: inDays(20),
          driverId: driver.createDriver.driver.id,
          carId,
          trailerId,
        },
      },
    )
    const permitId = requested.requestPermit.permit?.id
    if (!permitId) throw new Error(`requestPermit: ${JSON.stringify(requested)}`)
    const move = (status: string, price?: number) =>
      operator.call(
        `mutation ($input: MovePermitInput!) { movePermit(input: $input) { permit { status } } }`,
        { input: { permitId, status, ...(price ? { price } : {}) } },
      )
    // Operators act only on what they have claimed (ADR 0063).
    await operator.call(
      `mutation ($input: PermitReviewInput!) { claimPermit(input: $input) { userErrors { code } } }`,
      { input: { permitId } },
    )
    await move('UNDER_CONSIDERATION')
    await move('TO_PAY', 100)
    const { paymentUrl } = (
      await haulier.call<{ payForPermit: { paymentUrl: string } }>(
        `mutation ($input: PayForPermitInput!) { payForPermit(input: $input) { paymentUrl } }`,
        { input: { permitId } },
      )
    ).payForPermit
    const decided = await fetch(paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    })
    await fetch(new URL(decided.headers.get('location') as string, paymentUrl), {
      redirect: 'manual',
    })
    await move('SUCCESSFUL')
    const { permit } = await haulier.call<{
      permit: { document: { number: string; verifyUrl: string } | null } | null
    }>('query ($id: ID!) { permit(id: $id) { document { number verifyUrl } } }', { id: permitId })
    const issued = permit?.document
    if (!issued) throw new Error(`e-permit ${permitId} was not issued`)
    return { ...issued, carPlate }
  } finally {
    await haulier.close()
    await operator.close()
  }
}

/** An e-permit status of the schema. */
export type PermitStatus = 'UNDER_CONSIDERATION' | 'TO_PAY' | 'PAID' | 'SUCCESSFUL' | 'REJECTED'

/** Moves an e-permit along as an operator does (the `operator` fixture's gateway). */
export async function movePermit(
  operator: GatewayClient,
  permitId: string,
  status: PermitStatus,
  extra: { price?: number; reason?: string } = {},
) {
  const answer = await operator.call<{ movePermit: UserErrors }>(
    `mutation ($input: MovePermitInput!) {
      movePermit(input: $input) { userErrors { field message code } } }`,
    { input: { permitId, status, ...extra } },
  )
  orThrow(`move e-permit ${permitId} to ${status}`, answer.movePermit)
}

/** The ids of the haulier's e-permits, newest first (the first page's). */
export async function permitIds(haulier: GatewayClient): Promise<string[]> {
  const data = await haulier.call<{ permits: { items: Id[] } }>('{ permits { items { id } } }')
  return data.permits.items.map((permit) => permit.id)
}
