import { describe, expect } from 'vitest'
import { createAccount } from '../testing/accounts.js'
import { it } from '../testing/fixtures.js'
import { rawStatusLine } from '../testing/raw-http.js'

const json = (body: string) => ({ raw: { body, type: 'application/json' } })

describe('bad requests get a clear 4xx, never a 500 or internals', () => {
  it('answers malformed JSON with 400 and a sentence', async ({ server }) => {
    const answer = await server.request('POST', '/api/login-post', {
      ...json('{"email": '),
      lang: 'en',
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it('answers a body that is not an object with 422', async ({ server }) => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const answer = await server.request('POST', '/api/login-post', { ...json(body), lang: 'en' })
      expect(answer.status, body).toBeGreaterThanOrEqual(400)
      expect(answer.status, body).toBeLessThan(500)
      expect(typeof answer.body.message).toBe('string')
    }
  })

  it('answers wrong types per field with 422', async ({ server }) => {
    const answer = await server.post(
      '/api/feedback-post',
      { name: { first: 'x' }, phone: ['+99361234567'], message: 12 },
      { lang: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors.name).toEqual(['The name field is invalid.'])
  })

  it('calls a required field sent empty "required", whatever its kind, and a malformed one malformed', async ({
    server,
  }) => {
    // The earlier client sends every field of its forms, "" when left empty (ADR 0009: a missing
    // value is told before its form).
    const login = await server.post('/api/login-post', { email: '', password: '' }, { lang: 'tm' })
    expect(login.body.errors).toEqual({
      email: ['«E-poçta» meýdany doldurylmaly.'],
      password: ['«Açar sözi» meýdany doldurylmaly.'],
    })
    const user = await createAccount(server)
    const car = await server.post(
      '/api/transport',
      {
        brand_id: '',
        plate_number: '',
        card_number: 'K-1',
        card_start_date: '',
        driver_id: '',
        is_transport: '1',
        is_legal: '0',
      },
      { token: user.token, lang: 'en' },
    )
    expect(car.status).toBe(422)
    expect(car.body.errors).toEqual({
      brand_id: ['The brand field is required.'],
      plate_number: ['The plate number field is required.'],
      card_start_date: ['The card issue date field is required.'],
    })
    const password = await server.post(
      '/api/passwd-update',
      { old_passwd: '', passwd: '', passwd_confirmation: '' },
      { token: user.token, lang: 'ru' },
    )
    expect(password.body.errors.passwd).toEqual(['Поле «Пароль» обязательно для заполнения.'])
    const malformed = await server.post(
      '/api/login-post',
      { email: 'haulier', password: 'x' },
      { lang: 'en' },
    )
    expect(malformed.body.errors).toEqual({ email: ['Enter a valid e-mail address.'] })
  })

  it("names a 422 'Unprocessable Content' in the status line, as RFC 9110 and the spec do", async ({
    server,
  }) => {
    const schemaFailure = await rawStatusLine(server.url, {
      method: 'POST',
      path: '/api/feedback-post',
      headers: { 'content-type': 'application/json' },
      body: '{"name": 12}',
    })
    expect(schemaFailure).toBe('HTTP/1.1 422 Unprocessable Content')
    // A 422 found by a route's own checks, after the schema passed, reads the same.
    const differing = { passwd: 'password-1', passwd_confirmation: 'password-2' }
    const body = { phase: 3, otp_hashed: 'x'.repeat(40), ...differing }
    const answer = await server.post('/api/registration-post', body)
    expect(Object.keys(answer.body.errors)).toEqual(['passwd_confirmation'])
    const routeFailure = await rawStatusLine(server.url, {
      method: 'POST',
      path: '/api/registration-post',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(routeFailure).toBe('HTTP/1.1 422 Unprocessable Content')
  })

  it('refuses text with a NUL character (PostgreSQL cannot store it) with 422 on that field', async ({
    server,
  }) => {
    const answer = await server.post(
      '/api/feedback-post',
      { name: 'Merdan\u0000', email: 'm@example.com', phone: '+99365123456', message: 'Salam' },
      { lang: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.errors)).toEqual(['name'])
  })

  it('answers a deeply nested body without falling over', async ({ server }) => {
    const depth = 100_000
    const body = `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`
    const answer = await server.request('POST', '/api/login-post', { ...json(body), lang: 'en' })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
  })

  it('answers a malformed or overlong path with a JSON 404 in the language asked', async ({
    server,
  }) => {
    for (const url of ['/api/files/%ZZ', `/api/files/${'1'.repeat(150)}`]) {
      const answer = await server.request('GET', url, { lang: 'en' })
      expect(answer.status, url).toBe(404)
      expect(answer.body, url).toEqual({ message: expect.any(String) })
      expect(answer.text, url).not.toMatch(/FST_|statusCode/)
    }
  })

  it('answers a payment reference that cannot be ours with 404, not a database error', async ({
    server,
  }) => {
    for (const method of ['GET', 'POST']) {
      const answer = await fetch(`${server.url}/api/payments/sandbox/%00`, { method })
      expect(answer.status, method).toBe(404)
    }
  })

  it('answers a multipart body without a boundary or cut short with 400', async ({ server }) => {
    const user = await createAccount(server)
    const broken = [
      { body: 'x', type: 'multipart/form-data' },
      {
        body: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nva',
        type: 'multipart/form-data; boundary=zzz',
      },
    ]
    for (const raw of broken) {
      const answer = await server.request('POST', '/api/online-application', {
        raw,
        token: user.token,
        lang: 'en',
      })
      expect(answer.status, raw.type).toBe(400)
      expect(answer.body.message).toBeTruthy()
    }
  })

  it('answers an unsupported content type with 415', async ({ server }) => {
    const answer = await server.request('POST', '/api/login-post', {
      raw: { body: 'email=a', type: 'text/plain' },
      lang: 'ru',
    })
    expect(answer.status).toBe(415)
    expect(answer.body.message).toBe('Этот тип содержимого не поддерживается.')
  })

  it('answers an oversized body with 413 before reading it all', async ({ server }) => {
    const answer = await server.request('POST', '/api/feedback-post', {
      ...json(JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) })),
      lang: 'en',
    })
    expect(answer.status).toBe(413)
    expect(answer.body.message).toBe('The request is too large.')
  })

  it('answers unknown paths and methods with a JSON 404', async ({ server }) => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/news/1'],
      ['GET', '/../../etc/passwd'],
      ['GET', '/storage/posters/..%2F..%2Fpackage.json'],
    ] as const) {
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: { 'accept-language': 'en' },
      })
      expect(response.status, url).toBe(404)
      expect(await response.json()).toEqual({ message: expect.any(String) })
    }
  })

  it('gives every answer a request id and leaks no stack or server details', async ({ server }) => {
    const answer = await server.request('POST', '/api/login-post', json('{bad'))
    expect(answer.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('x-powered-by')).toBeNull()
    expect(answer.text).not.toMatch(/at .+\.(js|ts):\d+|node_modules|FST_|stack/i)
  })

  it('speaks the language of Accept-Language, Russian when it names none of ours', async ({
    server,
  }) => {
    const ask = (lang?: string) =>
      server.post('/api/login-post', {}, lang ? { lang } : {}).then((a) => a.body.message)
    expect(await ask('tm')).toBe('Maglumatlar nädogry dolduryldy.')
    expect(await ask('tk-TM')).toBe('Maglumatlar nädogry dolduryldy.')
    expect(await ask('en-GB,en;q=0.9')).toBe('The given data was invalid.')
    expect(await ask('de, en;q=0.5, ru;q=0.8')).toBe('Данные заполнены неверно.')
    expect(await ask('fr')).toBe('Данные заполнены неверно.')
    expect(await ask()).toBe('Данные заполнены неверно.')
  })
})
