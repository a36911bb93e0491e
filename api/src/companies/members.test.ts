import { describe, expect } from 'vitest'
import { createAccount } from '../testing/accounts.js'
import { operator, seedDriver } from '../testing/cabinet.js'
import { memberOf } from '../testing/companies.js'
import { it } from '../testing/fixtures.js'

describe("a company's members", () => {
  it('lists the members; an administrator changes a role, suspends and removes, and the sessions follow at once', async ({
    server,
  }) => {
    const admin = await createAccount(server)
    const dispatcher = await memberOf(server, admin.id, 'dispatcher')
    const list = await server.get('/api/company/members', { token: dispatcher.token })
    expect(list.body.members.map((one: { role: string }) => one.role)).toEqual([
      'administrator',
      'dispatcher',
    ])
    // Only an administrator is shown the invitations.
    expect(list.body.invitations).toEqual([])

    const toViewer = await server.put(
      `/api/company/members/${dispatcher.memberId}`,
      { role: 'viewer' },
      { token: admin.token },
    )
    expect(toViewer.body.member).toMatchObject({ role: 'viewer', status: 'active' })
    const refused = await server.post('/api/driver', {}, { token: dispatcher.token })
    expect(refused.status).toBe(403)

    await server.put(
      `/api/company/members/${dispatcher.memberId}`,
      { status: 'suspended' },
      { token: admin.token },
    )
    const suspended = await server.get('/api/drivers/1', { token: dispatcher.token, lang: 'en' })
    expect(suspended.status).toBe(403)
    expect(suspended.body.message).toContain('not an active member')

    const removed = await server.delete(`/api/company/members/${dispatcher.memberId}`, {
      token: admin.token,
    })
    expect(removed.status).toBe(200)
    const companies = await server.get('/api/companies', { token: dispatcher.token })
    expect(companies.body.companies.map((one: { id: number }) => one.id)).toEqual([dispatcher.id])
  })

  it('keeps the last active administrator: not removed, suspended or made another role', async ({
    server,
  }) => {
    const admin = await createAccount(server)
    const [own] = (await server.get('/api/company/members', { token: admin.token })).body.members
    for (const change of [{ role: 'viewer' }, { status: 'suspended' }]) {
      const answer = await server.put(`/api/company/members/${own.id}`, change, {
        token: admin.token,
        lang: 'en',
      })
      expect(answer.status).toBe(422)
      expect(Object.values(answer.body.errors).flat()[0]).toContain('last administrator')
    }
    const leave = await server.delete(`/api/company/members/${own.id}`, { token: admin.token })
    expect(leave.status).toBe(422)
    // With a second administrator, the first may go.
    const second = await memberOf(server, admin.id, 'administrator')
    const gone = await server.delete(`/api/company/members/${own.id}`, { token: second.token })
    expect(gone.status).toBe(200)
  })

  it("never reaches another company's members or records", async ({ server }) => {
    const first = await createAccount(server)
    const second = await createAccount(server)
    const [secondsOwn] = (await server.get('/api/company/members', { token: second.token })).body
      .members
    const other = await server.put(
      `/api/company/members/${secondsOwn.id}`,
      { role: 'viewer' },
      { token: first.token },
    )
    expect(other.status).toBe(404)
    expect(
      (await server.delete(`/api/company/members/${secondsOwn.id}`, { token: first.token })).status,
    ).toBe(404)
    const driver = await seedDriver(server, second.id, true)
    expect((await server.get(`/api/driver/${driver}`, { token: first.token })).status).toBe(404)
    const choose = await server.post(
      '/api/companies/current',
      { company_id: second.id },
      { token: first.token },
    )
    expect(choose.status).toBe(404)
  })

  it('changes only a role or a status: other columns sent are dropped, a change of nothing refused', async ({
    server,
  }) => {
    const admin = await createAccount(server)
    const stranger = await createAccount(server)
    const dispatcher = await memberOf(server, admin.id, 'dispatcher')
    const sneaky = await server.put(
      `/api/company/members/${dispatcher.memberId}`,
      { role: 'viewer', user_id: stranger.id, company_id: stranger.id, id: 999, extra: 1 },
      { token: admin.token },
    )
    expect(sneaky.status).toBe(200)
    expect(sneaky.body.member).toMatchObject({
      id: dispatcher.memberId,
      user_id: dispatcher.id,
      role: 'viewer',
    })
    const strangers = await server.get('/api/company/members', { token: stranger.token })
    expect(strangers.body.members.map((one: { user_id: number }) => one.user_id)).toEqual([
      stranger.id,
    ])
    for (const body of [{}, { extra: -2.1e-45 }, { user_id: stranger.id }]) {
      const nothing = await server.put(`/api/company/members/${dispatcher.memberId}`, body, {
        token: admin.token,
        lang: 'en',
      })
      expect(nothing.status, JSON.stringify(body)).toBe(422)
    }
  })

  it('lets a person in two companies switch, and each session sees only the chosen one', async ({
    server,
  }) => {
    const carrier = await createAccount(server)
    const person = await memberOf(server, carrier.id, 'dispatcher')
    const own = await seedDriver(server, person.id, true, { name: 'Öz' })
    const carriers = await seedDriver(server, carrier.id, true, { name: 'Daşary' })
    const names = async () =>
      (await server.get('/api/drivers/1', { token: person.token })).body.data.drivers.map(
        (driver: { id: number }) => driver.id,
      )
    expect(await names()).toEqual([carriers])
    const chosen = await server.post(
      '/api/companies/current',
      { company_id: person.id },
      { token: person.token },
    )
    expect(chosen.body.company).toMatchObject({ id: person.id, role: 'administrator' })
    expect(await names()).toEqual([own])
  })

  it('shows an operator a company and its members, and no client', async ({ server }) => {
    const admin = await createAccount(server, { corpname: 'Lebap Ýük' })
    await memberOf(server, admin.id, 'viewer')
    const staff = await operator(server)
    const seen = await server.get(`/api/operator/companies/${admin.id}`, { token: staff.token })
    expect(seen.body.company).toMatchObject({ id: admin.id, name: 'Lebap Ýük' })
    expect(seen.body.members.map((one: { role: string }) => one.role)).toEqual([
      'administrator',
      'viewer',
    ])
    expect(
      (await server.get(`/api/operator/companies/${staff.id}`, { token: staff.token })).status,
    ).toBe(404)
    expect(
      (await server.get(`/api/operator/companies/${admin.id}`, { token: admin.token })).status,
    ).toBe(403)
  })
})
