import { type APIRequestContext, request } from '@playwright/test'
import type { Outbox } from './outbox.js'

export type Lang = 'tm' | 'ru' | 'en'

interface Answer<T> {
  data?: T
  errors?: { message: string; extensions?: { code?: string } }[]
}

/**
 * GraphQL against the gateway as another front end would call it: plain documents over POST,
 * its own cookie jar (the session cookie the gateway sets). For arranging what a journey needs
 * (an account, a dead session), never for what the journey itself checks.
 */
export class GatewayClient {
  private constructor(readonly http: APIRequestContext) {}

  static async open(baseURL: string, lang: Lang = 'en', cookie?: string) {
    return new GatewayClient(
      await request.newContext({
        baseURL,
        extraHTTPHeaders: {
          'accept-language': lang === 'tm' ? 'tk' : lang,
          ...(cookie ? { cookie } : {}),
        },
      }),
    )
  }

  async call<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await this.http.post('/graphql', { data: { query, variables } })
    const answer = (await response.json()) as Answer<T>
    if (!response.ok() || answer.errors?.length || !answer.data) {
      throw new Error(`GraphQL ${response.status()}: ${JSON.stringify(answer)}`)
    }
    return answer.data
  }

  close() {
    return this.http.dispose()
  }
}

type UserErrors = { userErrors: { field: string | null; message: string; code: string }[] }

function orThrow<T extends UserErrors>(step: string, payload: T): T {
  if (payload.userErrors.length > 0) {
    throw new Error(`${step}: ${JSON.stringify(payload.userErrors)}`)
  }
  return payload
}

let made = 0

/** Sign-up details of a new haulier; the e-mail is unique per call, in any worker. */
export function newHaulier() {
  made += 1
  const unique = `${process.pid}-${Date.now().toString(36)}-${made}`
  return {
    name: 'Merdan Atayew',
    phone: '+993 65 12 34 56',
    phoneDigits: '65123456',
    email: `haulier-${unique}@example.com`,
    institutionName: 'Ak Ýol Logistika HJ',
    certificateNumber: `YG-${made}`,
    certificateExpiresOn: `${new Date().getFullYear() + 2}-06-30`,
    stateRegisterNumber: `EGRPO-${made}`,
    password: `Pa55-word-${unique}`,
  }
}

export type Account = ReturnType<typeof newHaulier>

/**
 * An account made through the gateway's three sign-up mutations, the code read from the outbox:
 * the real path, without the browser (journeys that are not about sign-up need only its result).
 */
export async function signUpThroughGateway(baseURL: string, outbox: Outbox): Promise<Account> {
  const account = newHaulier()
  const gateway = await GatewayClient.open(baseURL)
  try {
    const { password: _password, phoneDigits: _digits, ...details } = account
    const first = await gateway.call<{
      requestSignUpCode: UserErrors & { challenge: string | null }
    }>(
      `mutation ($input: SignUpDetailsInput!) {
        requestSignUpCode(input: $input) { challenge userErrors { field message code } }
      }`,
      { input: { ...details, privacyPolicyAccepted: true } },
    )
    const challenge = orThrow('requestSignUpCode', first.requestSignUpCode).challenge as string
    const code = await outbox.signUpCode(account.email)
    const second = await gateway.call<{ verifySignUpCode: UserErrors }>(
      `mutation ($input: VerifySignUpCodeInput!) {
        verifySignUpCode(input: $input) { verified userErrors { field message code } }
      }`,
      { input: { challenge, code } },
    )
    orThrow('verifySignUpCode', second.verifySignUpCode)
    const third = await gateway.call<{ completeSignUp: UserErrors }>(
      `mutation ($input: CompleteSignUpInput!) {
        completeSignUp(input: $input) { userName userErrors { field message code } }
      }`,
      { input: { challenge, password: account.password, passwordConfirmation: account.password } },
    )
    orThrow('completeSignUp', third.completeSignUp)
    return account
  } finally {
    await gateway.close()
  }
}
