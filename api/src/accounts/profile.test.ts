import { describe, expect } from 'vitest'
import { createAccount } from '../testing/accounts.js'
import { it } from '../testing/fixtures.js'
import { codeIn } from '../testing/outbox.js'

const changes = {
  name: 'Aýna Berdiýewa',
  email: 'ayna@example.com',
  phone: '+99362000011',
  corpname: 'Demir Ýol Trans HJ',
  ygtyyarnama_no: 'YG-9000',
  yegrpo: 'EGRPO-9000',
}

describe('profile', () => {
  it("reads and updates the account's own details", async ({ server }) => {
    const user = await createAccount(server)
    const before = await server.get('/api/profile', { token: user.token })
    expect(before.headers.get('cache-control')).toBe('no-store')
    expect(before.body).toEqual({
      id: expect.any(Number),
      role: 'client',
      name: user.name,
      email: user.email,
      phone: '+99365123456',
      corpname: user.corpname,
      ygtyyarnama_no: user.ygtyyarnama_no,
      ygtyyarnama_expire_date: user.ygtyyarnama_expire_date,
      yegrpo: user.yegrpo,
      pending_email: null,
    })
    const sameEmail = { ...changes, email: user.email.toUpperCase() }
    const update = await server.post('/api/profile-update', sameEmail, { token: user.token })
    expect(update.body.status).toBe('success')
    expect(update.body.pending_email).toBeUndefined()
    const after = await server.get('/api/profile', { token: user.token })
    expect(after.body).toMatchObject({ ...changes, email: user.email })
  })

  it("keeps a foreign haulier's number with its country code, stored as E.164", async ({
    server,
  }) => {
    const user = await createAccount(server)
    for (const [typed, stored] of [
      ['+7 (916) 123-45-67', '+79161234567'],
      ['+90 532 123 45 67', '+905321234567'],
      ['8 65 12-34-56', '+99365123456'],
    ]) {
      const update = await server.post(
        '/api/profile-update',
        { ...changes, email: user.email, phone: typed },
        { token: user.token },
      )
      expect(update.body.status, typed).toBe('success')
      expect((await server.get('/api/profile', { token: user.token })).body.phone).toBe(stored)
    }
  })

  it('answers 422 per field and changes nothing', async ({ server }) => {
    const user = await createAccount(server)
    const answer = await server.post(
      '/api/profile-update',
      { ...changes, email: 'bad', phone: '+7 999 123', corpname: '' },
      { token: user.token, lang: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      email: ['Enter a valid e-mail address.'],
      phone: [
        'Enter the phone number as +993 followed by 8 digits, or another country’s number with + and its country code.',
      ],
      corpname: ['The institution name field is required.'],
    })
    const profile = await server.get('/api/profile', { token: user.token })
    expect(profile.body.email).toBe(user.email)
  })

  it("refuses another account's e-mail", async ({ server }) => {
    const user = await createAccount(server)
    const other = await createAccount(server)
    const answer = await server.post(
      '/api/profile-update',
      { ...changes, email: other.email.toUpperCase() },
      { token: user.token, lang: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors.email).toEqual(['This e-mail address is already registered.'])
  })

  it('answers 401 without a session', async ({ server }) => {
    expect((await server.get('/api/profile')).status).toBe(401)
    expect((await server.post('/api/profile-update', changes)).status).toBe(401)
    expect((await server.post('/api/passwd-update', {})).status).toBe(401)
  })
})

describe('e-mail change', () => {
  it('needs the current password and the code sent to the new address, then tells the old one', async ({
    server,
  }) => {
    const user = await createAccount(server)
    const elsewhere = await server.post('/api/login-post', {
      email: user.email,
      password: user.password,
    })
    const newEmail = `moved-${user.email}`
    const asked = await server.post(
      '/api/profile-update',
      { ...changes, email: newEmail, password: user.password },
      { token: user.token, lang: 'en' },
    )
    expect(asked.status).toBe(200)
    expect(asked.body).toMatchObject({
      status: 'success',
      pending_email: newEmail,
      data: { email: user.email, name: changes.name },
      message: expect.stringContaining(newEmail),
    })
    // Nothing moves before the code comes back; the profile says which address waits for it.
    expect((await server.get('/api/profile', { token: user.token })).body).toMatchObject({
      email: user.email,
      pending_email: newEmail,
    })
    const code = codeIn(await server.outbox.latestTo(newEmail))

    const wrong = await server.post(
      '/api/email-change',
      { code: String((Number(code) + 1) % 1_000_000).padStart(6, '0') },
      { token: user.token },
    )
    expect(wrong.body).toMatchObject({ status: 'invalid_otp', tries_left: 4 })
    const right = await server.post('/api/email-change', { code }, { token: user.token })
    expect(right.body).toMatchObject({
      status: 'success',
      data: { email: newEmail, pending_email: null },
    })

    await server.mailDelivered()
    const notice = await server.outbox.latestTo(user.email)
    expect(notice.text).toContain(newEmail)
    expect((await server.post('/api/email-change', { code }, { token: user.token })).status).toBe(
      422,
    )
    const login = await server.post('/api/login-post', { email: newEmail, password: user.password })
    expect(login.body.status).toBe('success')
    // The session that made the change stays; every other one ends.
    expect((await server.get('/api/profile', { token: user.token })).status).toBe(200)
    expect((await server.get('/api/profile', { token: elsewhere.body.token })).status).toBe(401)
  })

  it('refuses a new e-mail with a bare token: no password, or a wrong one, changes and sends nothing', async ({
    server,
  }) => {
    const user = await createAccount(server)
    const target = `attacker-${user.email}`
    const noPassword = await server.post(
      '/api/profile-update',
      { ...changes, email: target },
      { token: user.token, lang: 'en' },
    )
    expect(noPassword.status).toBe(422)
    expect(noPassword.body.errors).toEqual({
      password: ['Enter your current password to change the e-mail address.'],
    })
    const wrongPassword = await server.post(
      '/api/profile-update',
      { ...changes, email: target, password: 'not-the-password' },
      { token: user.token, lang: 'en' },
    )
    expect(wrongPassword.status).toBe(422)
    expect(wrongPassword.body.errors).toEqual({ password: ['The current password is wrong.'] })
    expect(await server.outbox.to(target)).toHaveLength(0)
    const profile = await server.get('/api/profile', { token: user.token })
    expect(profile.body).toMatchObject({ email: user.email, name: user.name })
    const confirm = await server.post(
      '/api/email-change',
      { code: '123456' },
      { token: user.token, lang: 'en' },
    )
    expect(confirm.status).toBe(422)
    expect(confirm.body.errors.code).toEqual([
      'There is no e-mail change waiting, or its code has expired. Save the profile with the new address again.',
    ])
  })

  it('mails codes for a new e-mail at most three times in ten minutes, per account and per address (ADR 0114)', async ({
    server,
  }) => {
    const user = await createAccount(server)
    const other = await createAccount(server)
    const target = `target-${user.email}`
    const ask = (who: { token: string; password: string }, email: string) =>
      server.post(
        '/api/profile-update',
        { ...changes, email, password: who.password },
        { token: who.token, lang: 'en' },
      )
    for (let sent = 0; sent < 3; sent += 1) expect((await ask(user, target)).status).toBe(200)
    const refused = await ask(user, `another-${user.email}`)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/try again/i)
    // Nothing of the refused save is kept, and no fourth letter went out.
    expect((await server.get('/api/profile', { token: user.token })).body.pending_email).toBe(
      target,
    )
    // The address is protected from another account as well.
    const elsewhere = await ask(other, target)
    expect(elsewhere.status).toBe(429)
    expect(await server.outbox.to(target)).toHaveLength(3)
    expect((await ask(other, `fine-${other.email}`)).status).toBe(200)
  })
})

describe('password change', () => {
  it('changes the password and ends the other sessions, not this one', async ({ server }) => {
    const user = await createAccount(server)
    const elsewhere = await server.post('/api/login-post', {
      email: user.email,
      password: user.password,
    })
    const answer = await server.post(
      '/api/passwd-update',
      {
        old_passwd: user.password,
        passwd: 'Yene-bir-parol-1',
        passwd_confirmation: 'Yene-bir-parol-1',
      },
      { token: user.token },
    )
    expect(answer.body).toEqual({ status: 'success' })
    expect((await server.get('/api/profile', { token: user.token })).status).toBe(200)
    expect((await server.get('/api/profile', { token: elsewhere.body.token })).status).toBe(401)
    const login = await server.post('/api/login-post', {
      email: user.email,
      password: 'Yene-bir-parol-1',
    })
    expect(login.body.status).toBe('success')
  })

  it('answers invalid_credentials for a wrong current password', async ({ server }) => {
    const user = await createAccount(server)
    const answer = await server.post(
      '/api/passwd-update',
      {
        old_passwd: 'not-my-password',
        passwd: 'Yene-bir-parol-1',
        passwd_confirmation: 'Yene-bir-parol-1',
      },
      { token: user.token, lang: 'ru' },
    )
    expect(answer.body).toEqual({
      status: 'invalid_credentials',
      message: 'Текущий пароль указан неверно.',
    })
    const login = await server.post('/api/login-post', {
      email: user.email,
      password: user.password,
    })
    expect(login.body.status).toBe('success')
  })

  it('answers 422 for a short or unconfirmed new password', async ({ server }) => {
    const user = await createAccount(server)
    const short = await server.post(
      '/api/passwd-update',
      { old_passwd: user.password, passwd: 'short', passwd_confirmation: 'short' },
      { token: user.token, lang: 'en' },
    )
    expect(short.status).toBe(422)
    expect(short.body.errors).toEqual({
      passwd: ['The password field must be at least 8 characters long.'],
    })
    const mismatch = await server.post(
      '/api/passwd-update',
      { old_passwd: user.password, passwd: 'Long-enough-1', passwd_confirmation: 'Long-enough-2' },
      { token: user.token, lang: 'en' },
    )
    expect(mismatch.body.errors).toEqual({ passwd_confirmation: ['The passwords do not match.'] })
  })
})
