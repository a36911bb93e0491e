import { test as base } from 'vitest'
import { createHaulier } from './accounts.js'
import { type ApiServer, OPERATOR, startApiServer } from './api-server.js'
import { Browser } from './browser.js'
import { type GatewayServer, startGateway } from './gateway-server.js'

export interface Stack {
  api: ApiServer
  gateway: GatewayServer
  /** A new browser (its own cookies) or, with `token`, a bearer client. */
  browser(options?: ConstructorParameters<typeof Browser>[1]): Browser
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
 * `test` with a `stack` fixture started once per test file (one API per file keeps the suite
 * fast) and closed after its last test.
 */
export const test = base.extend<{ stack: Stack }>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const stack = await startStack()
      await use(stack)
      await stack.close()
    },
    { scope: 'file' },
  ],
})

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
