import { describe, expect } from 'vitest'
import { haulier, operator } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'

/** Operators' accounts: the list, invitations by e-mail, deactivation (ADR 0064). */

const invite = (server: TestServer, token: string, body: Record<string, unknown>) =>
  server.post('/api/operator/operators/invite', body, { token, lang: 'en' })

/** The token of the newest invitation link mailed to `email`. */
async function invitationToken(server: TestServer, email: string) {
  await server.mailDelivered()
  const letter = await server.outbox.latestTo(email)
  const token = /\/office\/invitation\?token=([^\s]+)/.exec(letter.text)?.[1]
  if (!token) throw new Error(`no invitation link in: ${letter.text}`)
  return { letter, token: decodeURIComponent(token) }
}

const logIn = (server: TestServer, email: string, password: string) =>
  server.post('/api/login-post', { email, password })

describe('inviting an operator', () => {
  it('mails a single-use link in the chosen language; accepting sets the password and logs in', async ({
    server,
  }) => {
    const inviter = await operator(server)
    const email = `new.operator.${Date.now()}@example.com`
    const invited = await invite(server, inviter.token, {
      email,
      name: 'Aýna Operatorowa',
      lang: 'tm',
    })
    expect(invited.status).toBe(200)
    expect(invited.body.operator).toMatchObject({
      email,
      name: 'Aýna Operatorowa',
      status: 'invited',
      lang: 'tm',
    })

    const { letter, token } = await invitationToken(server, email)
    expect(letter.subject).toContain('Operator hökmünde çakylyk')
    expect(letter.text).toContain(inviter.name)
    // Only the token's hash is kept: neither the invitations nor the outbox hold it in plain.
    const stored = await server.db.selectFrom('operator_invitations').select('token_hash').execute()
    expect(stored.map((row) => row.token_hash)).not.toContain(token)
    const jobs = await server.db.selectFrom('mail_jobs').select('payload').execute()
    expect(JSON.stringify(jobs)).not.toContain(token)
    // An invited account cannot log in before it has a password.
    expect((await logIn(server, email, 'anything-at-all')).body.status).toBe('invalid_creds')

    const check = await server.post('/api/operator-invitation/check', { token })
    // The letter was Turkmen: the page opens in it.
    expect(check.body).toMatchObject({ email, name: 'Aýna Operatorowa', lang: 'tm' })
    const accepted = await server.post('/api/operator-invitation/accept', {
      token,
      password: 'Täze-açar-2026',
    })
    expect(accepted.status).toBe(200)
    const profile = await server.get('/api/profile', { token: accepted.body.token })
    expect(profile.body).toMatchObject({ email, role: 'operator' })
    expect((await logIn(server, email, 'Täze-açar-2026')).body.status).toBe('success')

    const again = await server.post(
      '/api/operator-invitation/accept',
      { token, password: 'Başga-açar-2026' },
      { lang: 'en' },
    )
    expect(again.status).toBe(422)
    expect(again.body.errors).toEqual({
      token: ['This invitation link is wrong, used or expired. Ask for a new invitation.'],
    })
    expect((await server.post('/api/operator-invitation/check', { token })).status).toBe(404)
  })

  it('replaces the link when invited again, and refuses an expired one', async ({ server }) => {
    const inviter = await operator(server)
    const email = `twice.${Date.now()}@example.com`
    await invite(server, inviter.token, { email, name: 'Merdan', lang: 'en' })
    const first = await invitationToken(server, email)
    await invite(server, inviter.token, { email, name: 'Merdan Hojaýew', lang: 'ru' })
    const second = await invitationToken(server, email)
    expect(second.token).not.toBe(first.token)
    expect(second.letter.subject).toContain('Приглашение стать оператором')
    expect(
      (await server.post('/api/operator-invitation/check', { token: first.token })).status,
    ).toBe(404)
    // The live link's page speaks the second letter's language.
    const live = await server.post('/api/operator-invitation/check', { token: second.token })
    expect(live.body).toMatchObject({ name: 'Merdan Hojaýew', lang: 'ru' })
    await server.db
      .updateTable('operator_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute()
    const expired = await server.post('/api/operator-invitation/accept', {
      token: second.token,
      password: 'Gijä-galan-2026',
    })
    expect(expired.status).toBe(422)
  })

  it("refuses a haulier's or an active operator's e-mail, and refuses hauliers inviting", async ({
    server,
  }) => {
    const inviter = await operator(server)
    const client = await haulier(server)
    const taken = await invite(server, inviter.token, {
      email: client.email,
      name: 'X',
      lang: 'en',
    })
    expect(taken.status).toBe(422)
    expect(taken.body.errors).toEqual({ email: ['This e-mail address is already in use.'] })
    const colleague = await operator(server)
    const active = await invite(server, inviter.token, {
      email: colleague.email,
      name: 'Y',
      lang: 'en',
    })
    expect(active.body.errors).toHaveProperty('email')
    const byHaulier = await invite(server, client.token, {
      email: 'sneaky@example.com',
      name: 'Z',
      lang: 'en',
    })
    expect(byHaulier.status).toBe(403)
    expect((await server.get('/api/operator/operators', { token: client.token })).status).toBe(403)
  })
})

describe('deactivating an operator', () => {
  it('ends its sessions at once, even one just checked; it cannot log in until reactivated', async ({
    server,
  }) => {
    const admin = await operator(server)
    const colleague = await operator(server)
    // A session checked a moment ago sits in the two-second session cache.
    expect((await server.get('/api/profile', { token: colleague.token })).status).toBe(200)
    const off = await server.post(
      `/api/operator/operators/${colleague.id}/deactivate`,
      {},
      { token: admin.token },
    )
    expect(off.body.operator).toMatchObject({ id: colleague.id, status: 'deactivated' })
    expect((await server.get('/api/profile', { token: colleague.token })).status).toBe(401)
    expect((await server.get('/api/operator/permits', { token: colleague.token })).status).toBe(401)
    expect((await logIn(server, colleague.email, colleague.password)).body.status).toBe(
      'invalid_creds',
    )

    const list = await server.get('/api/operator/operators', { token: admin.token })
    expect(list.body.operators).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: colleague.id, status: 'deactivated' }),
      ]),
    )
    const on = await server.post(
      `/api/operator/operators/${colleague.id}/reactivate`,
      {},
      { token: admin.token },
    )
    expect(on.body.operator.status).toBe('active')
    expect((await logIn(server, colleague.email, colleague.password)).body.status).toBe('success')
  })

  it('refuses deactivating oneself, a haulier, or by a haulier', async ({ server }) => {
    const admin = await operator(server)
    const client = await haulier(server)
    const self = await server.post(
      `/api/operator/operators/${admin.id}/deactivate`,
      {},
      { token: admin.token, lang: 'en' },
    )
    expect(self.status).toBe(422)
    expect(self.body.errors).toEqual({ status: ['You cannot deactivate your own account.'] })
    const notOperator = await server.post(
      `/api/operator/operators/${client.id}/deactivate`,
      {},
      { token: admin.token },
    )
    expect(notOperator.status).toBe(404)
    const byHaulier = await server.post(
      `/api/operator/operators/${admin.id}/deactivate`,
      {},
      { token: client.token },
    )
    expect(byHaulier.status).toBe(403)
    expect((await server.get('/api/profile', { token: admin.token })).status).toBe(200)
  })
})
