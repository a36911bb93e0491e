import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../testing/accounts.js'
import { startTestServer, type TestServer } from '../testing/test-server.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const changes = {
  name: 'Aýna Berdiýewa',
  email: 'ayna@example.com',
  phone: '+99362000011',
  corpname: 'Demir Ýol Trans HJ',
  ygtyyarnama_no: 'YG-9000',
  yegrpo: 'EGRPO-9000',
}

describe('profile', () => {
  it("reads and updates the account's own details", async () => {
    const user = await signUp(server)
    const before = await server.get('/api/profile', { token: user.token })
    expect(before.headers.get('cache-control')).toBe('no-store')
    expect(before.body).toEqual({
      id: expect.any(Number),
      name: user.name,
      email: user.email,
      phone: '+99365123456',
      corpname: user.corpname,
      ygtyyarnama_no: user.ygtyyarnama_no,
      ygtyyarnama_expire_date: user.ygtyyarnama_expire_date,
      yegrpo: user.yegrpo,
    })
    const update = await server.post('/api/profile-update', changes, { token: user.token })
    expect(update.body.status).toBe('success')
    const after = await server.get('/api/profile', { token: user.token })
    expect(after.body).toMatchObject(changes)
    const login = await server.post('/api/login-post', {
      email: changes.email,
      password: user.password,
    })
    expect(login.body.status).toBe('success')
  })

  it('answers 422 per field and changes nothing', async () => {
    const user = await signUp(server)
    const answer = await server.post(
      '/api/profile-update',
      { ...changes, email: 'bad', phone: '+7 999 123', corpname: '' },
      { token: user.token, lang: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      email: ['Enter a valid e-mail address.'],
      phone: ['Enter the phone number as +993 followed by 8 digits.'],
      corpname: ['The institution name field is required.'],
    })
    const profile = await server.get('/api/profile', { token: user.token })
    expect(profile.body.email).toBe(user.email)
  })

  it("refuses another account's e-mail", async () => {
    const user = await signUp(server)
    const other = await signUp(server)
    const answer = await server.post(
      '/api/profile-update',
      { ...changes, email: other.email.toUpperCase() },
      { token: user.token, lang: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors.email).toEqual(['This e-mail address is already registered.'])
  })

  it('answers 401 without a session', async () => {
    expect((await server.get('/api/profile')).status).toBe(401)
    expect((await server.post('/api/profile-update', changes)).status).toBe(401)
    expect((await server.post('/api/passwd-update', {})).status).toBe(401)
  })
})

describe('password change', () => {
  it('changes the password and ends the other sessions, not this one', async () => {
    const user = await signUp(server)
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

  it('answers invalid_credentials for a wrong current password', async () => {
    const user = await signUp(server)
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

  it('answers 422 for a short or unconfirmed new password', async () => {
    const user = await signUp(server)
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
