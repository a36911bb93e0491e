import http from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createHaulier } from './testing/accounts.js'
import { type ApiServer, startApiServer } from './testing/api-server.js'
import { Browser, dataOf } from './testing/browser.js'
import { sampleFile } from './testing/files.js'
import { type GatewayServer, startGateway } from './testing/gateway-server.js'
import { METRICS_TOKEN, sample, scrape } from './testing/metrics.js'

/** An address where something accepts connections and never answers: an API that hangs. */
async function startSilentServer() {
  const sockets = new Set<import('node:net').Socket>()
  const server = http.createServer(() => {})
  server.on('connection', (socket) => sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as import('node:net').AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** How many calls to the API the gateway at `url` counted as timed out. */
const timeoutsCounted = async (url: string) =>
  sample(await scrape(url), 'upstream_errors_total', { kind: 'timeout' }) ?? 0

const APPLICATION = {
  institutionName: 'Ak Ýol Logistika HJ',
  permissionNumber: 'RZ-77',
  cmrNumber: 'CMR-1001',
  responsiblePerson: 'Atayew Merdan',
  phone: '+993 65 12 34 56',
  email: 'merdan@example.com',
  directorFullName: 'Orazow Aman',
  applicationLetter: null,
  certificate: null,
}

const SEND = `mutation ($input: OnlineApplicationInput!) {
  sendOnlineApplication(input: $input) { userErrors { code } } }`
const LETTER = {
  path: 'variables.input.stateRegistration',
  name: 'letter.pdf',
  type: 'application/pdf',
}

describe('when the API is down or slow', () => {
  let api: ApiServer
  let gateway: GatewayServer

  beforeAll(async () => {
    api = await startApiServer()
    gateway = await startGateway(api.url)
  }, 120_000)
  afterAll(async () => {
    await gateway?.close()
    await api?.close()
  })

  test('an API stopped mid-session gives UPSTREAM_UNAVAILABLE, with nothing of its address', async () => {
    const haulier = await createHaulier(api.url, api.dataDir)
    const browser = new Browser(gateway.url, { token: haulier.token, lang: 'tm' })
    expect(dataOf(await browser.graphql('{ me { email } }')).me.email).toBe(haulier.email)
    expect((await browser.get('/healthz')).status).toBe(200)

    await api.stop()
    const query = await browser.graphql('{ me { email } drivers(kind: INDIVIDUAL) { id } }')
    expect(query.data).toBeNull()
    expect(query.errors?.length).toBeGreaterThan(0)
    for (const error of query.errors ?? [])
      expect(error.extensions?.code).toBe('UPSTREAM_UNAVAILABLE')
    expect(query.errors?.[0]?.message).toMatch(/elýeterli däl/)
    expect(JSON.stringify(query.errors)).not.toContain(new URL(api.url).port)

    const mutation = await browser.graphql(
      'mutation { logIn(input: { email: "a@b.cc", password: "whatever-1" }) { userName } }',
    )
    expect(mutation.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE')
    // Alive and ready all the same: the web's pages need no API, and an API outage must not take
    // every gateway out of the balancer.
    const health = await browser.get('/healthz')
    expect(health.status).toBe(200)
    const ready = await browser.get('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
    expect((await browser.get('/rss')).status).toBe(503)

    // An upload streams its file into the call: the refused connection must read the same way.
    const upload = await browser.upload(
      SEND,
      { input: { ...APPLICATION, stateRegistration: null } },
      [{ ...LETTER, bytes: sampleFile.pdf(300_000, 7) }],
    )
    expect(upload.errors?.map((error) => error.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE'])
    expect(upload.errors?.[0]?.message).toMatch(/elýeterli däl/)
    const told = JSON.stringify(upload.errors)
    expect(told).not.toContain(new URL(api.url).port)
    expect(told).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/)
    // A download reads the same way.
    const download = await browser.get('/files/1')
    expect(download.status).toBe(503)
    const body = await download.text()
    expect(body).not.toContain(new URL(api.url).port)
    expect(body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/)
  })

  test('an API that does not answer in time gives UPSTREAM_UNAVAILABLE after the timeout', async () => {
    const silent = await startSilentServer()
    const impatient = await startGateway(silent.url, {
      API_TIMEOUT_MS: '300',
      METRICS_TOKEN,
    })
    try {
      const started = Date.now()
      const answer = await new Browser(impatient.url).graphql('{ latestNews { id } }')
      expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE')
      expect(Date.now() - started).toBeLessThan(5000)

      // An upload to an API that takes it in and never answers times out the same way, and is
      // counted as a timeout.
      const timeoutsBefore = await timeoutsCounted(impatient.url)
      const uploadStarted = Date.now()
      const upload = await new Browser(impatient.url, { token: 'a'.repeat(43) }).upload(
        SEND,
        { input: { ...APPLICATION, stateRegistration: null } },
        [{ ...LETTER, bytes: sampleFile.pdf(200_000, 9) }],
      )
      expect(upload.errors?.map((error) => error.extensions?.code)).toEqual([
        'UPSTREAM_UNAVAILABLE',
      ])
      expect(Date.now() - uploadStarted).toBeLessThan(5000)
      expect(await timeoutsCounted(impatient.url)).toBe(timeoutsBefore + 1)
    } finally {
      await impatient.close()
      await silent.close()
    }
  })
})
