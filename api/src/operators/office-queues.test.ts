import { describe, expect } from 'vitest'
import { enterpriseToday } from '../calendar/days.js'
import { haulier, operator } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import { move, permitReadyHaulier, requestPermit } from '../testing/permits.js'
import { seedCargoPermission, seedOnlineApplication } from '../testing/requests.js'
import type { TestServer } from '../testing/test-server.js'

/** The operator office's queues: oldest first, filtered, counted, each with its claimant. */

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000)
const idsOf = (list: { id: number }[]) => list.map((item) => item.id)
const backdate = (server: TestServer, id: number, at: Date) =>
  server.db.updateTable('permits').set({ created_at: at }).where('id', '=', id).execute()

describe('the e-permit queue (GET /api/operator/permits?order=oldest)', () => {
  it('lists the oldest first with its claimant, counts every status, and filters', async ({
    server,
  }) => {
    const staff = await operator(server)
    const other = await operator(server)
    const owner = await permitReadyHaulier(server)
    const [oldest, middle, newest] = [
      await requestPermit(server, owner),
      await requestPermit(server, owner),
      await requestPermit(server, owner, { country: owner.ref.countryIds[1] }),
    ]
    await backdate(server, oldest, ago(300))
    await backdate(server, middle, ago(200))
    await move(server, other.token, middle, { status: 2 })
    const queue = (query: string) =>
      server.get(`/api/operator/permits?order=oldest&haulier=${owner.id}${query}`, {
        token: staff.token,
        lang: 'en',
      })

    const fresh = await queue('&status=1')
    expect(fresh.status).toBe(200)
    expect(idsOf(fresh.body.permits)).toEqual([oldest, newest])
    expect(fresh.body.total).toBe(2)
    expect(fresh.body.counts).toEqual([
      { status: 1, count: 2 },
      { status: 2, count: 1 },
      { status: 3, count: 0 },
      { status: 4, count: 0 },
      { status: 5, count: 0 },
      { status: 6, count: 0 },
    ])
    expect(fresh.body.permits[0]).toMatchObject({ claim: null, actions: ['claim'] })

    const considered = await queue('&status=2')
    expect(considered.body.permits).toMatchObject([
      {
        id: middle,
        claim: { operator: { id: other.id, name: other.name, email: other.email } },
        // Another operator holds it: nothing is open to this one.
        actions: [],
      },
    ])
    const mine = await server.get(`/api/operator/permits/${middle}`, { token: other.token })
    expect(mine.body.actions).toEqual(['release', 'price', 'reject'])

    const byCountry = await queue(`&country_id=${owner.ref.countryIds[1]}`)
    expect(idsOf(byCountry.body.permits)).toEqual([newest])
    // Days are Ashgabat's: late evening UTC is already tomorrow there.
    const today = enterpriseToday()
    const byDays = await queue(`&filed_from=${today}&filed_to=${today}`)
    expect(idsOf(byDays.body.permits)).toContain(newest)
    const before = await queue('&filed_to=2000-01-01')
    expect(before.body).toMatchObject({ permits: [], total: 0 })
    const byEmail = await server.get(
      `/api/operator/permits?order=oldest&status=1&haulier=${encodeURIComponent(owner.email.toUpperCase())}`,
      { token: staff.token },
    )
    expect(idsOf(byEmail.body.permits)).toEqual([oldest, newest])
    const wildcard = await server.get('/api/operator/permits?haulier=%25', { token: staff.token })
    expect(wildcard.body.permits).toEqual([])
    const badDay = await server.get('/api/operator/permits?filed_from=2026-02-30', {
      token: staff.token,
    })
    expect(badDay.status).toBe(422)
  })

  // Found by the fuzz (issue 27): an undeclared `id` reached the list's SQL filter, and
  // `id=false` answered 500; a number would have narrowed the list to that e-permit.
  it('ignores query parameters it does not declare', async ({ server }) => {
    const staff = await operator(server)
    const owner = await permitReadyHaulier(server)
    const [first, second] = [await requestPermit(server, owner), await requestPermit(server, owner)]
    const list = (extra: string) =>
      server.get(`/api/operator/permits?haulier=${encodeURIComponent(owner.email)}${extra}`, {
        token: staff.token,
      })
    const all = idsOf((await list('')).body.permits)
    expect(all).toEqual(expect.arrayContaining([first, second]))
    for (const extra of ['&id=false', `&id=${first}`, '&utm_source=mail']) {
      const answer = await list(extra)
      expect(answer.status, extra).toBe(200)
      expect(idsOf(answer.body.permits), extra).toEqual(all)
    }
  })
})

describe('the request queue (GET /api/operator/requests/{page}?order=oldest)', () => {
  it('lists pending requests of every kind oldest first, by kind, with counts per kind and status', async ({
    server,
  }) => {
    const staff = await operator(server)
    const owner = await haulier(server, { name: 'Queue Owner Myradow' })
    const load = await seedCargoPermission(server, owner.id, 2, { createdAt: ago(90) })
    const unload = await seedCargoPermission(server, owner.id, 3, { createdAt: ago(60) })
    const application = await seedOnlineApplication(server, owner.id, { createdAt: ago(30) })
    await seedCargoPermission(server, owner.id, 2, { status: 1, createdAt: ago(120) })
    const queue = (query: string) =>
      server.get(`/api/operator/requests/1?order=oldest&haulier=owner%20myradow${query}`, {
        token: staff.token,
      })

    const pending = await queue('&status=0')
    expect(
      pending.body.payload.map((item: { id: number; model_id: number }) => [
        item.model_id,
        item.id,
      ]),
    ).toEqual([
      [2, load],
      [3, unload],
      [1, application],
    ])
    expect(pending.body.total).toBe(3)
    expect(pending.body.counts).toHaveLength(12)
    expect(pending.body.counts).toEqual(
      expect.arrayContaining([
        { model_id: 2, status: 0, count: 1 },
        { model_id: 2, status: 1, count: 1 },
        { model_id: 3, status: 0, count: 1 },
        { model_id: 1, status: 0, count: 1 },
        { model_id: 1, status: 2, count: 0 },
      ]),
    )
    expect(pending.body.payload[0]).toMatchObject({ claim: null, actions: ['claim'] })

    const applications = await queue('&status=0&model_id=1')
    expect(idsOf(applications.body.payload)).toEqual([application])
    expect(applications.body.total).toBe(1)
    const unloads = await queue('&model_id=3')
    expect(idsOf(unloads.body.payload)).toEqual([unload])
  })
})
