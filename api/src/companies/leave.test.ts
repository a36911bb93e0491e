import { describe, expect } from 'vitest'
import { createAccount } from '../testing/accounts.js'
import { seedDriver } from '../testing/cabinet.js'
import { memberOf } from '../testing/companies.js'
import { it } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'

const ids = (list: { id: number }[]) => list.map((one) => one.id)

async function activityKinds(server: TestServer, token: string) {
  const answer = await server.get('/api/company/activity', { token })
  return answer.body.items.map((item: { kind: string; member: { id: number } | null }) => ({
    kind: item.kind,
    member: item.member?.id,
  }))
}

describe('a member leaves a company', () => {
  it('lets a dispatcher leave: their session works for their own company, and the log names it', async ({
    server,
  }) => {
    const carrier = await createAccount(server)
    const dispatcher = await memberOf(server, carrier.id, 'dispatcher')
    const own = await seedDriver(server, dispatcher.id, true)
    const left = await server.post(
      '/api/companies/leave',
      { company_id: carrier.id },
      { token: dispatcher.token },
    )
    expect(left.status).toBe(200)
    expect(left.body).toEqual({
      status: 'success',
      company: { id: dispatcher.id, name: dispatcher.corpname, role: 'administrator' },
    })
    const theirs = await server.get('/api/companies', { token: dispatcher.token })
    expect(theirs.body.current).toBe(dispatcher.id)
    expect(ids(theirs.body.companies)).toEqual([dispatcher.id])
    // The same session reads its own company's records now.
    const drivers = await server.get('/api/drivers/1', { token: dispatcher.token })
    expect(ids(drivers.body.data.drivers)).toEqual([own])
    const members = await server.get('/api/company/members', { token: carrier.token })
    expect(members.body.members.map((one: { user_id: number }) => one.user_id)).toEqual([
      carrier.id,
    ])
    expect((await activityKinds(server, carrier.token))[0]).toEqual({
      kind: 'member_left',
      member: dispatcher.id,
    })
  })

  it('leaves a person invited into one company with a session for none', async ({ server }) => {
    const carrier = await createAccount(server)
    const viewer = await memberOf(server, carrier.id, 'viewer')
    // A person with no company of their own (as one who signed up with an invitation).
    await server.db
      .deleteFrom('company_members')
      .where('company_id', '=', viewer.id)
      .where('user_id', '=', viewer.id)
      .execute()
    const left = await server.post(
      '/api/companies/leave',
      { company_id: carrier.id },
      { token: viewer.token },
    )
    expect(left.body).toEqual({ status: 'success', company: null })
    const cabinet = await server.get('/api/drivers/1', { token: viewer.token, lang: 'en' })
    expect(cabinet.status).toBe(403)
    expect(cabinet.body.message).toContain('not an active member')
  })

  it('lists a company that suspended the person apart, and lets them leave it', async ({
    server,
  }) => {
    const carrier = await createAccount(server)
    const viewer = await memberOf(server, carrier.id, 'viewer')
    await server.put(
      `/api/company/members/${viewer.memberId}`,
      { status: 'suspended' },
      { token: carrier.token },
    )
    const before = await server.get('/api/companies', { token: viewer.token })
    expect(ids(before.body.companies)).toEqual([viewer.id])
    expect(before.body.suspended).toEqual([
      { id: carrier.id, name: carrier.corpname, role: 'viewer' },
    ])
    const left = await server.post(
      '/api/companies/leave',
      { company_id: carrier.id },
      { token: viewer.token },
    )
    expect(left.status).toBe(200)
    const after = await server.get('/api/companies', { token: viewer.token })
    expect(after.body.suspended).toEqual([])
    const members = await server.get('/api/company/members', { token: carrier.token })
    expect(members.body.members.map((one: { user_id: number }) => one.user_id)).toEqual([
      carrier.id,
    ])
  })

  it('refuses the last active administrator, in their language, even of their own company', async ({
    server,
  }) => {
    const founder = await createAccount(server)
    const messages = {
      en: 'The last administrator of a company cannot leave',
      ru: 'Последний администратор компании не может уйти',
      tm: 'ýeke-täk administratory gidip',
    }
    for (const [lang, words] of Object.entries(messages)) {
      const refused = await server.post(
        '/api/companies/leave',
        { company_id: founder.id },
        { token: founder.token, lang: lang as 'en' | 'ru' | 'tm' },
      )
      expect(refused.status).toBe(422)
      expect(refused.body.errors.company_id[0]).toContain(words)
    }
    // A suspended administrator does not count: the founder is still the last active one.
    const suspended = await memberOf(server, founder.id, 'administrator')
    await server.put(
      `/api/company/members/${suspended.memberId}`,
      { status: 'suspended' },
      { token: founder.token },
    )
    const still = await server.post(
      '/api/companies/leave',
      { company_id: founder.id },
      { token: founder.token },
    )
    expect(still.status).toBe(422)
    // With another active administrator the founder may go; their records stay the company's.
    const second = await memberOf(server, founder.id, 'administrator')
    const gone = await server.post(
      '/api/companies/leave',
      { company_id: founder.id },
      { token: founder.token },
    )
    expect(gone.body).toEqual({ status: 'success', company: null })
    const members = await server.get('/api/company/members', { token: second.token })
    expect(members.body.members.map((one: { user_id: number }) => one.user_id)).not.toContain(
      founder.id,
    )
    // The second administrator, now the last active one, cannot leave.
    const last = await server.post(
      '/api/companies/leave',
      { company_id: founder.id },
      { token: second.token },
    )
    expect(last.status).toBe(422)
  })

  it("refuses to leave another company, and leaves that company's members as they were", async ({
    server,
  }) => {
    const first = await createAccount(server)
    const second = await createAccount(server)
    const dispatcher = await memberOf(server, second.id, 'dispatcher')
    const refused = await server.post(
      '/api/companies/leave',
      { company_id: second.id },
      { token: first.token, lang: 'en' },
    )
    expect(refused.status).toBe(404)
    expect(refused.body.message).toBe('The company was not found.')
    const members = await server.get('/api/company/members', { token: second.token })
    expect(members.body.members.map((one: { user_id: number }) => one.user_id)).toEqual([
      second.id,
      dispatcher.id,
    ])
    const invalid = await server.post('/api/companies/leave', {}, { token: first.token })
    expect(invalid.status).toBe(422)
  })
})
