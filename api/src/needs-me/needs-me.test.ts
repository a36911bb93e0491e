import { describe, expect } from 'vitest'
import { daysAfter, enterpriseToday } from '../calendar/days.js'
import { haulier, operator, seedClientProfile, seedDriver } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import { move, permitReadyHaulier, permitToPay, requestPermit } from '../testing/permits.js'
import { seedCargoPermission, seedOnlineApplication } from '../testing/requests.js'
import type { TestServer } from '../testing/test-server.js'

const needsMe = (server: TestServer, token: string, query = '') =>
  server.get(`/api/needs-me${query}`, { token, lang: 'en' })

const answerRequest = (
  server: TestServer,
  token: string,
  body: { model_id: number; item_id: number; status: number; reason?: string },
) => server.post('/api/operator/requests/status', body, { token, lang: 'en' })

const inDays = (days: number) => daysAfter(enterpriseToday(), days)

async function driverLicenceEnding(server: TestServer, userId: number, on: string) {
  const id = await seedDriver(server, userId, true)
  await server.db
    .updateTable('drivers')
    .set({ driving_license_expired_date: on })
    .where('id', '=', id)
    .execute()
  return id
}

describe('GET /api/needs-me', () => {
  it('answers a new haulier with nothing, and refuses visitors and operators', async ({
    server,
  }) => {
    const user = await haulier(server)
    const answer = await needsMe(server, user.token)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      today: enterpriseToday(),
      within_days: 30,
      answers_seen_at: null,
      to_pay: [],
      answered: [],
      expiring: [],
    })
    expect((await server.get('/api/needs-me')).status).toBe(401)
    expect((await needsMe(server, (await operator(server)).token)).status).toBe(403)
  })

  it("gives each haulier their own e-permits to pay, answers and expiries, never another's", async ({
    server,
  }) => {
    const staff = await operator(server)
    const owner = await permitReadyHaulier(server)
    const stranger = await permitReadyHaulier(server)
    const toPay = await permitToPay(server, owner, staff.token, 240)
    const rejected = await requestPermit(server, owner)
    await move(server, staff.token, rejected, { status: 6, reason: 'Ýük resminamasy ýok' })
    const loading = await seedCargoPermission(server, owner.id, 2, { number: 'YP-0042' })
    await answerRequest(server, staff.token, { model_id: 2, item_id: loading, status: 1 })
    const application = await seedOnlineApplication(server, owner.id, { number: 'CMR-77' })
    await answerRequest(server, staff.token, {
      model_id: 1,
      item_id: application,
      status: 2,
      reason: 'CMR belgisi nädogry',
    })
    const driver = await driverLicenceEnding(server, owner.id, inDays(10))

    const mine = (await needsMe(server, owner.token)).body
    expect(mine.to_pay).toEqual([
      expect.objectContaining({ id: toPay, price: 240, is_legal: true, permit_type: 1 }),
    ])
    expect(
      mine.answered.map((answer: any) => [answer.subject, answer.id, answer.status, answer.number]),
    ).toEqual([
      ['online-application', application, 2, 'CMR-77'],
      ['load-permission', loading, 1, 'YP-0042'],
      ['permit', rejected, 6, null],
    ])
    // Each answer with the operator's words: a decline's reason, none given for the acceptance.
    expect(mine.answered.map((answer: any) => answer.reason)).toEqual([
      'CMR belgisi nädogry',
      null,
      'Ýük resminamasy ýok',
    ])
    expect(mine.expiring).toEqual([
      expect.objectContaining({ document: 'driving-licence', id: driver, expires_on: inDays(10) }),
    ])

    const theirs = (await needsMe(server, stranger.token)).body
    expect([theirs.to_pay, theirs.answered, theirs.expiring]).toEqual([[], [], []])
  })

  it('counts an expiry inside the window or already past, soonest first, and none beyond', async ({
    server,
  }) => {
    const user = await haulier(server)
    await seedClientProfile(server, user.id, false)
    await server.db
      .updateTable('client_profiles')
      .set({ license_expire_date: inDays(20), patent_expire_date: inDays(45) })
      .where('user_id', '=', user.id)
      .execute()
    const expired = await driverLicenceEnding(server, user.id, inDays(-3))
    const soon = await driverLicenceEnding(server, user.id, inDays(5))
    await driverLicenceEnding(server, user.id, inDays(31))
    const removed = await driverLicenceEnding(server, user.id, inDays(1))
    await server.db
      .updateTable('drivers')
      .set({ deleted_at: new Date() })
      .where('id', '=', removed)
      .execute()

    const month = (await needsMe(server, user.token)).body.expiring
    expect(month.map((item: any) => [item.document, item.id, item.expires_on])).toEqual([
      ['driving-licence', expired, inDays(-3)],
      ['driving-licence', soon, inDays(5)],
      ['licence', null, inDays(20)],
    ])
    expect(month[2].is_legal).toBe(false)

    const week = (await needsMe(server, user.token, '?within=7')).body
    expect(week.within_days).toBe(7)
    expect(week.expiring.map((item: any) => item.id)).toEqual([expired, soon])

    const twoMonths = (await needsMe(server, user.token, '?within=60')).body.expiring
    expect(twoMonths.map((item: any) => item.document)).toEqual([
      'driving-licence',
      'driving-licence',
      'licence',
      'driving-licence',
      'patent',
    ])
  })

  it('counts issued e-permits and accepted permissions in their last week, until they end', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const [ending, later, ended] = [
      await requestPermit(server, user),
      await requestPermit(server, user),
      await requestPermit(server, user),
    ]
    for (const [id, returnDate] of [
      [ending, inDays(7)],
      [later, inDays(8)],
      [ended, inDays(-1)],
    ] as const) {
      await server.db
        .updateTable('permits')
        .set({ status: 5, departure_date: daysAfter(returnDate, -5), return_date: returnDate })
        .where('id', '=', id)
        .execute()
    }
    const [permission, fresh] = [
      await seedCargoPermission(server, user.id, 3, { status: 1, number: 'GP-9' }),
      await seedCargoPermission(server, user.id, 2, { status: 1, number: 'YP-30' }),
    ]
    for (const [id, validUntil] of [
      [permission, inDays(2)],
      // A permission just accepted, valid for 30 days: nothing to renew yet.
      [fresh, inDays(29)],
    ] as const) {
      await server.db
        .updateTable('cargo_permissions')
        .set({ valid_until: validUntil })
        .where('id', '=', id)
        .execute()
    }

    const { expiring } = (await needsMe(server, user.token)).body
    expect(expiring.map((item: any) => [item.document, item.id, item.name])).toEqual([
      ['unload-permission', permission, 'GP-9'],
      ['e-permit', ending, null],
    ])
    expect(expiring[1].country_id).toBe(user.ref.countryIds[0])
    // A smaller window than a week is the window.
    const { expiring: within3 } = (await needsMe(server, user.token, '?within=3')).body
    expect(within3.map((item: any) => item.id)).toEqual([permission])
  })

  it('refuses a window it cannot use with a clear message', async ({ server }) => {
    const user = await haulier(server)
    for (const within of ['0', '367', 'week']) {
      const answer = await needsMe(server, user.token, `?within=${within}`)
      expect(answer.status).toBe(422)
      expect(Object.keys(answer.body.errors)).toEqual(['within'])
    }
  })
})

describe('POST /api/needs-me/answers-seen', () => {
  it('clears the answers seen so far, for the caller only, and lets a later answer through', async ({
    server,
  }) => {
    const staff = await operator(server)
    const user = await haulier(server)
    const other = await haulier(server)
    const first = await seedOnlineApplication(server, user.id)
    const theirs = await seedOnlineApplication(server, other.id)
    await answerRequest(server, staff.token, { model_id: 1, item_id: first, status: 1 })
    await answerRequest(server, staff.token, { model_id: 1, item_id: theirs, status: 1 })

    const marked = await server.post('/api/needs-me/answers-seen', {}, { token: user.token })
    expect(marked.status).toBe(200)
    expect(marked.body.answered).toEqual([])
    expect(Date.parse(marked.body.answers_seen_at)).not.toBeNaN()
    expect((await needsMe(server, other.token)).body.answered).toHaveLength(1)

    const second = await seedOnlineApplication(server, user.id)
    await answerRequest(server, staff.token, { model_id: 1, item_id: second, status: 2 })
    const after = (await needsMe(server, user.token)).body.answered
    expect(after.map((answer: any) => answer.id)).toEqual([second])
  })
})
