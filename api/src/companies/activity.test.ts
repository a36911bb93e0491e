import { describe, expect } from 'vitest'
import { operator } from '../testing/cabinet.js'
import { memberOf } from '../testing/companies.js'
import { it } from '../testing/fixtures.js'
import { move, permitReadyHaulier, permitRequestBody } from '../testing/permits.js'
import { paidPermit } from '../testing/receipts.js'
import { permissionBody } from '../testing/requests.js'
import type { TestServer } from '../testing/test-server.js'

const nextYear = `${new Date().getFullYear() + 1}-03-31`

async function named(server: TestServer, userId: number, name: string) {
  await server.db.updateTable('users').set({ name }).where('id', '=', userId).execute()
}

async function truckBrandId(server: TestServer) {
  const brand = await server.db
    .selectFrom('brands')
    .select('id')
    .where('kind', '=', 'truck')
    .executeTakeFirstOrThrow()
  return brand.id
}

interface Item {
  kind: string
  actor: string
  member: { id: number; name: string } | null
  record: {
    kind: string
    id: number
    title: string | null
    model_id: number | null
    is_legal: boolean | null
    is_car: boolean | null
  }
  status: string | null
}

describe("a company's activity log", () => {
  it('names the member who added, changed and removed the fleet, filed requests and changed members, newest first; an operator’s move shows without a member', async ({
    server,
  }) => {
    const company = await permitReadyHaulier(server)
    const dispatcher = await memberOf(server, company.id, 'dispatcher')
    await named(server, dispatcher.id, 'Merdan Ataýew')
    const token = dispatcher.token

    const driver = await server.post(
      '/api/driver',
      {
        name: 'Döwlet',
        surname: 'Hojamuradow',
        patronymic: 'Annaýewiç',
        driving_license_number: 'AG 654321',
        driving_license_expired_date: nextYear,
        is_legal: '1',
        driving_licence_categories: company.ref.categoryIds.slice(0, 1),
        transports: [],
      },
      { token },
    )
    expect(driver.status, driver.text).toBe(200)
    const driverId = driver.body.id as number
    expect(
      (await server.patch(`/api/driver/${driverId}`, { name: 'Döwletgeldi' }, { token })).status,
    ).toBe(200)
    const car = await server.post(
      '/api/transport',
      {
        brand_id: await truckBrandId(server),
        plate_number: '77 AG 7007',
        card_number: 'TC-77',
        card_start_date: '2024-05-20',
        is_transport: '1',
        is_legal: '1',
      },
      { token },
    )
    expect(car.status, car.text).toBe(200)
    expect((await server.delete(`/api/transport/${car.body.id}`, { token })).status).toBe(200)
    expect((await server.delete(`/api/driver/${driverId}`, { token })).status).toBe(200)
    const fleetRows = await Promise.all([
      server.db.selectFrom('drivers').select('member_id').where('id', '=', driverId).execute(),
      server.db
        .selectFrom('transports')
        .select('member_id')
        .where('id', '=', car.body.id)
        .execute(),
    ])
    expect(fleetRows).toEqual([[{ member_id: dispatcher.id }], [{ member_id: dispatcher.id }]])
    const permit = await server.post('/api/request-to-permission', permitRequestBody(company), {
      token,
    })
    expect(permit.body.status).toBe('success')
    const permission = await server.post('/api/load-permission', permissionBody(), { token })
    expect(permission.body.status).toBe('success')
    const office = await operator(server)
    await move(server, office.token, permit.body.id, { status: 2 })
    const reviewed = await server.get(`/api/operator/permits/${permit.body.id}`, {
      token: office.token,
    })
    expect(reviewed.body.filed_by).toBe(dispatcher.id)
    const queue = await server.get('/api/operator/requests/1', { token: office.token })
    const filedPermission = queue.body.payload.find(
      (row: { id: number; model_id: number }) =>
        row.id === permission.body.id && row.model_id === 2,
    )
    expect(filedPermission.filed_by).toBe(dispatcher.id)
    const viewer = await memberOf(server, company.id, 'viewer')
    const changed = await server.put(
      `/api/company/members/${viewer.memberId}`,
      { role: 'dispatcher' },
      { token: company.token },
    )
    expect(changed.status, changed.text).toBe(200)

    const log = await server.get('/api/company/activity', { token: viewer.token, lang: 'en' })
    expect(log.status, log.text).toBe(200)
    const items = log.body.items as Item[]
    expect(items.map((item) => item.kind)).toEqual([
      'member_changed',
      'status_changed',
      'request_filed',
      'permit_filed',
      'driver_removed',
      'vehicle_removed',
      'vehicle_added',
      'driver_changed',
      'driver_added',
    ])
    const merdan = { id: dispatcher.id, name: 'Merdan Ataýew' }
    expect(items[8]).toMatchObject({
      actor: 'member',
      member: merdan,
      record: { kind: 'driver', id: driverId, title: 'Hojamuradow Döwletgeldi Annaýewiç' },
    })
    // A removed vehicle has no page to lead to: no profile to find it under.
    expect(items[6]?.record).toEqual({
      kind: 'transport',
      id: car.body.id,
      title: '77 AG 7007',
      model_id: null,
      is_legal: null,
      is_car: true,
    })
    expect(items[3]).toMatchObject({
      member: merdan,
      record: { kind: 'permit', id: permit.body.id },
    })
    expect(items[2]).toMatchObject({
      member: merdan,
      record: { kind: 'cargo_permission', id: permission.body.id, model_id: 2 },
    })
    expect(items[1]).toMatchObject({
      actor: 'operator',
      member: null,
      record: { kind: 'permit', id: permit.body.id },
      status: 'Under consideration',
    })
    expect(items[0]).toMatchObject({
      member: { id: company.id },
      record: { kind: 'member', id: viewer.id },
    })
    expect(log.body).toMatchObject({ total: 9, page: 1, per_page: 20 })
    expect(log.body.members).toContainEqual(merdan)
    expect(log.body.members).toHaveLength(3)
  })

  it('narrows by member, kind and days, pages, and refuses a bad filter in the caller’s language', async ({
    server,
  }) => {
    const company = await permitReadyHaulier(server)
    const dispatcher = await memberOf(server, company.id, 'dispatcher')
    for (const [token, count] of [
      [company.token, 2],
      [dispatcher.token, 21],
    ] as const) {
      for (let i = 0; i < count; i += 1) {
        const answer = await server.post('/api/load-permission', permissionBody(), { token })
        expect(answer.body.status).toBe('success')
      }
    }
    await server.post(
      '/api/company/invitations',
      { email: 'new@example.com', role: 'viewer' },
      {
        token: company.token,
      },
    )
    const read = async (query: string) => {
      const answer = await server.get(`/api/company/activity${query}`, { token: company.token })
      expect(answer.status, answer.text).toBe(200)
      return answer.body as { items: Item[]; total: number; page: number }
    }

    const all = await read('')
    expect(all.total).toBe(24)
    expect(all.items).toHaveLength(20)
    const second = await read('?page=2')
    expect(second.items).toHaveLength(4)
    expect(second.items.at(-1)?.member?.id).toBe(company.id)
    expect((await read('?page=3')).items).toEqual([])

    const byDispatcher = await read(`?member_id=${dispatcher.id}`)
    expect(byDispatcher.total).toBe(21)
    expect(byDispatcher.items.every((item) => item.member?.id === dispatcher.id)).toBe(true)
    const invited = await read('?kind=member_invited')
    expect(invited.items).toEqual([
      expect.objectContaining({ record: expect.objectContaining({ title: 'new@example.com' }) }),
    ])
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10)
    expect((await read(`?from=${today}&to=${today}`)).total).toBe(24)
    expect((await read('?to=2020-01-01')).total).toBe(0)

    for (const query of ['kind=everything', 'from=2026-02-30', 'member_id=0', 'page=0']) {
      const refused = await server.get(`/api/company/activity?${query}`, {
        token: company.token,
        lang: 'ru',
      })
      expect(refused.status, query).toBe(422)
      expect(refused.body.message).toMatch(/[а-я]/)
    }
    const reversed = await server.get('/api/company/activity?from=2026-05-02&to=2026-05-01', {
      token: company.token,
      lang: 'ru',
    })
    expect(reversed.status).toBe(422)
    expect(reversed.body.errors.from).toEqual(['Дата «с» не может быть позже даты «по».'])
  })

  it('tells what a link to a record needs: the kind of request, and the profile of a driver still in the fleet', async ({
    server,
  }) => {
    const company = await permitReadyHaulier(server)
    const token = company.token
    const unloading = await server.post('/api/unload-permission', permissionBody(), { token })
    expect(unloading.body.status).toBe('success')
    const driver = await server.post(
      '/api/driver',
      {
        name: 'Aman',
        surname: 'Amanow',
        patronymic: 'Myradowiç',
        driving_license_number: 'AG 111222',
        driving_license_expired_date: nextYear,
        is_legal: '0',
        driving_licence_categories: company.ref.categoryIds.slice(0, 1),
        transports: [],
      },
      { token },
    )
    expect(driver.status, driver.text).toBe(200)
    const log = await server.get('/api/company/activity', { token })
    const [added, filed] = log.body.items as Item[]
    expect(added?.record).toMatchObject({ kind: 'driver', is_legal: false, is_car: null })
    expect(filed?.record).toMatchObject({
      kind: 'cargo_permission',
      id: unloading.body.id,
      model_id: 3,
      is_legal: null,
    })
  })

  it('lists an e-permit paid once as paid once, by the payment provider, as its timeline does', async ({
    server,
  }) => {
    const office = await operator(server)
    const { user, permitId } = await paidPermit(server, office.token, { lang: 'en' })
    const log = await server.get('/api/company/activity', { token: user.token, lang: 'en' })
    expect(log.status, log.text).toBe(200)
    const aboutPermit = (log.body.items as Item[])
      .filter((item) => item.record.kind === 'permit' && item.record.id === permitId)
      .map((item) => [item.kind, item.actor, item.status])
    expect(aboutPermit).toEqual([
      ['status_changed', 'payment_provider', 'Paid'],
      ['payment_opened', 'member', null],
      ['status_changed', 'operator', 'To pay'],
      ['status_changed', 'operator', 'Under consideration'],
      ['permit_filed', 'member', null],
    ])
  })

  it("shows another company's member none of it", async ({ server }) => {
    const company = await permitReadyHaulier(server)
    const filed = await server.post('/api/load-permission', permissionBody(), {
      token: company.token,
    })
    expect(filed.body.status).toBe('success')
    const other = await permitReadyHaulier(server)
    const outsider = await memberOf(server, other.id, 'administrator')
    const theirs = await server.get('/api/company/activity', { token: outsider.token })
    expect(theirs.status).toBe(200)
    expect(theirs.body).toMatchObject({ items: [], total: 0 })
    const byMember = await server.get(`/api/company/activity?member_id=${company.id}`, {
      token: outsider.token,
    })
    expect(byMember.body.items).toEqual([])
    const own = await server.get('/api/company/activity', { token: company.token })
    expect(own.body.items).toHaveLength(1)
  })
})
