import { randomBytes, scryptSync } from 'node:crypto'
import { tokensRepository } from '../accounts/tokens.repository.js'
import { usersRepository } from '../accounts/users.repository.js'
import { normalizePhone } from '../http/schemas.js'
import { codeIn } from './outbox.js'
import type { TestServer } from './test-server.js'

let counter = 0

/** Sign-up details of a new haulier, unique per call. */
export function newHaulier(overrides: Record<string, unknown> = {}) {
  counter += 1
  const year = new Date().getFullYear() + 2
  return {
    phase: 1,
    name: 'Merdan Atayew',
    phone: '+993 (65) 12-34-56',
    email: `haulier-${counter}-${randomBytes(3).toString('hex')}@example.com`,
    corpname: 'Ak Ýol Logistika HJ',
    ygtyyarnama_no: `YG-${1000 + counter}`,
    ygtyyarnama_expire_date: `${year}-06-30`,
    yegrpo: `EGRPO-${2000 + counter}`,
    privacy_accepted: true,
    ...overrides,
  }
}

/** Signs a haulier up through all three phases, reading the code from the outbox. */
export async function signUp(server: TestServer, overrides: Record<string, unknown> = {}) {
  const details = newHaulier(overrides)
  const password = `Pa55-${randomBytes(6).toString('hex')}`
  const lang = typeof overrides.lang === 'string' ? overrides.lang : 'ru'
  const first = await server.post('/api/registration-post', details, { lang })
  if (first.body.status !== 'success') throw new Error(`phase 1: ${first.text}`)
  const code = codeIn(await server.outbox.latestTo(details.email))
  const second = await server.post(
    '/api/registration-post',
    { phase: 2, otp: code, otp_hashed: first.body.otp_hashed },
    { lang },
  )
  if (second.body.status !== 'success') throw new Error(`phase 2: ${second.text}`)
  const third = await server.post(
    '/api/registration-post',
    {
      phase: 3,
      otp_hashed: first.body.otp_hashed,
      passwd: password,
      passwd_confirmation: password,
    },
    { lang },
  )
  if (third.body.status !== 'success') throw new Error(`phase 3: ${third.text}`)
  return { ...details, password, token: third.body.token as string }
}

/**
 * A haulier's account put straight into the database, signed in: for tests where sign-up is not
 * what is tested (three phases and an e-mail cost time). The password hash has the format and
 * the low cost the test servers use.
 */
export async function createAccount(server: TestServer, overrides: Record<string, unknown> = {}) {
  const { phase: _phase, privacy_accepted: _privacy, ...details } = newHaulier(overrides)
  const password = `Pa55-${randomBytes(6).toString('hex')}`
  const user = await usersRepository(server.db).create({
    name: details.name,
    email: details.email,
    phone: normalizePhone(details.phone),
    corpname: details.corpname,
    ygtyyarnama_no: details.ygtyyarnama_no,
    ygtyyarnama_expire_date: details.ygtyyarnama_expire_date,
    yegrpo: details.yegrpo,
    privacy_accepted_at: new Date(),
    password_hash: testPasswordHash(password),
    lang: typeof overrides.lang === 'string' ? (overrides.lang as 'tm' | 'ru' | 'en') : 'ru',
  })
  const token = await tokensRepository(server.db).issue(user.id)
  return { ...details, id: user.id, password, token }
}

/** A scrypt hash as the API stores them, at the tests' cost (N = 2^10). */
export function testPasswordHash(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 3 })
  return ['scrypt', 1024, 8, 3, salt.toString('base64'), key.toString('base64')].join('$')
}
