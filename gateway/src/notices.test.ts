import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createHaulier } from './testing/accounts.js'
import { type ApiServer, startApiServer } from './testing/api-server.js'
import { Browser, dataOf } from './testing/browser.js'
import { legalDriver, legalProfile } from './testing/cabinet.js'
import { type GatewayServer, startGateway } from './testing/gateway-server.js'
import { inDays, referenceIds } from './testing/reference.js'

/** The inbox and the reminder settings (ADR 0105) through GraphQL, over the real API. */
let api: ApiServer
let gateway: GatewayServer

const INBOX = `{ inbox { unread notices { id document subjectId name expiresOn daysBefore readAt } } }`
const SETTINGS = `mutation ($input: ReminderSettingsInput!) { updateReminderSettings(input: $input) {
  reminderSettings { clientDocuments drivingLicences ePermits } userErrors { code } } }`
const MARK_READ = `mutation ($id: ID!) { markNoticeRead(id: $id) {
  inbox { unread notices { id readAt } } userErrors { field code message } } }`

async function signedInHaulier() {
  const account = await createHaulier(api.url, api.dataDir)
  const browser = new Browser(gateway.url, {})
  dataOf(
    await browser.graphql('mutation ($input: LogInInput!) { logIn(input: $input) { userName } }', {
      input: { email: account.email, password: account.password },
    }),
  )
  return browser
}

/** 10:00 UTC on the day `days` from today: a clock for the API's reminders. */
const daysFromNow = (days: number) => new Date(`${inDays(days)}T10:00:00Z`)

beforeAll(async () => {
  api = await startApiServer()
  gateway = await startGateway(api.url)
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await api?.close()
})

describe('inbox and reminder settings', () => {
  test('a reminder shows unread in the inbox, is marked read, and is no other haulier’s', async () => {
    const owner = await signedInHaulier()
    await legalProfile(owner, await referenceIds(owner))
    const driver = await legalDriver(owner, 'DL-INBOX-1')
    // The driver's licence expires 500 days from today: 470 days from now it is 30 days away.
    await api.runReminders(daysFromNow(470))

    // The legal profile's licence, saved today, expires then as well.
    const inbox = dataOf(await owner.graphql(INBOX)).inbox
    expect(inbox.unread).toBe(2)
    expect(inbox.notices.map((notice: { document: string }) => notice.document).sort()).toEqual([
      'CLIENT_LICENCE',
      'DRIVING_LICENCE',
    ])
    const notice = inbox.notices.find(
      (item: { document: string }) => item.document === 'DRIVING_LICENCE',
    )
    expect(notice).toEqual(
      expect.objectContaining({
        document: 'DRIVING_LICENCE',
        subjectId: driver.id,
        name: 'Aman Orazow',
        expiresOn: inDays(500),
        daysBefore: 30,
        readAt: null,
      }),
    )
    const noticeId = notice.id

    const stranger = await signedInHaulier()
    const foreign = dataOf(await stranger.graphql(MARK_READ, { id: noticeId })).markNoticeRead
    expect(foreign.inbox).toBeNull()
    expect(foreign.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })])
    expect(dataOf(await stranger.graphql(INBOX)).inbox).toEqual({ unread: 0, notices: [] })

    const read = dataOf(await owner.graphql(MARK_READ, { id: noticeId })).markNoticeRead
    expect(read.userErrors).toEqual([])
    expect(read.inbox.unread).toBe(1)
    expect(
      read.inbox.notices.find((item: { id: string }) => item.id === noticeId).readAt,
    ).not.toBeNull()
  })

  test('settings are saved and read back, and a kind turned off sends nothing', async () => {
    const owner = await signedInHaulier()
    const read = `{ reminderSettings { clientDocuments drivingLicences ePermits } }`
    expect(dataOf(await owner.graphql(read)).reminderSettings).toEqual({
      clientDocuments: true,
      drivingLicences: true,
      ePermits: true,
    })
    const input = { clientDocuments: true, drivingLicences: false, ePermits: true }
    const saved = dataOf(await owner.graphql(SETTINGS, { input })).updateReminderSettings
    expect(saved).toEqual({ reminderSettings: input, userErrors: [] })
    expect(dataOf(await owner.graphql(read)).reminderSettings).toEqual(input)

    await legalProfile(owner, await referenceIds(owner))
    await legalDriver(owner, 'DL-INBOX-2')
    await api.runReminders(daysFromNow(493))
    const documents = dataOf(await owner.graphql(INBOX)).inbox.notices.map(
      (notice: { document: string }) => notice.document,
    )
    expect(documents).toEqual(['CLIENT_LICENCE'])
  })

  test('a visitor is asked to sign in', async () => {
    const visitor = new Browser(gateway.url, {})
    const answer = await visitor.graphql(INBOX)
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })
})
