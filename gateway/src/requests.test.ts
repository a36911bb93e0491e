import { describe, expect, test } from 'vitest'
import { dataOf } from './testing/browser.js'
import {
  cargoPermissionInput,
  claimRequest,
  individualInput,
  SAVE_INDIVIDUAL,
} from './testing/cabinet.js'
import { sampleFile } from './testing/files.js'
import { referenceIds } from './testing/reference.js'
import { loggedInHaulier, loggedInOperator, stackForThisFile } from './testing/stack.js'

const stack = stackForThisFile()

let ref: Awaited<ReturnType<typeof referenceIds>>

const PERMISSION_INPUT = {
  permissionNumber: 'RZ-601',
  vehicleBrandId: '',
  vehicleCountryId: '',
  plateNumber: 'AG 0601 AG',
  driverFullName: 'Orazow Aman',
  loadingPoint: 'Aşgabat',
  unloadingPoint: 'Baku',
  route: 'Aşgabat — Türkmenbaşy — Baku',
  cargo: 'Pagta',
  cargoOwner: 'Ak Ýol HJ',
  applicant: 'Atayew Merdan',
  placeOfIssue: 'Aşgabat',
  cmrNumber: 'CMR-61',
}

describe('a permission’s expiry and a cancel’s answer', () => {
  test('the form’s expiry is the filed permission’s; a cancel answers the request as the history now lists it', async () => {
    const { browser } = await loggedInHaulier(stack)
    ref ??= await referenceIds(browser)
    const form = dataOf(await browser.graphql('{ permissionValidityDays permissionExpiresOn }'))
    // Ashgabat is UTC+5 all year: today there, plus the validity period.
    const ashgabatToday = Date.parse(
      new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10),
    )
    expect(form.permissionExpiresOn).toBe(
      new Date(ashgabatToday + form.permissionValidityDays * 86_400_000).toISOString().slice(0, 10),
    )

    const filed = dataOf(
      await browser.graphql(
        `mutation ($input: CargoPermissionInput!) { fileLoadingPermission(input: $input) {
          permission { id expiresOn } userErrors { field } } }`,
        {
          input: {
            ...PERMISSION_INPUT,
            vehicleBrandId: ref.truckBrandId,
            vehicleCountryId: ref.countryId,
          },
        },
      ),
    ).fileLoadingPermission
    expect(filed.permission.expiresOn).toBe(form.permissionExpiresOn)

    const cancel = `mutation ($input: CancelRequestInput!) { cancelRequest(input: $input) {
      canceled userErrors { code }
      request { __typename id model status ... on CargoPermission { expiresOn } statusHistory { toStatus actor } } } }`
    const target = { model: 'LOADING_PERMISSION', id: filed.permission.id }
    const canceled = dataOf(await browser.graphql(cancel, { input: target })).cancelRequest
    const entry = {
      __typename: 'CargoPermission',
      id: filed.permission.id,
      model: 'LOADING_PERMISSION',
      status: 'CANCELED',
      expiresOn: form.permissionExpiresOn,
      statusHistory: [
        { toStatus: 'PENDING', actor: 'CLIENT' },
        { toStatus: 'CANCELED', actor: 'CLIENT' },
      ],
    }
    expect(canceled).toEqual({ canceled: true, userErrors: [], request: entry })
    const listed = dataOf(
      await browser.graphql(
        `{ requests { items { __typename id model status ... on CargoPermission { expiresOn } statusHistory { toStatus actor } } } }`,
      ),
    ).requests.items
    expect(listed).toEqual([entry])

    // Refused: still the request, with the status that kept it from being canceled.
    const again = dataOf(await browser.graphql(cancel, { input: target })).cancelRequest
    expect(again).toEqual({
      canceled: false,
      userErrors: [{ code: 'NOT_ALLOWED' }],
      request: entry,
    })
    const missing = dataOf(
      await browser.graphql(cancel, { input: { model: 'LOADING_PERMISSION', id: '2000000000' } }),
    ).cancelRequest
    expect(missing).toEqual({ canceled: false, userErrors: [{ code: 'NOT_FOUND' }], request: null })
  })
})

describe('one request by its kind and id', () => {
  test('the owner reads the request just filed; another haulier, another kind or no such id read null', async () => {
    const { browser } = await loggedInHaulier(stack)
    ref ??= await referenceIds(browser)
    const filed = dataOf(
      await browser.graphql(
        `mutation ($input: CargoPermissionInput!) { fileUnloadingPermission(input: $input) {
          permission { id } } }`,
        {
          input: {
            ...PERMISSION_INPUT,
            vehicleBrandId: ref.truckBrandId,
            vehicleCountryId: ref.countryId,
          },
        },
      ),
    ).fileUnloadingPermission.permission
    const read = `query ($model: RequestModel!, $id: ID!) { request(model: $model, id: $id) {
      __typename id model status permissionNumber ... on CargoPermission { loadingPoint } } }`
    const mine = dataOf(
      await browser.graphql(read, { model: 'UNLOADING_PERMISSION', id: filed.id }),
    )
    expect(mine.request).toEqual({
      __typename: 'CargoPermission',
      id: filed.id,
      model: 'UNLOADING_PERMISSION',
      status: 'PENDING',
      permissionNumber: PERMISSION_INPUT.permissionNumber,
      loadingPoint: PERMISSION_INPUT.loadingPoint,
    })
    const other = await loggedInHaulier(stack)
    for (const [browserOf, variables] of [
      [other.browser, { model: 'UNLOADING_PERMISSION', id: filed.id }],
      [browser, { model: 'LOADING_PERMISSION', id: filed.id }],
      [browser, { model: 'ONLINE_APPLICATION', id: 'x1' }],
    ] as const) {
      expect(dataOf(await browserOf.graphql(read, variables)).request).toBeNull()
    }
  })
})

describe('a search too long', () => {
  test('is the reader’s error at every length: the API’s own limit, and an address too long for it to read', async () => {
    const { browser } = await loggedInHaulier(stack)
    const lists = `query ($search: String) {
      requests(filter: { search: $search }) { pageInfo { totalCount } }
      permits(filter: { search: $search }) { pageInfo { totalCount } } }`
    const over = await browser.graphql(lists, { search: 'x'.repeat(101) })
    expect(over.errors?.map((error) => error.extensions)).toEqual([
      { code: 'BAD_USER_INPUT', fields: { q: [expect.stringContaining('100')] } },
      { code: 'BAD_USER_INPUT', fields: { q: [expect.stringContaining('100')] } },
    ])
    const huge = await browser.graphql(lists, { search: 'x'.repeat(100_000) })
    expect(huge.errors).toEqual([
      expect.objectContaining({
        message: 'The request is too large or too complex.',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
      expect.objectContaining({
        message: 'The request is too large or too complex.',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ])
  })
})

describe('loading and unloading permissions, the request history, operators', () => {
  test('filed, listed with timelines, cancelled once, answered by an operator; deposit set', async () => {
    const { browser, haulier } = await loggedInHaulier(stack)
    ref ??= await referenceIds(browser)
    const input = cargoPermissionInput(ref, {
      permissionNumber: 'RZ-501',
      plateNumber: 'AG 0001 AG',
      unloadingPoint: 'Stambul',
      route: 'Aşgabat — Türkmenbaşy — Baku — Stambul',
      cmrNumber: 'CMR-9',
    })
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
      userErrors: [{ field: ['vehicleCountryId'], code: 'INVALID' }],
    })
    const blank = dataOf(
      await browser.graphql(file('Loading'), { input: { ...input, route: ' ', cmrNumber: '' } }),
    ).fileLoadingPermission
    expect(blank.userErrors.map((e: { field: string[] }) => e.field.join('.')).sort()).toEqual([
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
    // What was filed, to file it again ("Repeat"): the country and brand named by the lists.
    const filed = dataOf(
      await browser.graphql(`{ requests { items { ... on CargoPermission {
        vehicleCountry { id } vehicleBrand { id } plateNumber loadingPoint unloadingPoint route
        cargo cargoOwner applicant placeOfIssue } } } }`),
    ).requests.items[1]
    expect(filed).toEqual({
      vehicleCountry: { id: ref.countryId },
      vehicleBrand: { id: ref.truckBrandId },
      plateNumber: input.plateNumber,
      loadingPoint: input.loadingPoint,
      unloadingPoint: input.unloadingPoint,
      route: input.route,
      cargo: input.cargo,
      cargoOwner: input.cargoOwner,
      applicant: input.applicant,
      placeOfIssue: input.placeOfIssue,
    })
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
    await claimRequest(operator, 'LOADING_PERMISSION', loading.permission.id)
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
    // Filed by its id (kept by its Russian name, as the earlier client keeps it), read by the
    // operator in their own language.
    const { countries } = dataOf(await operator.graphql('{ countries { id name { en } } }'))
    const turkey = countries.find((c: { id: string }) => c.id === ref.countryId)
    expect(mine.vehicleCountry).toBe(turkey.name.en)
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
      { input: individualInput(ref, [{ type: 'LICENCE' }, { type: 'PATENT' }]) },
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

  test('filing and cancelling answer the root query, so the history needs no second request', async () => {
    const { browser } = await loggedInHaulier(stack)
    const { countries, brands } = dataOf(
      await browser.graphql('{ countries { id } brands { id } }'),
    )
    const filed = dataOf(
      await browser.graphql(
        `mutation ($input: CargoPermissionInput!) { fileLoadingPermission(input: $input) {
          permission { id } query { requests { items { id status } pageInfo { totalCount } } } } }`,
        {
          input: cargoPermissionInput(
            { countryId: countries[0].id, truckBrandId: brands[0].id },
            { plateNumber: 'AG 1 AG', unloadingPoint: 'Mary', route: 'Aşgabat — Mary' },
          ),
        },
      ),
    ).fileLoadingPermission
    const id = filed.permission.id
    expect(filed.query.requests).toEqual({
      items: [{ id, status: 'PENDING' }],
      pageInfo: { totalCount: 1 },
    })
    const canceled = dataOf(
      await browser.graphql(
        `mutation ($input: CancelRequestInput!) { cancelRequest(input: $input) {
          canceled query { requests { items { id status } } } } }`,
        { input: { model: 'LOADING_PERMISSION', id } },
      ),
    ).cancelRequest
    expect(canceled).toEqual({
      canceled: true,
      query: { requests: { items: [{ id, status: 'CANCELED' }] } },
    })
  })
})
