import { sql } from 'kysely'
import { describe, expect } from 'vitest'
import { createAccount } from '../testing/accounts.js'
import { browserOf } from '../testing/browser.js'
import { it, test } from '../testing/fixtures.js'
import { linkIn } from '../testing/outbox.js'
import type { TestServer } from '../testing/test-server.js'

test.override({
  serverEnv: {
    PUBLIC_URL: 'https://portal.example.tm',
    ALLOW_SANDBOX_PAYMENTS: 'true',
  },
})

const reset = (server: TestServer, body: unknown, lang = 'en') =>
  server.post('/api/passwd-reset', body, { lang })

/** Phase 1 for the user, and the link_value and user_id from the e-mailed link. */
async function requestLink(server: TestServer, email: string, lang = 'en') {
  const answer = await reset(server, { phase: 1, email }, lang)
  expect(answer.body).toEqual({ status: 'success' })
  await server.mailDelivered()
  const link = linkIn(await server.outbox.latestTo(email))
  return {
    link,
    link_value: decodeURIComponent(link.pathname.split('/').at(-1) ?? ''),
    user_id: Number(link.searchParams.get('user_id')),
  }
}

describe('password reset', () => {
  it('mails a link to the web, checks it, sets the new password and signs the user in', async ({
    server,
  }) => {
    const user = await createAccount(server)
    const { link, link_value, user_id } = await requestLink(server, user.email)
    expect(link.origin).toBe('https://portal.example.tm')
    expect(link.pathname).toMatch(/^\/password-reset\/[\w-]{40,}$/)

    expect((await reset(server, { phase: 2, user_id, link_value })).body).toEqual({
      status: 'success',
    })
    const done = await reset(server, {
      phase: 3,
      user_id,
      link_value,
      new_password: 'Taze-parol-77',
      new_password_confirmation: 'Taze-parol-77',
    })
    expect(done.body).toEqual({
      status: 'success',
      token: expect.any(String),
      currentUserName: user.name,
    })
    expect((await server.get('/api/profile', { token: done.body.token })).status).toBe(200)

    const oldPassword = await server.post('/api/login-post', {
      email: user.email,
      password: user.password,
    })
    expect(oldPassword.body.status).toBe('invalid_creds')
    const newPassword = await server.post('/api/login-post', {
      email: user.email,
      password: 'Taze-parol-77',
    })
    expect(newPassword.body.status).toBe('success')
    // Sessions from before the reset are over.
    expect((await server.get('/api/profile', { token: user.token })).status).toBe(401)
  })

  it('signs the browser in with the session cookie at phase 3: its first cabinet call needs no bearer', async ({
    server,
  }) => {
    const user = await createAccount(server)
    const { link_value, user_id } = await requestLink(server, user.email)
    const browser = browserOf(server)
    const done = await browser.post('/api/passwd-reset', {
      phase: 3,
      user_id,
      link_value,
      new_password: 'Taze-parol-78',
      new_password_confirmation: 'Taze-parol-78',
    })
    expect(done.body.status).toBe('success')
    expect(browser.cookies.get('session')).toBe(done.body.token)
    const history = await browser.get('/api/history/1')
    expect(history.status).toBe(200)
  })

  it('answers success for an unknown e-mail and sends nothing', async ({ server }) => {
    const answer = await reset(server, { phase: 1, email: 'ghost@example.com' })
    expect(answer.body).toEqual({ status: 'success' })
    await server.mailDelivered()
    expect(await server.outbox.to('ghost@example.com')).toHaveLength(0)
  })

  it('mails the link in the language of the request', async ({ server }) => {
    const user = await createAccount(server)
    await requestLink(server, user.email, 'tm')
    const letter = await server.outbox.latestTo(user.email)
    expect(letter.text).toContain('Täze açar sözüni bellemek üçin')
  })

  it('uses a link once', async ({ server }) => {
    const user = await createAccount(server)
    const { link_value, user_id } = await requestLink(server, user.email)
    const body = {
      phase: 3,
      user_id,
      link_value,
      new_password: 'Bir-gezek-11',
      new_password_confirmation: 'Bir-gezek-11',
    }
    expect((await reset(server, body)).body.status).toBe('success')
    const again = await reset(server, body)
    expect(again.body).toEqual({
      status: 'failure',
      message: 'The link has expired or has already been used.',
    })
    expect((await reset(server, { phase: 2, user_id, link_value })).body.status).toBe('failure')
  })

  it('refuses an expired link, a link of another user and a made-up one', async ({ server }) => {
    const user = await createAccount(server)
    const other = await createAccount(server)
    const { link_value, user_id } = await requestLink(server, user.email)
    expect(
      (await reset(server, { phase: 2, user_id: user_id + 100000, link_value })).body.status,
    ).toBe('failure')
    const otherId = (await server.get('/api/profile', { token: other.token })).body.id
    expect((await reset(server, { phase: 2, user_id: otherId, link_value })).body.status).toBe(
      'failure',
    )
    expect(
      (await reset(server, { phase: 2, user_id, link_value: 'made-up-value' })).body.status,
    ).toBe('failure')

    await server.db
      .updateTable('password_resets')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', user_id)
      .execute()
    expect((await reset(server, { phase: 2, user_id, link_value })).body.status).toBe('failure')
  })

  it('answers a link whose user_id was lost or mangled as an expired link, in the caller’s language', async ({
    server,
  }) => {
    // The earlier client copies `user_id` from the address as it is: gone when a mail program cut
    // the query, null for `?user_id`, or text that is no id. Spec §8: an invalid link shows
    // 'Link has expired' — from a `failure` answer, not a 422 on a field the page has not got.
    const user = await createAccount(server)
    const { link_value, user_id } = await requestLink(server, user.email)
    const newPassword = {
      new_password: 'Taze-parol-77',
      new_password_confirmation: 'Taze-parol-77',
    }
    const mangled: Record<string, unknown>[] = [
      { link_value },
      { user_id: null, link_value },
      { user_id: '', link_value },
      { user_id: `${user_id}>`, link_value },
      { user_id: '99999999999', link_value },
      { user_id: String(user_id) },
    ]
    for (const link of mangled) {
      for (const phase of [{ phase: 2 }, { phase: 3, ...newPassword }]) {
        const answer = await reset(server, { ...phase, ...link }, 'tm')
        expect(answer.status, JSON.stringify({ ...phase, ...link })).toBe(200)
        expect(answer.body).toEqual({
          status: 'failure',
          message: 'Salgynyň möhleti geçdi ýa-da ol eýýäm ulanyldy.',
        })
      }
    }
    // The link itself is untouched, and its user_id as the address writes it still works.
    expect(
      (await reset(server, { phase: 2, user_id: ` ${user_id} `, link_value })).body.status,
    ).toBe('success')
  })

  it('keeps only the newest link alive', async ({ server }) => {
    const user = await createAccount(server)
    const first = await requestLink(server, user.email)
    const second = await requestLink(server, user.email)
    expect((await reset(server, { phase: 2, ...first })).body.status).toBe('failure')
    expect(
      (await reset(server, { phase: 2, user_id: second.user_id, link_value: second.link_value }))
        .body.status,
    ).toBe('success')
  })

  it('answers 422 for missing fields and mismatching passwords, and keeps the link', async ({
    server,
  }) => {
    const user = await createAccount(server)
    const { link_value, user_id } = await requestLink(server, user.email)
    const missing = await reset(server, { phase: 1 }, 'ru')
    expect(missing.status).toBe(422)
    expect(missing.body.errors.email).toEqual([
      'Поле «Электронная почта» обязательно для заполнения.',
    ])

    const mismatch = await reset(server, {
      phase: 3,
      user_id,
      link_value,
      new_password: 'Parol-12345',
      new_password_confirmation: 'Parol-00000',
    })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.errors.new_password_confirmation).toEqual(['The passwords do not match.'])
    expect((await reset(server, { phase: 2, user_id, link_value })).body.status).toBe('success')
  })

  it('limits reset requests to three an hour per e-mail', async ({ server }) => {
    const user = await createAccount(server)
    for (let i = 0; i < 3; i++)
      expect((await reset(server, { phase: 1, email: user.email })).status).toBe(200)
    const fourth = await reset(server, { phase: 1, email: user.email })
    expect(fourth.status).toBe(429)
    await server.mailDelivered()
    // Three reset links (the account was made directly: no sign-up code was mailed).
    expect(await server.outbox.to(user.email)).toHaveLength(3)
  })
})
