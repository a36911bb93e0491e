import { afterAll, beforeAll } from 'vitest'
import { createHaulier } from './accounts.js'
import { type ApiServer, OPERATOR, startApiServer } from './api-server.js'
import { Browser } from './browser.js'
import { type GatewayServer, startGateway } from './gateway-server.js'

export interface Stack {
  api: ApiServer
  gateway: GatewayServer
  /** A new browser (its own cookies) or, with `token`, a bearer client. */
  browser(options?: ConstructorParameters<typeof Browser>[1]): Browser
  /** Another gateway in front of the same API, with other settings; closed with the stack. */
  gatewayWith(env: Record<string, string>): Promise<GatewayServer>
}

/** A real API and the real gateway in front of it. */
export async function startStack(env: Record<string, string> = {}) {
  const api = await startApiServer()
  const gateway = await startGateway(api.url, env)
  return {
    api,
    gateway,
    browser: (options: ConstructorParameters<typeof Browser>[1] = {}) =>
      new Browser(gateway.url, options),
    async close() {
      await gateway.close()
      await api.close()
    },
  }
}

/**
 * The stack of a test file: started once before its first test (one API per file keeps the suite
 * fast; starting it in `beforeAll` keeps a slow start out of the first test's time limit) and
 * closed after its last.
 */
export function stackForThisFile(env: Record<string, string> = {}): Stack {
  let started: Awaited<ReturnType<typeof startStack>> | undefined
  const others: GatewayServer[] = []
  beforeAll(async () => {
    started = await startStack(env)
  }, 120_000)
  afterAll(async () => {
    for (const other of others) await other.close()
    await started?.close()
  })
  const current = () => {
    if (!started) throw new Error('the stack has not started')
    return started
  }
  return {
    get api() {
      return current().api
    },
    get gateway() {
      return current().gateway
    },
    browser: (options) => current().browser(options),
    async gatewayWith(otherEnv) {
      const other = await startGateway(current().api.url, otherEnv)
      others.push(other)
      return other
    },
  }
}

/** A new haulier (made through the API) and a browser logged in as them through the gateway. */
export async function loggedInHaulier(stack: Stack) {
  const haulier = await createHaulier(stack.api.url, stack.api.dataDir)
  const browser = stack.browser()
  const answer = await browser.graphql(
    'mutation ($input: LogInInput!) { logIn(input: $input) { userName } }',
    { input: { email: haulier.email, password: haulier.password } },
  )
  if (!answer.data?.logIn?.userName) throw new Error(`login failed: ${JSON.stringify(answer)}`)
  return { haulier, browser }
}

/** A browser logged in as the operator the test API was started with. */
export async function loggedInOperator(stack: Stack) {
  const browser = stack.browser()
  const answer = await browser.graphql(
    'mutation ($input: LogInInput!) { logIn(input: $input) { userName } }',
    { input: OPERATOR },
  )
  if (!answer.data?.logIn?.userName) throw new Error(`login failed: ${JSON.stringify(answer)}`)
  return browser
}
