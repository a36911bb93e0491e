import { describe, expect, test } from 'vitest'
import { DEVICE_COOKIE } from './session.js'
import { createHaulier } from './testing/accounts.js'
import { dataOf } from './testing/browser.js'
import { stackForThisFile } from './testing/stack.js'

/**
 * ADR 0074 through the gateway: the trusted-device cookie and the busy answer, at the production
 * hashing cost (a loaded machine gets 90 s a test).
 */
const stack = stackForThisFile()

const LOG_IN = `mutation ($input: LogInInput!) { logIn(input: $input) { userName userErrors { code message } } }`

/** Wrong passwords sent straight to the API from strangers' addresses, as an attacker elsewhere. */
async function lockOut(email: string) {
  for (let i = 0; i < 10; i++) {
    const response = await fetch(`${stack.api.url}/api/login-post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i + 1}` },
      body: JSON.stringify({ email, password: `guess-${i}` }),
    })
    expect(response.status).toBe(200)
  }
}

describe('logging in through the gateway while strangers guess', () => {
  test('a browser that logged in before keeps getting in; a new one is told to wait', async () => {
    const haulier = await createHaulier(stack.api.url, stack.api.dataDir)
    const input = { email: haulier.email, password: haulier.password }
    const regular = stack.browser()
    const first = await regular.graphql(LOG_IN, { input })
    expect(dataOf(first).logIn.userErrors).toEqual([])
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
    expect(cookie).toMatch(/Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/)
    expect(JSON.stringify(first.data)).not.toContain(regular.cookies.get(DEVICE_COOKIE))

    await lockOut(haulier.email)
    const stranger = dataOf(await stack.browser().graphql(LOG_IN, { input })).logIn
    expect(stranger.userName).toBeNull()
    expect(stranger.userErrors).toMatchObject([{ code: 'RATE_LIMITED' }])

    const again = dataOf(await regular.graphql(LOG_IN, { input })).logIn
    expect(again).toEqual({ userName: haulier.name, userErrors: [] })
    // A forged device cookie is no trust at all.
    const forger = stack.browser()
    forger.cookies.set(DEVICE_COOKIE, `${regular.cookies.get(DEVICE_COOKIE)?.slice(0, -2)}xx`)
    expect(dataOf(await forger.graphql(LOG_IN, { input })).logIn.userErrors).toMatchObject([
      { code: 'RATE_LIMITED' },
    ])
  }, 90_000)

  test('a crowd of correct logins gets in, or UPSTREAM_UNAVAILABLE with retryAfter, uncharged', async () => {
    const haulier = await createHaulier(stack.api.url, stack.api.dataDir)
    const input = { email: haulier.email, password: haulier.password }
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => stack.browser().graphql(LOG_IN, { input })),
    )
    const busy = answers.filter((answer) =>
      answer.errors?.some((error) => error.extensions?.code === 'UPSTREAM_UNAVAILABLE'),
    )
    const inside = answers.filter((answer) => answer.data?.logIn?.userName === haulier.name)
    expect(busy.length).toBeGreaterThan(0)
    expect(inside.length + busy.length).toBe(16)
    for (const answer of busy) {
      expect(answer.errors?.[0]?.extensions?.retryAfter).toBeGreaterThanOrEqual(1)
    }
    // Nothing was counted against the account: each busy one gets in when it asks again.
    for (const _ of busy) {
      expect(dataOf(await stack.browser().graphql(LOG_IN, { input })).logIn.userName).toBe(
        haulier.name,
      )
    }
  }, 90_000)
})
