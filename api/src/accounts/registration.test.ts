import { sql } from 'kysely'
import { describe, expect } from 'vitest'
import { newHaulier, signUp } from '../testing/accounts.js'
import { browserOf } from '../testing/browser.js'
import { it } from '../testing/fixtures.js'
import { codeIn } from '../testing/outbox.js'
import type { TestServer } from '../testing/test-server.js'

const register = (server: TestServer, body: unknown, lang = 'ru') =>
  server.post('/api/registration-post', body, { lang })

async function startSignup(
  server: TestServer,
  overrides: Record<string, unknown> = {},
  lang = 'ru',
) {
  const details = newHaulier(overrides)
  const answer = await register(server, details, lang)
  expect(answer.body.status).toBe('success')
  return { details, otpHashed: answer.body.otp_hashed as string }
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('sign-up', () => {
  it('goes through details, the e-mailed code and the password, and signs the user in', async ({
    server,
  }) => {
    const { details, otpHashed } = await startSignup(server, {}, 'en')
    expect(otpHashed).toMatch(/^[\w-]+\.[\w-]+$/)

    const letter = await server.outbox.latestTo(details.email)
    expect(letter.subject).toContain('confirmation code')
    const code = codeIn(letter)
    expect(otpHashed).not.toContain(code)

    const verified = await register(server, { phase: 2, otp: code, otp_hashed: otpHashed })
    expect(verified.body).toEqual({ status: 'success' })

    const done = await register(server, {
      phase: 3,
      otp_hashed: otpHashed,
      passwd: 'Gowy-parol-2026',
      passwd_confirmation: 'Gowy-parol-2026',
    })
    expect(done.status).toBe(200)
    expect(done.body.status).toBe('success')
    expect(done.body.currentUserName).toBe(details.name)

    const profile = await server.get('/api/profile', { token: done.body.token })
    expect(profile.body).toMatchObject({
      email: details.email,
      phone: '+99365123456',
      corpname: details.corpname,
      ygtyyarnama_no: details.ygtyyarnama_no,
      ygtyyarnama_expire_date: details.ygtyyarnama_expire_date,
      yegrpo: details.yegrpo,
    })
    const login = await server.post('/api/login-post', {
      email: details.email,
      password: 'Gowy-parol-2026',
    })
    expect(login.body.status).toBe('success')
  })

  it('signs the browser in with the session cookie at phase 3: its next call needs no bearer', async ({
    server,
  }) => {
    const { details, otpHashed } = await startSignup(server)
    const code = codeIn(await server.outbox.latestTo(details.email))
    await register(server, { phase: 2, otp: code, otp_hashed: otpHashed })
    const browser = browserOf(server)
    const done = await browser.post('/api/registration-post', {
      phase: 3,
      otp_hashed: otpHashed,
      passwd: 'Gowy-parol-2026',
      passwd_confirmation: 'Gowy-parol-2026',
    })
    expect(done.body.status).toBe('success')
    expect(browser.cookies.get('session')).toBe(done.body.token)
    const profile = await browser.get('/api/profile')
    expect(profile.status).toBe(200)
    expect(profile.body.email).toBe(details.email)
  })

  it('mails the code in the language of the request', async ({ server }) => {
    const tm = await startSignup(server, {}, 'tm')
    expect((await server.outbox.latestTo(tm.details.email)).text).toContain('tassyklaýyş kodyňyz')
    const ru = await startSignup(server, {}, 'ru-RU,ru;q=0.9')
    expect((await server.outbox.latestTo(ru.details.email)).text).toContain('Ваш код подтверждения')
  })

  it('refuses phase 1 with a message per field, in the language asked', async ({ server }) => {
    const answer = await register(
      server,
      {
        phase: 1,
        name: '  ',
        phone: '12345',
        email: 'not-an-email',
        ygtyyarnama_expire_date: '2030-02-30',
        yegrpo: 'x'.repeat(65),
        privacy_accepted: false,
      },
      'en',
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      name: ['The name field is required.'],
      phone: [
        'Enter the phone number as +993 followed by 8 digits, or another country’s number with + and its country code.',
      ],
      email: ['Enter a valid e-mail address.'],
      corpname: ['The institution name field is required.'],
      ygtyyarnama_no: ['The certificate number field is required.'],
      ygtyyarnama_expire_date: ['Enter the date as yyyy-mm-dd.'],
      yegrpo: ['The state register (EGRPO) number field must not be longer than 64 characters.'],
      privacy_accepted: ['You must accept the privacy policy.'],
    })
    const tm = await register(server, { phase: 1 }, 'tm')
    expect(tm.body.errors.email).toEqual(['«E-poçta» meýdany doldurylmaly.'])
    const ru = await register(server, { phase: 1 })
    expect(ru.body.message).toBe('Данные заполнены неверно.')
    expect(ru.body.errors.email).toEqual(['Поле «Электронная почта» обязательно для заполнения.'])
  })

  it('refuses an unknown phase and an expired certificate', async ({ server }) => {
    const noPhase = await register(server, { email: 'a@b.tm' }, 'en')
    expect(noPhase.status).toBe(422)
    expect(noPhase.body.errors.phase).toEqual(['The phase field is required.'])
    const badPhase = await register(server, { phase: 7 }, 'en')
    expect(badPhase.body.errors.phase).toEqual(['Choose a value of phase from the list.'])

    const expired = await register(
      server,
      newHaulier({ ygtyyarnama_expire_date: '2020-01-01' }),
      'en',
    )
    expect(expired.status).toBe(422)
    expect(expired.body.errors.ygtyyarnama_expire_date).toEqual([
      'The certificate validity date cannot be a date in the past.',
    ])
  })

  it('answers an e-mail that already has an account as any other, and tells its owner by mail', async ({
    server,
  }) => {
    const user = await signUp(server)
    // From an address of their own: this file's other sign-ups spend loopback's 20 attempts.
    const attempt = (details: unknown) =>
      server.post('/api/registration-post', details, {
        lang: 'en',
        headers: { 'x-forwarded-for': '10.2.0.1' },
      })
    const taken = await attempt(newHaulier({ email: user.email.toUpperCase() }))
    const fresh = await attempt(newHaulier())
    expect(taken.status).toBe(fresh.status)
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort())
    expect(taken.body.status).toBe('success')
    expect(taken.body.otp_hashed).toMatch(/\S{20,}/)

    // The owner (who signed up in Russian) is told in Russian; no code is sent.
    const letter = await server.outbox.latestTo(user.email)
    expect(letter.subject).toContain('Попытка регистрации')
    expect(letter.text).toContain('/login')
    expect(letter.text).toContain('/password-reset')
    expect(letter.text).not.toMatch(/\b\d{6}\b/)
    // Whoever tried gets what a wrong code gets, try after try.
    const guess = await register(server, {
      phase: 2,
      otp: '123456',
      otp_hashed: taken.body.otp_hashed,
    })
    expect(guess.body).toMatchObject({ status: 'invalid_otp', tries_left: 4 })
  })

  it('answers invalid_otp for a wrong code and accepts the right one after it', async ({
    server,
  }) => {
    const { details, otpHashed } = await startSignup(server)
    const code = codeIn(await server.outbox.latestTo(details.email))
    const wrong = await register(server, { phase: 2, otp: wrongCode(code), otp_hashed: otpHashed })
    expect(wrong.status).toBe(200)
    expect(wrong.body).toMatchObject({ status: 'invalid_otp', tries_left: 4 })
    const again = (lang: string) =>
      register(server, { phase: 2, otp: wrongCode(code), otp_hashed: otpHashed }, lang)
    expect((await again('en')).body.message).toBe('The code is wrong. Tries left: 3.')
    expect((await again('tm')).body.message).toBe('Kod nädogry. Galan synanyşyklar: 2.')
    const right = await register(server, { phase: 2, otp: code, otp_hashed: otpHashed })
    expect(right.body.status).toBe('success')
  })

  it('ends the code after five wrong tries, even for the right code', async ({ server }) => {
    const { details, otpHashed } = await startSignup(server)
    const code = codeIn(await server.outbox.latestTo(details.email))
    const tries = []
    for (let i = 0; i < 5; i++) {
      tries.push(
        (await register(server, { phase: 2, otp: wrongCode(code), otp_hashed: otpHashed })).body,
      )
    }
    expect(tries.map((t) => t.tries_left)).toEqual([4, 3, 2, 1, 0])
    // Each wrong try says so and counts down, in the caller's language (ru without one).
    expect(tries[0].message).toBe('Неверный код. Осталось попыток: 4.')
    expect(tries[4].message).toBe('Неверный код, и попытки исчерпаны. Запросите новый код.')
    const late = await register(server, { phase: 2, otp: code, otp_hashed: otpHashed }, 'en')
    expect(late.status).toBe(422)
    expect(late.body.errors.otp).toEqual([
      'The code has expired or too many wrong codes were tried. Request a new code.',
    ])
  })

  it('lets no more than five guesses through even when they come at once', async ({ server }) => {
    const { details, otpHashed } = await startSignup(server)
    const code = codeIn(await server.outbox.latestTo(details.email))
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        register(server, { phase: 2, otp: wrongCode(code), otp_hashed: otpHashed }),
      ),
    )
    expect(answers.filter((a) => a.body.status === 'invalid_otp')).toHaveLength(5)
    expect(answers.filter((a) => a.status === 422)).toHaveLength(7)
  })

  it('refuses an expired code', async ({ server }) => {
    const { details, otpHashed } = await startSignup(server)
    const code = codeIn(await server.outbox.latestTo(details.email))
    // Ten minutes pass.
    await server.db
      .updateTable('signup_challenges')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('email', '=', details.email)
      .execute()
    const late = await register(server, { phase: 2, otp: code, otp_hashed: otpHashed }, 'en')
    expect(late.status).toBe(422)
    expect(late.body.errors.otp[0]).toMatch(/expired/)
  })

  it('sends at most three codes to one e-mail in ten minutes', async ({ server }) => {
    const details = newHaulier()
    for (let i = 0; i < 3; i++)
      expect((await register(server, details)).body.status).toBe('success')
    const fourth = await register(server, details, 'en')
    expect(fourth.status).toBe(429)
    expect(fourth.body.message).toBe('Too many attempts. Try again in 10 min.')
    expect(await server.outbox.to(details.email)).toHaveLength(3)
  })

  it('refuses a forged or tampered challenge', async ({ server }) => {
    const { otpHashed } = await startSignup(server)
    const [id] = otpHashed.split('.')
    for (const forged of [`${id}.AAAA`, 'made-up', `${id}x.${otpHashed.split('.')[1]}`]) {
      const answer = await register(server, { phase: 2, otp: '123456', otp_hashed: forged }, 'en')
      expect(answer.status).toBe(422)
      expect(answer.body.errors.otp).toEqual([
        'The sign-up session has expired. Please start again.',
      ])
    }
  })

  it('refuses phase 3 before the code is confirmed, and mismatching passwords', async ({
    server,
  }) => {
    const { otpHashed } = await startSignup(server)
    const early = await register(
      server,
      {
        phase: 3,
        otp_hashed: otpHashed,
        passwd: 'Parol-12345',
        passwd_confirmation: 'Parol-12345',
      },
      'en',
    )
    expect(early.status).toBe(422)
    expect(early.body.errors.otp).toEqual(['Confirm the code from the e-mail first.'])

    const mismatch = await register(
      server,
      {
        phase: 3,
        otp_hashed: otpHashed,
        passwd: 'Parol-12345',
        passwd_confirmation: 'Parol-54321',
      },
      'en',
    )
    expect(mismatch.body.errors.passwd_confirmation).toEqual(['The passwords do not match.'])

    const short = await register(
      server,
      { phase: 3, otp_hashed: otpHashed, passwd: 'short', passwd_confirmation: 'short' },
      'en',
    )
    expect(short.body.errors.passwd).toEqual([
      'The password field must be at least 8 characters long.',
    ])
  })

  it('creates the account once: a finished challenge cannot be replayed', async ({ server }) => {
    const { details, otpHashed } = await startSignup(server)
    const code = codeIn(await server.outbox.latestTo(details.email))
    await register(server, { phase: 2, otp: code, otp_hashed: otpHashed })
    const body = {
      phase: 3,
      otp_hashed: otpHashed,
      passwd: 'Parol-12345',
      passwd_confirmation: 'Parol-12345',
    }
    const [a, b] = await Promise.all([register(server, body), register(server, body)])
    expect([a.status, b.status].sort()).toEqual([200, 422])
    const accounts = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', details.email)
      .execute()
    expect(accounts).toHaveLength(1)
  })

  it('keeps the e-mail that was verified, whatever phase 3 sends', async ({ server }) => {
    const { details, otpHashed } = await startSignup(server)
    const code = codeIn(await server.outbox.latestTo(details.email))
    await register(server, { phase: 2, otp: code, otp_hashed: otpHashed })
    const done = await register(server, {
      phase: 3,
      otp_hashed: otpHashed,
      email: 'someone-else@example.com',
      passwd: 'Parol-12345',
      passwd_confirmation: 'Parol-12345',
    })
    const profile = await server.get('/api/profile', { token: done.body.token })
    expect(profile.body.email).toBe(details.email)
  })

  it('records the privacy consent and stores the password only as a scrypt hash, the token only hashed', async ({
    server,
  }) => {
    const user = await signUp(server)
    const row = await server.db
      .selectFrom('users')
      .select(['password_hash', 'privacy_accepted_at'])
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow()
    expect(row.privacy_accepted_at).toBeInstanceOf(Date)
    // Tests hash at a lower cost (PASSWORD_COST=10); the parameters travel with the hash.
    expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$3\$[\w+/]+=*\$[\w+/]+=*$/)
    expect(row.password_hash).not.toContain(user.password)
    const tokens = await server.db.selectFrom('access_tokens').select('token_hash').execute()
    expect(tokens.map((t) => t.token_hash)).not.toContain(user.token)
  })
})
