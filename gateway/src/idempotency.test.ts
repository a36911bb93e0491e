import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { type Browser, dataOf } from './testing/browser.js'
import { sampleFile } from './testing/files.js'
import { inDays } from './testing/reference.js'
import { loggedInHaulier, stackForThisFile } from './testing/stack.js'

/** Creates made once per attempt through GraphQL: the Idempotency-Key header (ADR 0079). */
const stack = stackForThisFile()

const CREATE_DRIVER = `mutation ($input: CreateDriverInput!) {
  createDriver(input: $input) { driver { id } userErrors { field message } }
}`

const TWO_DRIVERS = `mutation ($one: CreateDriverInput!, $two: CreateDriverInput!) {
  one: createDriver(input: $one) { driver { id } userErrors { field } }
  two: createDriver(input: $two) { driver { id } userErrors { field } }
}`

const driverInput = (surname: string) => ({
  kind: 'LEGAL_ENTITY',
  name: 'Döwlet',
  surname,
  patronymic: 'Myradowiç',
  licenceNumber: 'DL-42',
  licenceExpiresOn: inDays(600),
  licenceCategoryIds: [],
  vehicleIds: [],
})

const keyed = (key: string) => ({ headers: { 'idempotency-key': key } })

async function driverIds(browser: Browser): Promise<string[]> {
  const { drivers } = dataOf(await browser.graphql('{ drivers(kind: LEGAL_ENTITY) { id } }'))
  return drivers.map((driver: { id: string }) => driver.id).sort()
}

describe('a create sent again with its Idempotency-Key', () => {
  test('answers the same driver and makes no second one', async () => {
    const { browser } = await loggedInHaulier(stack)
    const key = randomUUID()
    const variables = { input: driverInput('Annaýew') }
    const first = dataOf(await browser.graphql(CREATE_DRIVER, variables, keyed(key))).createDriver
    const again = dataOf(await browser.graphql(CREATE_DRIVER, variables, keyed(key))).createDriver
    expect(first.userErrors).toEqual([])
    expect(again).toEqual(first)
    expect(await driverIds(browser)).toEqual([first.driver.id])
  })

  test('the same key with another input comes back in userErrors, and nothing is made', async () => {
    const { browser } = await loggedInHaulier(stack)
    const key = randomUUID()
    await browser.graphql(CREATE_DRIVER, { input: driverInput('Annaýew') }, keyed(key))
    const other = dataOf(
      await browser.graphql(CREATE_DRIVER, { input: driverInput('Berdiýew') }, keyed(key)),
    ).createDriver
    expect(other.driver).toBeNull()
    expect(other.userErrors).toHaveLength(1)
    expect(other.userErrors[0].message).toMatch(/already used/)
    expect(await driverIds(browser)).toHaveLength(1)
  })

  test('two creates of one request get keys of their own, and the request retried makes none', async () => {
    const { browser } = await loggedInHaulier(stack)
    const key = randomUUID()
    const variables = { one: driverInput('Annaýew'), two: driverInput('Berdiýew') }
    const first = dataOf(await browser.graphql(TWO_DRIVERS, variables, keyed(key)))
    const again = dataOf(await browser.graphql(TWO_DRIVERS, variables, keyed(key)))
    expect(first.one.driver.id).not.toBe(first.two.driver.id)
    expect(again).toEqual(first)
    expect(await driverIds(browser)).toEqual([first.one.driver.id, first.two.driver.id].sort())
  })

  test('sent at the same moment, the requests make one driver and all answer it', async () => {
    const { browser } = await loggedInHaulier(stack)
    const key = randomUUID()
    const variables = { input: driverInput('Annaýew') }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => browser.graphql(CREATE_DRIVER, variables, keyed(key))),
    )
    const ids = await driverIds(browser)
    expect(ids).toHaveLength(1)
    for (const answer of answers) expect(dataOf(answer).createDriver.driver.id).toBe(ids[0])
  })

  test('an upload retried with its key makes one online application', async () => {
    const { browser } = await loggedInHaulier(stack)
    const key = randomUUID()
    const send = () =>
      browser.upload(
        `mutation ($input: OnlineApplicationInput!) {
          sendOnlineApplication(input: $input) { application { id } userErrors { field } }
        }`,
        {
          input: {
            institutionName: 'Ak Ýol Logistika HJ',
            permissionNumber: 'RZ-77',
            cmrNumber: 'CMR-1001',
            responsiblePerson: 'Atayew Merdan',
            phone: '+993 65 12 34 56',
            email: 'merdan@example.com',
            directorFullName: 'Orazow Aman',
            stateRegistration: null,
          },
        },
        [
          {
            path: 'variables.input.stateRegistration',
            name: 'sanaw.pdf',
            type: 'application/pdf',
            bytes: sampleFile.pdf(20_000, 41),
          },
        ],
        keyed(key),
      )
    const first = dataOf(await send()).sendOnlineApplication
    const again = dataOf(await send()).sendOnlineApplication
    expect(first.userErrors).toEqual([])
    expect(again.application.id).toBe(first.application.id)
    const { requests } = dataOf(await browser.graphql('{ requests { pageInfo { totalCount } } }'))
    expect(requests.pageInfo.totalCount).toBe(1)
  })

  test('a key that is no key is refused before anything runs, in the caller’s language', async () => {
    const { browser } = await loggedInHaulier(stack)
    const answer = await browser.graphql(
      CREATE_DRIVER,
      { input: driverInput('Annaýew') },
      { headers: { 'idempotency-key': 'x'.repeat(201), 'accept-language': 'ru' } },
    )
    expect(answer.status).toBe(400)
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST')
    expect(answer.errors?.[0]?.message).toContain('Idempotency-Key')
    expect(answer.errors?.[0]?.message).toContain('символов')
    expect(await driverIds(browser)).toEqual([])
  })
})
