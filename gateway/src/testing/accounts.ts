import { randomBytes } from 'node:crypto'
import { codeIn, outboxOf } from './api-server.js'

let counter = 0

export interface Haulier {
  email: string
  password: string
  token: string
  name: string
}

async function post(apiUrl: string, path: string, body: unknown) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Record<string, any>
}

/** Sign-up details of a new haulier, unique per call, as the gateway's input takes them. */
export function newHaulierDetails() {
  counter += 1
  return {
    name: 'Merdan Atayew',
    phone: '+993 65 12 34 56',
    email: `gw-haulier-${counter}-${randomBytes(3).toString('hex')}@example.com`,
    institutionName: 'Ak Ýol Logistika HJ',
    certificateNumber: `YG-${5000 + counter}`,
    certificateExpiresOn: `${new Date().getFullYear() + 2}-06-30`,
    stateRegisterNumber: `EGRPO-${7000 + counter}`,
    privacyPolicyAccepted: true,
  }
}

/**
 * A haulier made through the API's own sign-up (its three phases, the code read from the
 * outbox): tests that are not about sign-up start from here.
 */
export async function createHaulier(apiUrl: string, dataDir: string): Promise<Haulier> {
  const details = newHaulierDetails()
  const password = `Pa55-${randomBytes(6).toString('hex')}`
  const first = await post(apiUrl, '/api/registration-post', {
    phase: 1,
    name: details.name,
    phone: details.phone,
    email: details.email,
    corpname: details.institutionName,
    ygtyyarnama_no: details.certificateNumber,
    ygtyyarnama_expire_date: details.certificateExpiresOn,
    yegrpo: details.stateRegisterNumber,
    privacy_accepted: true,
  })
  const code = codeIn(await outboxOf(dataDir).latestTo(details.email))
  await post(apiUrl, '/api/registration-post', {
    phase: 2,
    otp: code,
    otp_hashed: first.otp_hashed,
  })
  const third = await post(apiUrl, '/api/registration-post', {
    phase: 3,
    otp_hashed: first.otp_hashed,
    passwd: password,
    passwd_confirmation: password,
  })
  if (third.status !== 'success') throw new Error(`sign-up failed: ${JSON.stringify(third)}`)
  return { email: details.email, password, token: third.token, name: details.name }
}

/** Logs in at the API directly (operators, or a second session of a haulier). */
export async function apiLogIn(apiUrl: string, email: string, password: string): Promise<string> {
  const answer = await post(apiUrl, '/api/login-post', { email, password })
  if (answer.status !== 'success') throw new Error(`login failed: ${JSON.stringify(answer)}`)
  return answer.token
}

/**
 * The newest letter to `to` that `accept` takes, waiting for it: some letters (the reset link) are
 * sent after the answer, so that timing reveals nothing.
 */
export async function letterTo(dataDir: string, to: string, accept: (text: string) => boolean) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const letters = await outboxOf(dataDir).to(to)
    const found = letters.reverse().find((letter) => accept(letter.text))
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no such letter to ${to} within 10 s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
