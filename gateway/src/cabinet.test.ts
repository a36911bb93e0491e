import { describe, expect, test } from 'vitest'
import { type Browser, dataOf } from './testing/browser.js'
import { sampleFile, sha256 } from './testing/files.js'
import { inDays, referenceIds } from './testing/reference.js'
import { loggedInHaulier, loggedInOperator, type Stack, stackForThisFile } from './testing/stack.js'

const stack = stackForThisFile()

const SAVE_INDIVIDUAL = `mutation ($input: IndividualProfileInput!) {
  saveIndividualProfile(input: $input) {
    profile { id kind name surname patentNumber licenceNumber region { id } city { id name { en } }
      licenceTypes { id } documents { id type fileName url } balance }
    userErrors { field code message }
  }
}`
const SAVE_LEGAL = `mutation ($input: LegalEntityProfileInput!) {
  saveLegalEntityProfile(input: $input) {
    profile { id kind companyName stateRegisterNumber documents { type url } }
    userErrors { field code message }
  }
}`
const DRIVER_FIELDS = `id kind name surname licenceNumber licenceExpiresOn licenceCategories { id name }
  cars { id plateNumber brand { id } } trailers { id plateNumber }`

let ref: Awaited<ReturnType<typeof referenceIds>>

function individualInput(documents: { type: string }[] = []) {
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

async function legalProfile(browser: Browser) {
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
      bytes: sampleFile.png(2000, 11),
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
async function fleetOwner(stack: Stack) {
  const { browser, haulier } = await loggedInHaulier(stack)
  await legalProfile(browser)
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

describe('client data with scans', () => {
  test('an individual profile saved with two scans, each served to its owner only', async () => {
    const { browser } = await loggedInHaulier(stack)
    ref ??= await referenceIds(browser)
    expect(
      dataOf(await browser.graphql('{ individualProfile { id } }')).individualProfile,
    ).toBeNull()
    const licence = sampleFile.png(120_000, 21)
    const patent = sampleFile.jpeg(90_000, 22)
    const answer = await browser.upload(
      SAVE_INDIVIDUAL,
      { input: individualInput([{ type: 'LICENCE' }, { type: 'PATENT' }]) },
      [
        {
          path: 'variables.input.documents.0.file',
          name: 'licence.png',
          type: 'image/png',
          bytes: licence,
        },
        {
          path: 'variables.input.documents.1.file',
          name: 'patent.jpg',
          type: 'image/jpeg',
          bytes: patent,
        },
      ],
    )
    const { profile, userErrors } = dataOf(answer).saveIndividualProfile
    expect(userErrors).toEqual([])
    expect(profile).toMatchObject({
      kind: 'INDIVIDUAL',
      name: 'Merdan',
      patentNumber: 'PT-55',
      city: { id: ref.cityId },
      region: { id: ref.regionId },
      balance: null,
    })
    expect(profile.licenceTypes.map((t: { id: string }) => t.id).sort()).toEqual(
      [...ref.licenceTypeIds].sort(),
    )
    const byType = Object.fromEntries(profile.documents.map((d: { type: string }) => [d.type, d]))
    expect(byType.LICENCE.fileName).toBe('licence.png')
    expect(byType.PATENT.url).toMatch(/^\/files\/\d+$/)

    const served = await browser.get(byType.LICENCE.url)
    expect(served.status).toBe(200)
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(licence))
    expect((await stack.browser().get(byType.LICENCE.url)).status).toBe(401)
    const { browser: stranger } = await loggedInHaulier(stack)
    expect((await stranger.get(byType.LICENCE.url)).status).toBe(404)
  })

  test("a refused save answers the API's field problems under the input's names", async () => {
    const { browser } = await loggedInHaulier(stack)
    ref ??= await referenceIds(browser)
    const input = {
      ...individualInput(),
      licenceNumber: ' ',
      patentExpiresOn: '2001-01-01',
      documents: [],
    }
    const answer = dataOf(await browser.graphql(SAVE_INDIVIDUAL, { input })).saveIndividualProfile
    expect(answer.profile).toBeNull()
    const fields = answer.userErrors.map((e: { field: string }) => e.field)
    expect(fields).toEqual(
      expect.arrayContaining(['licenceNumber', 'patentExpiresOn', 'documents']),
    )
    expect(answer.userErrors.every((e: { code: string }) => e.code === 'INVALID')).toBe(true)

    const badCity = dataOf(
      await browser.graphql(SAVE_INDIVIDUAL, { input: { ...individualInput(), cityId: 'x1' } }),
    ).saveIndividualProfile
    expect(badCity.userErrors).toEqual([
      { field: 'cityId', code: 'INVALID', message: expect.any(String) },
    ])
  })

  test('a legal-entity profile with its three scans', async () => {
    const { browser } = await loggedInHaulier(stack)
    ref ??= await referenceIds(browser)
    const saved = await legalProfile(browser)
    expect(saved.userErrors).toEqual([])
    expect(saved.profile.kind).toBe('LEGAL_ENTITY')
    expect(saved.profile.documents.map((d: { type: string }) => d.type).sort()).toEqual([
      'CERTIFICATE',
      'LICENCE',
      'STATE_REGISTER_EXTRACT',
    ])
    const read = dataOf(
      await browser.graphql('{ legalEntityProfile { companyName } individualProfile { id } }'),
    )
    expect(read).toEqual({
      legalEntityProfile: { companyName: 'Ak Ýol Logistika HJ' },
      individualProfile: null,
    })
  })
})

describe('drivers, cars and trailers', () => {
  test('create, read, list, update and delete, with relations as objects', async () => {
    ref ??= await referenceIds(stack.browser())
    const { browser, car, trailer, carAnswer } = await fleetOwner(stack)
    expect(carAnswer.userErrors).toEqual([])
    expect(car).toMatchObject({ type: 'CAR', plateNumber: 'AG 1234 AG' })

    const created = dataOf(
      await browser.graphql(
        `mutation ($input: CreateDriverInput!) { createDriver(input: $input) { driver { ${DRIVER_FIELDS} } userErrors { field } } }`,
        {
          input: {
            kind: 'LEGAL_ENTITY',
            name: 'Döwlet',
            surname: 'Annaýew',
            patronymic: 'Myradowiç',
            licenceNumber: 'DL-42',
            licenceExpiresOn: inDays(600),
            licenceCategoryIds: ref.categoryIds,
            vehicleIds: [car.id, trailer.id],
          },
        },
      ),
    ).createDriver
    expect(created.userErrors).toEqual([])
    const driver = created.driver
    expect(driver.cars).toEqual([
      { id: car.id, plateNumber: 'AG 1234 AG', brand: { id: ref.truckBrandId } },
    ])
    expect(driver.trailers).toEqual([{ id: trailer.id, plateNumber: 'AG 5678' }])
    expect(driver.licenceCategories.map((c: { id: string }) => c.id).sort()).toEqual(
      [...ref.categoryIds].sort(),
    )

    const listed = dataOf(
      await browser.graphql(`{
        drivers(kind: LEGAL_ENTITY) { id name cars { id } trailers { id } }
        individual: drivers(kind: INDIVIDUAL) { id }
        vehicles(kind: LEGAL_ENTITY, type: CAR) { id kind type cardNumber cardIssuedOn brand { kind } driver { id name } }
        trailers: vehicles(kind: LEGAL_ENTITY, type: TRAILER) { id driver { id } }
      }`),
    )
    expect(listed.drivers).toEqual([
      { id: driver.id, name: 'Döwlet', cars: [{ id: car.id }], trailers: [{ id: trailer.id }] },
    ])
    expect(listed.individual).toEqual([])
    expect(listed.vehicles).toEqual([
      {
        id: car.id,
        kind: 'LEGAL_ENTITY',
        type: 'CAR',
        cardNumber: 'TC-1',
        cardIssuedOn: inDays(-30),
        brand: { kind: 'TRUCK' },
        driver: { id: driver.id, name: 'Döwlet' },
      },
    ])
    expect(listed.trailers).toEqual([{ id: trailer.id, driver: { id: driver.id } }])

    const updated = dataOf(
      await browser.graphql(
        `mutation ($input: UpdateDriverInput!) { updateDriver(input: $input) { driver { id name cars { id } trailers { id } licenceCategories { id } } userErrors { field } } }`,
        {
          input: {
            id: driver.id,
            name: 'Döwletmyrat',
            surname: 'Annaýew',
            patronymic: 'Myradowiç',
            licenceNumber: 'DL-42',
            licenceExpiresOn: inDays(600),
            vehicleIds: [car.id],
          },
        },
      ),
    ).updateDriver
    expect(updated).toEqual({
      driver: {
        id: driver.id,
        name: 'Döwletmyrat',
        cars: [{ id: car.id }],
        trailers: [],
        licenceCategories: [],
      },
      userErrors: [],
    })

    const vehicleUpdate = dataOf(
      await browser.graphql(
        `mutation ($input: UpdateVehicleInput!) { updateVehicle(input: $input) { vehicle { id cardNumber driver { id } } userErrors { field } } }`,
        {
          input: {
            id: trailer.id,
            brandId: ref.trailerBrandId,
            plateNumber: 'AG 5678',
            cardNumber: 'TC-22',
            cardIssuedOn: inDays(-10),
            driverId: driver.id,
          },
        },
      ),
    ).updateVehicle
    expect(vehicleUpdate).toEqual({
      vehicle: { id: trailer.id, cardNumber: 'TC-22', driver: { id: driver.id } },
      userErrors: [],
    })

    const one = dataOf(
      await browser.graphql(
        `query ($id: ID!) { driver(id: $id) { id trailers { id } } vehicle(id: $id) { id } }`,
        { id: driver.id },
      ),
    )
    expect(one.driver).toEqual({ id: driver.id, trailers: [{ id: trailer.id }] })

    const createDriver = `mutation ($input: CreateDriverInput!) { createDriver(input: $input) { driver { id } userErrors { field code } } }`
    const driverInput = {
      kind: 'LEGAL_ENTITY',
      name: 'A',
      surname: 'B',
      patronymic: 'C',
      licenceNumber: 'X',
      licenceExpiresOn: inDays(10),
    }
    const blank = dataOf(
      await browser.graphql(createDriver, { input: { ...driverInput, name: ' ' } }),
    ).createDriver
    expect(blank).toEqual({ driver: null, userErrors: [{ field: 'name', code: 'INVALID' }] })
    const expired = dataOf(
      await browser.graphql(createDriver, {
        input: { ...driverInput, licenceExpiresOn: '2020-01-01' },
      }),
    ).createDriver
    expect(expired).toEqual({
      driver: null,
      userErrors: [{ field: 'licenceExpiresOn', code: 'INVALID' }],
    })
    const notADay = await browser.graphql(createDriver, {
      input: { ...driverInput, licenceExpiresOn: '2026-02-30' },
    })
    expect(notADay.status).toBe(400)
    expect(notADay.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')

    const removed = dataOf(
      await browser.graphql(
        `mutation ($id: ID!) { deleteDriver(id: $id) { deletedDriverId userErrors { code } } }`,
        { id: driver.id },
      ),
    ).deleteDriver
    expect(removed).toEqual({ deletedDriverId: driver.id, userErrors: [] })
    const again = dataOf(
      await browser.graphql(
        `mutation ($id: ID!) { deleteDriver(id: $id) { deletedDriverId userErrors { code } } }`,
        { id: driver.id },
      ),
    ).deleteDriver
    expect(again).toEqual({ deletedDriverId: null, userErrors: [{ code: 'NOT_FOUND' }] })
    const gone = dataOf(
      await browser.graphql(`mutation ($id: ID!) { deleteVehicle(id: $id) { deletedVehicleId } }`, {
        id: trailer.id,
      }),
    ).deleteVehicle
    expect(gone.deletedVehicleId).toBe(trailer.id)
    expect(
      dataOf(
        await browser.graphql(`query ($id: ID!) { vehicle(id: $id) { id } }`, { id: trailer.id }),
      ).vehicle,
    ).toBeNull()
  })
})

describe('e-permits', () => {
  test('requested, moved by an operator, paid on the sandbox page, with its whole timeline', async () => {
    ref ??= await referenceIds(stack.browser())
    const { browser, car, trailer } = await fleetOwner(stack)
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

describe('loading and unloading permissions, the request history, operators', () => {
  test('filed, listed with timelines, cancelled once, answered by an operator; deposit set', async () => {
    const { browser, haulier } = await loggedInHaulier(stack)
    ref ??= await referenceIds(browser)
    const input = {
      permissionNumber: 'RZ-501',
      vehicleCountryId: ref.countryId,
      vehicleBrandId: ref.truckBrandId,
      plateNumber: 'AG 0001 AG',
      driverFullName: 'Orazow Aman',
      loadingPoint: 'Aşgabat',
      unloadingPoint: 'Stambul',
      route: 'Aşgabat — Türkmenbaşy — Baku — Stambul',
      cargo: 'Pagta',
      cargoOwner: 'Ak Ýol HJ',
      applicant: 'Atayew Merdan',
      placeOfIssue: 'Aşgabat',
      cmrNumber: 'CMR-9',
    }
    const file = (kind: 'Loading' | 'Unloading') =>
      `mutation ($input: CargoPermissionInput!) { file${kind}Permission(input: $input) {
        permission { id model status permissionNumber cmrNumber driverFullName statusHistory { toStatus actor } }
        userErrors { field code } } }`
    const loading = dataOf(await browser.graphql(file('Loading'), { input })).fileLoadingPermission
    expect(loading).toEqual({
      permission: {
        id: expect.any(String),
        model: 'LOADING_PERMISSION',
        status: 'PENDING',
        permissionNumber: 'RZ-501',
        cmrNumber: 'CMR-9',
        driverFullName: 'Orazow Aman',
        statusHistory: [{ toStatus: 'PENDING', actor: 'CLIENT' }],
      },
      userErrors: [],
    })
    const unloading = dataOf(
      await browser.graphql(file('Unloading'), { input: { ...input, permissionNumber: 'RZ-502' } }),
    ).fileUnloadingPermission
    expect(unloading.permission.model).toBe('UNLOADING_PERMISSION')
    const unknown = dataOf(
      await browser.graphql(file('Loading'), { input: { ...input, vehicleCountryId: '999999' } }),
    ).fileLoadingPermission
    expect(unknown).toEqual({
      permission: null,
      userErrors: [{ field: 'vehicleCountryId', code: 'INVALID' }],
    })
    const blank = dataOf(
      await browser.graphql(file('Loading'), { input: { ...input, route: ' ', cmrNumber: '' } }),
    ).fileLoadingPermission
    expect(blank.userErrors.map((e: { field: string }) => e.field).sort()).toEqual([
      'cmrNumber',
      'route',
    ])

    const history = dataOf(
      await browser.graphql(
        `{ requests { items { __typename id model status permissionNumber statusHistory { toStatus } } pageInfo { totalCount pageSize pageCount } } }`,
      ),
    ).requests
    expect(history.pageInfo).toEqual({ totalCount: 2, pageSize: 16, pageCount: 1 })
    expect(history.items.map((r: { model: string }) => r.model)).toEqual([
      'UNLOADING_PERMISSION',
      'LOADING_PERMISSION',
    ])
    expect(history.items[0].__typename).toBe('CargoPermission')
    expect(
      dataOf(await browser.graphql('{ requests(page: 5) { items { id } } }')).requests,
    ).toBeNull()

    const cancel = `mutation ($input: CancelRequestInput!) { cancelRequest(input: $input) { canceled userErrors { code } } }`
    const target = { model: 'UNLOADING_PERMISSION', id: unloading.permission.id }
    expect(dataOf(await browser.graphql(cancel, { input: target })).cancelRequest).toEqual({
      canceled: true,
      userErrors: [],
    })
    expect(dataOf(await browser.graphql(cancel, { input: target })).cancelRequest).toEqual({
      canceled: false,
      userErrors: [{ code: 'NOT_ALLOWED' }],
    })

    const operator = await loggedInOperator(stack)
    const answered = dataOf(
      await operator.graphql(
        `mutation ($input: AnswerRequestInput!) { answerRequest(input: $input) { answered userErrors { code } } }`,
        {
          input: {
            model: 'LOADING_PERMISSION',
            requestId: loading.permission.id,
            status: 'ACCEPTED',
            reason: 'Resminamalar doly.',
          },
        },
      ),
    ).answerRequest
    expect(answered).toEqual({ answered: true, userErrors: [] })
    const queue = dataOf(
      await operator.graphql(`{ requestsForReview(status: ACCEPTED) { items { __typename id model applicant { id email institutionName }
        ... on CargoPermissionForReview { vehicleCountry vehicleBrand route validUntil statusHistory { toStatus reason } } } pageInfo { totalCount } } }`),
    ).requestsForReview
    const mine = queue.items.find((r: { id: string }) => r.id === loading.permission.id)
    expect(mine).toMatchObject({
      __typename: 'CargoPermissionForReview',
      applicant: { email: haulier.email, institutionName: expect.any(String) },
      route: input.route,
      statusHistory: [
        { toStatus: 'PENDING', reason: null },
        { toStatus: 'ACCEPTED', reason: 'Resminamalar doly.' },
      ],
    })
    const timeline = dataOf(
      await browser.graphql('{ requests { items { status statusHistory { toStatus actor } } } }'),
    ).requests.items
    expect(timeline[1]).toEqual({
      status: 'ACCEPTED',
      statusHistory: [
        { toStatus: 'PENDING', actor: 'CLIENT' },
        { toStatus: 'ACCEPTED', actor: 'OPERATOR' },
      ],
    })

    await browser.upload(
      SAVE_INDIVIDUAL,
      { input: individualInput([{ type: 'LICENCE' }, { type: 'PATENT' }]) },
      [
        {
          path: 'variables.input.documents.0.file',
          name: 'l.png',
          type: 'image/png',
          bytes: sampleFile.png(1000, 5),
        },
        {
          path: 'variables.input.documents.1.file',
          name: 'p.png',
          type: 'image/png',
          bytes: sampleFile.png(1000, 6),
        },
      ],
    )
    const accountId = mine.applicant.id
    const deposit = dataOf(
      await operator.graphql(
        `mutation ($input: SetDepositInput!) { setDeposit(input: $input) { balance userErrors { field code } } }`,
        { input: { accountId, kind: 'INDIVIDUAL', balance: 1250.75 } },
      ),
    ).setDeposit
    expect(deposit).toEqual({ balance: 1250.75, userErrors: [] })
    expect(
      dataOf(await browser.graphql('{ individualProfile { balance } }')).individualProfile.balance,
    ).toBe(1250.75)
  })
})
