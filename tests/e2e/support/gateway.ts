import { type APIRequestContext, request } from '@playwright/test'
import type { Outbox } from './outbox.js'

export type Lang = 'tm' | 'ru' | 'en'

interface Answer<T> {
  data?: T
  errors?: { message: string; extensions?: { code?: string } }[]
}

/** Clients opened so far by this worker, for an address of each one's own. */
let opened = 0

/**
 * An address of the documentation range (RFC 3849) that no other client of this run has: each
 * arranging client stands for a haulier of its own, as it would be on the internet, so the
 * portal's per-address limits (sign-up codes, logins) meet one haulier each, not the whole run.
 */
function addressOfItsOwn() {
  opened += 1
  return `2001:db8::${process.pid.toString(16)}:${opened.toString(16)}`
}

/**
 * GraphQL against the gateway as another front end would call it: plain documents over POST,
 * its own cookie jar (the session cookie the gateway sets) and its own address (the journeys'
 * portal believes the test process's X-Forwarded-For: support/portal.ts). For arranging what a
 * journey needs (an account, a dead session), never for what the journey itself checks.
 */
export class GatewayClient {
  private constructor(readonly http: APIRequestContext) {}

  static async open(baseURL: string, lang: Lang = 'en', cookie?: string) {
    return new GatewayClient(
      await request.newContext({
        baseURL,
        extraHTTPHeaders: {
          'accept-language': lang === 'tm' ? 'tk' : lang,
          'x-forwarded-for': addressOfItsOwn(),
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

  /**
   * A mutation with files, as the GraphQL multipart request spec sends them (the gateway's
   * uploads): each file replaces the `null` at its `path` in the variables.
   */
  async upload<T>(
    query: string,
    variables: Record<string, unknown>,
    files: { path: string; name: string; mimeType: string; buffer: Buffer }[],
  ): Promise<T> {
    // The spec's order matters: operations, then map, then the files (a FormData keeps it).
    const form = new FormData()
    form.append('operations', JSON.stringify({ query, variables }))
    form.append('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [i, [f.path]]))))
    files.forEach(({ name, mimeType, buffer }, index) => {
      form.append(String(index), new Blob([new Uint8Array(buffer)], { type: mimeType }), name)
    })
    const response = await this.http.post('/graphql', {
      headers: { 'apollo-require-preflight': 'true' },
      multipart: form,
    })
    const answer = (await response.json()) as Answer<T>
    if (!response.ok() || answer.errors?.length || !answer.data) {
      throw new Error(`GraphQL upload ${response.status()}: ${JSON.stringify(answer)}`)
    }
    return answer.data
  }

  /** The cookies this client holds (the session's, after a login or a sign-up). */
  async cookies() {
    return (await this.http.storageState()).cookies
  }

  close() {
    return this.http.dispose()
  }
}

export type UserErrors = {
  userErrors: { field: string | readonly string[] | null; message: string; code: string }[]
}

export function orThrow<T extends UserErrors>(step: string, payload: T): T {
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
 * Given a `gateway`, the sign-up happens in it and leaves it signed in as the new account.
 */
export async function signUpThroughGateway(
  baseURL: string,
  outbox: Outbox,
  signedIn?: GatewayClient,
): Promise<Account> {
  const account = newHaulier()
  const gateway = signedIn ?? (await GatewayClient.open(baseURL))
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
    if (!signedIn) await gateway.close()
  }
}
