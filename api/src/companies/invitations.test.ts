import { describe, expect } from 'vitest'
import { createAccount } from '../testing/accounts.js'
import { it } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'

/** Invites `email` as the administrator `token`, and reads the link from the letter sent. */
async function invite(
  server: TestServer,
  token: string,
  email: string,
  role: 'administrator' | 'dispatcher' | 'viewer',
  lang?: 'tm' | 'ru' | 'en',
) {
  const answer = await server.post('/api/company/invitations', { email, role, lang }, { token })
  expect(answer.status).toBe(200)
  const letter = await server.outbox.latestTo(email)
  const link = /\/invitation\?token=([^\s]+)/.exec(letter.text)?.[1]
  expect(link).toBeTruthy()
  return { letter, link: decodeURIComponent(link ?? '') }
}

const email = () => `invitee-${crypto.randomUUID().slice(0, 8)}@example.com`

describe('invitations into a company', () => {
  it('mails a 72-hour link in the invitee’s language; a new person signs up with it as a dispatcher', async ({
    server,
  }) => {
    const admin = await createAccount(server, { corpname: 'Aşgabat Ulag HJ' })
    const address = email()
    const { letter, link } = await invite(server, admin.token, address, 'dispatcher', 'tm')
    expect(letter.subject).toContain('Aşgabat Ulag HJ')
    expect(letter.text).toContain('dispetçer')
    expect(letter.text).toContain('72 sagadyň')
    const checked = await server.post('/api/company-invitation/check', { token: link })
    expect(checked.body).toMatchObject({
      company_name: 'Aşgabat Ulag HJ',
      email: address,
      role: 'dispatcher',
      account_exists: false,
      // The letter's language, for the page to open in.
      lang: 'tm',
    })
    const joined = await server.post('/api/company-invitation/register', {
      token: link,
      name: 'Merdan Ataýew',
      password: 'Ýol-2026-gowy',
    })
    expect(joined.status).toBe(200)
    const companies = await server.get('/api/companies', { token: joined.body.token })
    expect(companies.body).toEqual({
      current: admin.id,
      companies: [{ id: admin.id, name: 'Aşgabat Ulag HJ', role: 'dispatcher' }],
      suspended: [],
    })
    // The link worked once.
    const again = await server.post(
      '/api/company-invitation/check',
      { token: link },
      { lang: 'en' },
    )
    expect(again.status).toBe(422)
    expect(again.body.errors.token[0]).toBe(
      'The invitation link is invalid, has expired or has been used.',
    )
  })

  it('lets a signed-in person with the invited e-mail accept, their session then works for the company, and the log names the acceptance', async ({
    server,
  }) => {
    const admin = await createAccount(server)
    const person = await createAccount(server)
    const { link } = await invite(server, admin.token, person.email, 'viewer')
    const accepted = await server.post(
      '/api/company-invitation/accept',
      { token: link },
      { token: person.token },
    )
    expect(accepted.status).toBe(200)
    expect(accepted.body.company).toMatchObject({ id: admin.id, role: 'viewer' })
    const companies = await server.get('/api/companies', { token: person.token })
    expect(companies.body.current).toBe(admin.id)
    expect(companies.body.companies.map((one: { id: number }) => one.id)).toEqual([
      person.id,
      admin.id,
    ])
    // The log names the acceptance as its own kind, done by the person who joined.
    const log = await server.get('/api/company/activity?kind=invitation_accepted', {
      token: admin.token,
    })
    expect(log.body.items).toEqual([
      expect.objectContaining({
        kind: 'invitation_accepted',
        member: { id: person.id, name: person.name },
        record: expect.objectContaining({ kind: 'member', id: person.id, title: person.name }),
      }),
    ])
    const reused = await server.post(
      '/api/company-invitation/accept',
      { token: link },
      { token: person.token },
    )
    expect(reused.status).toBe(422)
  })

  it('refuses a link accepted by another e-mail, an expired one and a revoked one', async ({
    server,
  }) => {
    const admin = await createAccount(server)
    const stranger = await createAccount(server)
    const first = await invite(server, admin.token, email(), 'viewer')
    const other = await server.post(
      '/api/company-invitation/accept',
      { token: first.link },
      { token: stranger.token, lang: 'en' },
    )
    expect(other.status).toBe(422)
    expect(other.body.errors.token[0]).toContain('another e-mail')

    const expiring = await invite(server, admin.token, email(), 'viewer')
    await server.db
      .updateTable('company_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('company_id', '=', admin.id)
      .execute()
    const expired = await server.post('/api/company-invitation/register', {
      token: expiring.link,
      name: 'Late',
      password: 'Ýol-2026-gowy',
    })
    expect(expired.status).toBe(422)

    const revoking = await invite(server, admin.token, email(), 'dispatcher')
    const list = await server.get('/api/company/members', { token: admin.token })
    expect(list.body.invitations).toHaveLength(1)
    const revoked = await server.delete(`/api/company/invitations/${list.body.invitations[0].id}`, {
      token: admin.token,
    })
    expect(revoked.status).toBe(200)
    const afterRevoke = await server.post('/api/company-invitation/check', { token: revoking.link })
    expect(afterRevoke.status).toBe(422)
    const revokedAgain = await server.delete(
      `/api/company/invitations/${list.body.invitations[0].id}`,
      { token: admin.token },
    )
    expect(revokedAgain.status).toBe(404)
  })

  it('refuses to invite a member again, and to sign up with a link for an address that has an account', async ({
    server,
  }) => {
    const admin = await createAccount(server)
    const again = await server.post(
      '/api/company/invitations',
      { email: admin.email.toUpperCase(), role: 'viewer' },
      { token: admin.token, lang: 'en' },
    )
    expect(again.status).toBe(422)
    expect(again.body.errors.email[0]).toContain('already a member')
    const person = await createAccount(server)
    const { link } = await invite(server, admin.token, person.email, 'viewer')
    const signup = await server.post('/api/company-invitation/register', {
      token: link,
      name: 'Twin',
      password: 'Ýol-2026-gowy',
    })
    expect(signup.status).toBe(422)
    expect(signup.body.errors.token).toHaveLength(1)
  })

  it('sends one address at most five invitations a day, from any companies, and counts only those sent (ADR 0114)', async ({
    server,
  }) => {
    const first = await createAccount(server)
    const second = await createAccount(server)
    const address = email()
    const inviteAs = (token: string, to: string) =>
      server.post('/api/company/invitations', { email: to, role: 'viewer' }, { token, lang: 'en' })
    // A refused invitation (a member already) is not counted.
    expect((await inviteAs(first.token, first.email)).status).toBe(422)
    for (let sent = 0; sent < 5; sent += 1) {
      const token = sent % 2 === 0 ? first.token : second.token
      expect((await inviteAs(token, sent === 4 ? address.toUpperCase() : address)).status).toBe(200)
    }
    const refused = await inviteAs(second.token, address)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refused.body.message).toMatch(/try again/i)
    expect(await server.outbox.to(address)).toHaveLength(5)
    // Another address is still invited.
    expect((await inviteAs(second.token, email())).status).toBe(200)
  })
})
