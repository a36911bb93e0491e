import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEVICE_COOKIE, SESSION_COOKIE } from './session.js'
import { apiLogIn, createHaulier, type Haulier } from './testing/accounts.js'
import { type ApiServer, startApiServer } from './testing/api-server.js'
import { Browser, dataOf, type GraphqlAnswer } from './testing/browser.js'
import { type GatewayServer, startGateway } from './testing/gateway-server.js'
import { type RecordedCall, startRecordingProxy } from './testing/recording-proxy.js'
import { inDays, referenceIds } from './testing/reference.js'

/**
 * A session's stored answers (session-answers.ts, ADR 0071), watched at a proxy between the
 * gateway and the real API: which reads the gateway makes, whether they name an ETag, and what
 * the API answered them.
 */
let api: ApiServer
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>
let gateway: GatewayServer
let categoryIds: string[]

const LIST = 'query Drivers { drivers(kind: INDIVIDUAL) { id name } }'
const LIST_PATH = '/api/drivers/0'
const CREATE = `mutation ($input: CreateDriverInput!) {
  createDriver(input: $input) { driver { id } userErrors { field } }
}`

beforeAll(async () => {
  api = await startApiServer()
  proxy = await startRecordingProxy(api.url)
  gateway = await startGateway(proxy.url)
  categoryIds = (await referenceIds(new Browser(gateway.url))).categoryIds
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await proxy?.close()
  await api?.close()
})

/** A new haulier and a bearer client of the gateway for their session. */
async function haulierClient() {
  const account = await createHaulier(api.url, api.dataDir)
  return { account, browser: new Browser(gateway.url, { token: account.token }) }
}

/** A browser logged in through the gateway: its session lives in the cookie. */
async function cookieClient(account: Haulier) {
  const browser = new Browser(gateway.url)
  dataOf(
    await browser.graphql('mutation ($input: LogInInput!) { logIn(input: $input) { userName } }', {
      input: { email: account.email, password: account.password },
    }),
  )
  return browser
}

function driverInput(name: string) {
  return {
    kind: 'INDIVIDUAL',
    name,
    surname: 'Annaýew',
    patronymic: 'Myradowiç',
    licenceNumber: `DL-${name}`,
    licenceExpiresOn: inDays(400),
    licenceCategoryIds: categoryIds,
  }
}

async function addDriver(browser: Browser, name: string) {
  const answer = dataOf(await browser.graphql(CREATE, { input: driverInput(name) })).createDriver
  expect(answer.userErrors).toEqual([])
}

/** An operation sent, with the calls the gateway made for it. */
async function traced<T>(send: () => Promise<T>): Promise<{ answer: T; calls: RecordedCall[] }> {
  let answer: T | undefined
  const calls = await proxy.during(async () => {
    answer = await send()
  })
  return { answer: answer as T, calls }
}

/** The reads of one path: whether each named an ETag, and what the API answered. */
const readsOf = (calls: RecordedCall[], path = LIST_PATH) =>
  calls
    .filter((call) => call.path === path)
    .map((call) => ({ conditional: Boolean(call.headers['if-none-match']), status: call.status }))

const names = (answer: GraphqlAnswer) =>
  dataOf(answer).drivers.map((driver: { name: string }) => driver.name)

describe("a session's stored answers", () => {
  test('a repeated query is answered from its stored answer once the API says 304', async () => {
    const { browser } = await haulierClient()
    await addDriver(browser, 'Birinji')
    const first = await traced(() => browser.graphql(LIST))
    expect(readsOf(first.calls)).toEqual([{ conditional: false, status: 200 }])

    const second = await traced(() => browser.graphql(LIST))
    expect(readsOf(second.calls)).toEqual([{ conditional: true, status: 304 }])
    expect(second.calls).toHaveLength(1)
    expect(second.answer.data).toEqual(first.answer.data)
    expect(names(second.answer)).toEqual(['Birinji'])
    for (const header of ['content-type', 'cache-control']) {
      expect(second.answer.headers.get(header)).toBe(first.answer.headers.get(header))
    }

    // By GET, as the web sends its persisted operations.
    const get = () =>
      browser.get(`/graphql?query=${encodeURIComponent(LIST)}`, {
        'apollo-require-preflight': 'true',
      })
    const firstGet = await traced(async () => (await get()).json())
    const secondGet = await traced(async () => (await get()).json())
    expect(readsOf(secondGet.calls)).toEqual([{ conditional: true, status: 304 }])
    expect(secondGet.answer).toEqual(firstGet.answer)
    expect(secondGet.answer).toEqual({ data: first.answer.data })
  })

  test('a mutation of the session drops what it kept, and the list shows the change', async () => {
    const { browser } = await haulierClient()
    await addDriver(browser, 'Birinji')
    await browser.graphql(LIST)
    await addDriver(browser, 'Ikinji')
    const after = await traced(() => browser.graphql(LIST))
    expect(readsOf(after.calls)).toEqual([{ conditional: false, status: 200 }])
    expect(names(after.answer)).toEqual(['Ikinji', 'Birinji'])
  })

  test('a change made on the API directly shows at once, the new list read once', async () => {
    const { account, browser } = await haulierClient()
    await addDriver(browser, 'Birinji')
    await browser.graphql(LIST)
    const created = await fetch(`${api.url}/api/driver`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Göni',
        surname: 'Annaýew',
        patronymic: 'Myradowiç',
        driving_license_number: 'DL-direct',
        driving_license_expired_date: inDays(400),
        is_legal: 0,
      }),
    })
    expect(created.status).toBe(200)

    const after = await traced(() => browser.graphql(LIST))
    // The revalidation's new list is the one the operation runs with: one read, not two.
    expect(readsOf(after.calls)).toEqual([{ conditional: true, status: 200 }])
    expect(names(after.answer)).toEqual(['Göni', 'Birinji'])
    const again = await traced(() => browser.graphql(LIST))
    expect(readsOf(again.calls)).toEqual([{ conditional: true, status: 304 }])
    expect(names(again.answer)).toEqual(['Göni', 'Birinji'])
  })

  test("another session's write shows at once", async () => {
    const { account, browser } = await haulierClient()
    await addDriver(browser, 'Birinji')
    await browser.graphql(LIST)
    const other = await cookieClient(account)
    await addDriver(other, 'Ikinji')
    const after = await traced(() => browser.graphql(LIST))
    expect(readsOf(after.calls)).toEqual([{ conditional: true, status: 200 }])
    expect(names(after.answer)).toEqual(['Ikinji', 'Birinji'])
  })

  test('two sessions never see each other’s answers, not even of one account', async () => {
    const first = await haulierClient()
    const second = await haulierClient()
    await addDriver(first.browser, 'Birinji')
    await addDriver(second.browser, 'Ikinji')
    await first.browser.graphql(LIST)
    await first.browser.graphql(LIST)

    const theirs = await traced(() => second.browser.graphql(LIST))
    expect(readsOf(theirs.calls)).toEqual([{ conditional: false, status: 200 }])
    expect(names(theirs.answer)).toEqual(['Ikinji'])
    const sameAccount = await cookieClient(first.account)
    const own = await traced(() => sameAccount.graphql(LIST))
    expect(readsOf(own.calls)).toEqual([{ conditional: false, status: 200 }])
    expect(names(own.answer)).toEqual(['Birinji'])
  })

  test('each language has its own answer', async () => {
    const { account } = await haulierClient()
    const english = new Browser(gateway.url, { token: account.token, lang: 'en' })
    const russian = new Browser(gateway.url, { token: account.token, lang: 'ru' })
    await english.graphql(LIST)
    const first = await traced(() => russian.graphql(LIST))
    expect(readsOf(first.calls)).toEqual([{ conditional: false, status: 200 }])
  })

  test('an answer that used the public reference lists is reused while the cache holds them', async () => {
    const { browser } = await haulierClient()
    await addDriver(browser, 'Birinji')
    const withCategories = 'query { drivers(kind: INDIVIDUAL) { id licenceCategories { name } } }'
    const first = await traced(() => browser.graphql(withCategories))
    const second = await traced(() => browser.graphql(withCategories))
    expect(readsOf(second.calls)).toEqual([{ conditional: true, status: 304 }])
    expect(second.calls).toHaveLength(1)
    expect(second.answer.data).toEqual(first.answer.data)
    expect(dataOf(second.answer).drivers[0].licenceCategories).toHaveLength(categoryIds.length)
  })

  test('an answer with a read the API gives no ETag for is never kept', async () => {
    const { browser } = await haulierClient()
    const withAccount = '{ me { id } drivers(kind: INDIVIDUAL) { id } }'
    await browser.graphql(withAccount)
    const second = await traced(() => browser.graphql(withAccount))
    expect(readsOf(second.calls)).toEqual([{ conditional: false, status: 200 }])
    expect(second.calls.length).toBeGreaterThan(1)
  })
})

describe('a stored answer of an ended session', () => {
  test('logging out drops it', async () => {
    const { account } = await haulierClient()
    const browser = await cookieClient(account)
    await browser.graphql(LIST)
    const token = browser.cookies.get(SESSION_COOKIE) as string
    expect(token).toBeTruthy()
    dataOf(await browser.graphql('mutation { logOut { loggedOut } }'))
    // The session's cookie goes; the trusted device's stays, as a browser keeps it (ADR 0074).
    expect([...browser.cookies.keys()]).toEqual([DEVICE_COOKIE])

    // The old token, sent again: nothing of the session is kept to be asked about.
    const stale = new Browser(gateway.url, { token })
    const after = await traced(() => stale.graphql(LIST))
    expect(readsOf(after.calls)).toEqual([{ conditional: false, status: 401 }])
    expect(after.answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })

  test('a session ended elsewhere gets what it would get with nothing stored', async () => {
    const { account } = await haulierClient()
    const browser = await cookieClient(account)
    await addDriver(browser, 'Birinji')
    await browser.graphql(LIST)
    const cookies = new Map(browser.cookies)
    const [[cookieName, token]] = [...cookies] as [[string, string]]
    // The session ends at the API, not through the gateway (another tab, a password reset).
    expect((await fetch(`${api.url}/api/logout`, bearer(token))).status).toBe(200)

    const revalidated = await traced(() => sendAsCookie(cookieName, token))
    expect(readsOf(revalidated.calls)).toEqual([{ conditional: true, status: 401 }])
    const plain = await traced(() => sendAsCookie(cookieName, token))
    expect(readsOf(plain.calls)).toEqual([{ conditional: false, status: 401 }])
    expect(revalidated.answer).toEqual(plain.answer)
    expect(revalidated.answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    // The dead session's cookie is cleared, as any answer of an ended session clears it.
    expect(revalidated.answer.setCookie).toMatch(new RegExp(`^${cookieName}=;`))
  })

  test('a second login of the account is not affected by the first one ending', async () => {
    const { account, browser } = await haulierClient()
    await addDriver(browser, 'Birinji')
    const token = await apiLogIn(api.url, account.email, account.password)
    const second = new Browser(gateway.url, { token })
    await second.graphql(LIST)
    expect((await fetch(`${api.url}/api/logout`, bearer(account.token))).status).toBe(200)
    const after = await traced(() => second.graphql(LIST))
    expect(readsOf(after.calls)).toEqual([{ conditional: true, status: 304 }])
    expect(names(after.answer)).toEqual(['Birinji'])
  })
})

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

/** The list asked with `token` in the session cookie: status, body and the cookie it sets. */
async function sendAsCookie(cookieName: string, token: string) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      cookie: `${cookieName}=${token}`,
    },
    body: JSON.stringify({ query: LIST, variables: {} }),
  })
  return {
    status: response.status,
    body: (await response.json()) as GraphqlAnswer,
    setCookie: response.headers.get('set-cookie'),
  }
}

describe('a stored answer when the API is down', () => {
  test('gets what it would get with nothing stored', async () => {
    const ownApi = await startApiServer()
    const ownGateway = await startGateway(ownApi.url)
    try {
      const account = await createHaulier(ownApi.url, ownApi.dataDir)
      const browser = new Browser(ownGateway.url, { token: account.token })
      expect(dataOf(await browser.graphql(LIST)).drivers).toEqual([])
      await ownApi.stop()
      const revalidated = await browser.graphql(LIST)
      const plain = await browser.graphql(LIST)
      expect(revalidated.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE')
      expect({ ...revalidated, headers: undefined }).toEqual({ ...plain, headers: undefined })
    } finally {
      await ownGateway.close()
      await ownApi.close()
    }
  })
})
