import { describe, expect, test } from 'vitest'
import { type Browser, dataOf } from './testing/browser.js'
import { cargoPermissionInput, legalDriver } from './testing/cabinet.js'
import { referenceIds } from './testing/reference.js'
import { loggedInHaulier, loggedInOperator, stackForThisFile } from './testing/stack.js'

/** A company's activity log, and its company on the office's review page (ADR 0109). */
const stack = stackForThisFile()

const ACTIVITY = `query ($filter: CompanyActivityFilter, $page: Int! = 1) {
  companyActivity(filter: $filter, page: $page) {
    items { kind actor member { id name }
      record { kind id title requestModel clientKind vehicleType } status }
    members { id name }
    pageInfo { page pageSize totalCount }
  } }`

const REVIEW = `query ($id: ID!) { office { request(model: LOADING_PERMISSION, id: $id) {
  id company { name email members { id name email role active } } filedBy { id name role } } } }`

async function filePermission(browser: Browser, ref: Awaited<ReturnType<typeof referenceIds>>) {
  return dataOf(
    await browser.graphql(
      `mutation ($input: CargoPermissionInput!) { fileLoadingPermission(input: $input) {
        permission { id } userErrors { field } } }`,
      {
        input: cargoPermissionInput(ref, {
          permissionNumber: 'RZ-ACT-1',
          plateNumber: 'AG 0701 AG',
          cmrNumber: 'CMR-ACT-1',
        }),
      },
    ),
  ).fileLoadingPermission.permission.id as string
}

describe("a company's activity", () => {
  test('lists the driver added and the permission filed by the member, filters by kind and member, shows another company nothing; the office sees the company and who filed', async () => {
    const { browser, haulier } = await loggedInHaulier(stack)
    const ref = await referenceIds(browser)
    const driver = await legalDriver(browser, 'DL-ACT-1')
    const permissionId = await filePermission(browser, ref)

    const log = dataOf(await browser.graphql(ACTIVITY)).companyActivity
    const me = log.members[0]
    expect(log.members).toEqual([{ id: expect.any(String), name: haulier.name }])
    expect(log.items).toEqual([
      {
        kind: 'REQUEST_FILED',
        actor: 'CLIENT',
        member: me,
        record: {
          kind: 'CARGO_PERMISSION',
          id: permissionId,
          title: 'RZ-ACT-1',
          requestModel: 'LOADING_PERMISSION',
          clientKind: null,
          vehicleType: null,
        },
        status: null,
      },
      {
        kind: 'DRIVER_ADDED',
        actor: 'CLIENT',
        member: me,
        record: {
          kind: 'DRIVER',
          id: driver.id,
          title: expect.any(String),
          requestModel: null,
          clientKind: 'LEGAL_ENTITY',
          vehicleType: null,
        },
        status: null,
      },
    ])
    expect(log.pageInfo).toEqual({ page: 1, pageSize: 20, totalCount: 2 })

    const drivers = dataOf(
      await browser.graphql(ACTIVITY, { filter: { kind: 'DRIVER_ADDED', memberId: me.id } }),
    ).companyActivity
    expect(drivers.items.map((item: { kind: string }) => item.kind)).toEqual(['DRIVER_ADDED'])
    expect(dataOf(await browser.graphql(ACTIVITY, { page: 2 })).companyActivity).toBeNull()

    const reversed = await browser.graphql(ACTIVITY, {
      filter: { from: '2026-05-02', to: '2026-05-01' },
    })
    expect(reversed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')

    const { browser: other } = await loggedInHaulier(stack)
    const theirs = dataOf(await other.graphql(ACTIVITY)).companyActivity
    expect(theirs.items).toEqual([])

    const office = await loggedInOperator(stack)
    const review = dataOf(await office.graphql(REVIEW, { id: permissionId })).office.request
    const member = { id: me.id, name: haulier.name, email: haulier.email }
    expect(review.company).toEqual({
      name: expect.any(String),
      email: haulier.email,
      members: [{ ...member, role: 'ADMINISTRATOR', active: true }],
    })
    expect(review.filedBy).toEqual({ id: me.id, name: haulier.name, role: 'ADMINISTRATOR' })
  })
})
