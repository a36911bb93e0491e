import { describe, expect } from 'vitest'
import { REQUEST_MODEL } from '../requests/request-kinds.js'
import { createAccount } from '../testing/accounts.js'
import { type Browser, browserOf } from '../testing/browser.js'
import { it } from '../testing/fixtures.js'
import { applicationForm, permissionBody, seedCargoPermission } from '../testing/requests.js'
import { startTestServer, type TestServer } from '../testing/test-server.js'

/** A haulier signed in through a browser page: the handshake, then the login form. */
async function signedInBrowser(server: TestServer) {
  const user = await createAccount(server)
  const browser = browserOf(server)
  expect((await browser.get('/sanctum/csrf-cookie')).status).toBe(204)
  const login = await browser.post('/api/login-post', {
    email: user.email,
    password: user.password,
  })
  expect(login.body.status).toBe('success')
  return { user, browser, token: login.body.token as string }
}

/** Ends the call the same way a forged one would: the cookie goes, the XSRF echo does not. */
const unechoed = { xsrf: false } as const

describe('the cookie session of browser clients', () => {
  it('login sets an httpOnly SameSite=Lax session cookie and an XSRF-TOKEN a script can read', async ({
    server,
  }) => {
    const user = await createAccount(server)
    const login = await server.post('/api/login-post', {
      email: user.email,
      password: user.password,
    })
    const cookies = login.headers.getSetCookie()
    const session = cookies.find((cookie) => cookie.startsWith('session='))
    const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    expect(session).toMatch(/; HttpOnly/)
    expect(session).toMatch(/; SameSite=Lax/)
    expect(session).toMatch(/; Path=\//)
    // Served over http here: a Secure cookie would never come back.
    expect(session).not.toMatch(/Secure/)
    expect(xsrf).toMatch(/; SameSite=Lax/)
    expect(xsrf).not.toMatch(/HttpOnly/)
    // The cookie holds the session whose token the body answers.
    expect(session).toContain(`session=${login.body.token};`)
  })

  it('the handshake gives a visitor an XSRF-TOKEN only, and a signed-in page its session’s again', async ({
    server,
  }) => {
    const visitor = browserOf(server)
    const handshake = await visitor.get('/sanctum/csrf-cookie')
    expect(handshake.status).toBe(204)
    expect([...visitor.cookies.keys()]).toEqual(['XSRF-TOKEN'])

    const { browser } = await signedInBrowser(server)
    const afterLogin = browser.cookies.get('XSRF-TOKEN')
    await browser.get('/sanctum/csrf-cookie')
    expect(browser.cookies.get('XSRF-TOKEN')).toBe(afterLogin)
    // A reloaded page calls the handshake again and keeps working without a bearer.
    expect((await browser.get('/api/profile')).status).toBe(200)
  })

  it('serves each call the earlier client makes without a bearer: history paging and cancel, permissions, the online application, the password change', async ({
    server,
  }) => {
    const { user, browser } = await signedInBrowser(server)

    const page = await browser.get('/api/history/1')
    expect(page.status).toBe(200)
    expect(page.body.history_length).toBe(0)

    const permission = await browser.get('/api/load-permission')
    expect(permission.status).toBe(200)
    const unload = await browser.post('/api/unload-permission', permissionBody())
    expect(unload.body.status).toBe('success')

    const application = await browser.postForm('/api/online-application', applicationForm())
    expect(application.body.status).toBe('success')

    const loading = await seedCargoPermission(server, user.id, REQUEST_MODEL.loadPermission)
    const cancel = await browser.post('/api/history-cancel', {
      model_id: REQUEST_MODEL.loadPermission,
      item_id: loading,
    })
    expect(cancel.body).toMatchObject({ status: 'success', item: { id: loading, status: 3 } })
    const history = await browser.get('/api/history/1')
    expect(history.body.history_length).toBe(3)

    const change = await browser.post('/api/passwd-update', {
      old_passwd: user.password,
      passwd: 'Täze-parol-2026',
      passwd_confirmation: 'Täze-parol-2026',
    })
    expect(change.body).toEqual({ status: 'success' })
    // The password change ends the account's other sessions, not the one that made it.
    expect((await browser.get('/api/profile')).status).toBe(200)
    expect((await server.get('/api/profile', { token: user.token })).status).toBe(401)
  })

  it('refuses a cookie call whose X-XSRF-TOKEN is missing, wrong or another session’s, and changes nothing', async ({
    server,
  }) => {
    const { browser } = await signedInBrowser(server)
    const other = await signedInBrowser(server)
    const forged: [string, Parameters<Browser['request']>[2]][] = [
      ['missing', unechoed],
      ['wrong', { ...unechoed, headers: { 'x-xsrf-token': 'x'.repeat(43) } }],
      ['empty', { ...unechoed, headers: { 'x-xsrf-token': '' } }],
      [
        "another session's",
        {
          ...unechoed,
          headers: {
            'x-xsrf-token': decodeURIComponent(other.browser.cookies.get('XSRF-TOKEN') ?? ''),
          },
        },
      ],
    ]
    for (const [what, options] of forged) {
      const read = await browser.request('GET', '/api/profile', options)
      expect(read.status, what).toBe(401)
      const write = await browser.request('POST', '/api/unload-permission', {
        ...options,
        body: permissionBody(),
      })
      expect(write.status, what).toBe(401)
    }
    expect((await browser.get('/api/history/1')).body.history_length).toBe(0)

    // The XSRF header without the cookie is nothing either.
    const xsrf = decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? '')
    const bare = await server.get('/api/profile', { headers: { 'x-xsrf-token': xsrf } })
    expect(bare.status).toBe(401)
  })

  it('logout by cookie ends the token itself and clears the cookies', async ({ server }) => {
    const { browser, token } = await signedInBrowser(server)
    expect((await server.get('/api/profile', { token })).status).toBe(200)

    const logout = await browser.get('/api/logout')
    expect(logout.body).toEqual({ status: 'success' })
    expect(browser.cookies.has('session')).toBe(false)
    expect(browser.cookies.has('XSRF-TOKEN')).toBe(false)
    expect((await server.get('/api/profile', { token })).status).toBe(401)
  })

  it('a forged logout (no XSRF echo) ends nothing', async ({ server }) => {
    const { browser, token } = await signedInBrowser(server)
    expect((await browser.get('/api/logout', unechoed)).status).toBe(401)
    expect((await server.get('/api/profile', { token })).status).toBe(200)
  })

  it('logout by bearer ends the cookie session too', async ({ server }) => {
    const { browser, token } = await signedInBrowser(server)
    expect((await server.get('/api/logout', { token })).body).toEqual({ status: 'success' })
    expect((await browser.get('/api/profile')).status).toBe(401)
  })

  it('keeps bearer-only callers working, and a bearer header decides alone when there is one', async ({
    server,
  }) => {
    const { browser, token } = await signedInBrowser(server)
    // The gateway's way: a bearer header, no cookies.
    const bearer = await server.get('/api/profile', { token })
    expect(bearer.status).toBe(200)
    expect(bearer.headers.getSetCookie()).toEqual([])
    // A wrong bearer is not rescued by a good cookie.
    const wrongBearer = await browser.get('/api/profile', {
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    })
    expect(wrongBearer.status).toBe(401)
  })

  it('takes an empty, null or undefined bearer for no bearer, so the cookie decides', async ({
    server,
  }) => {
    const { browser } = await signedInBrowser(server)
    // The earlier client after a password reset: its stored token is gone, its cookie is not.
    for (const authorization of ['Bearer null', 'Bearer undefined', 'Bearer ', 'bearer NULL', '']) {
      const answer = await browser.get('/api/profile', { headers: { authorization } })
      expect(answer.status, authorization).toBe(200)
    }
    // No cookie behind it: still no session.
    const visitor = browserOf(server)
    await visitor.get('/sanctum/csrf-cookie')
    const alone = await visitor.get('/api/profile', { headers: { authorization: 'Bearer null' } })
    expect(alone.status).toBe(401)
    // A cookie without its XSRF echo is not vouched for, whatever the empty bearer says.
    const unvouched = await browser.get('/api/profile', {
      ...unechoed,
      headers: { authorization: 'Bearer null' },
    })
    expect(unvouched.status).toBe(401)
  })

  it('keeps answers to a cookie session out of every cache', async ({ server }) => {
    const { browser } = await signedInBrowser(server)
    const profile = await browser.get('/api/profile')
    expect(profile.status).toBe(200)
    expect(profile.headers.get('cache-control')).toBe('no-store')
  })
})

describe('the cookie session over https', () => {
  it('marks its cookies Secure when the API is served over https', async () => {
    const server = await startTestServer({
      API_PUBLIC_URL: 'https://api.example.tm',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    })
    try {
      const user = await createAccount(server)
      const login = await server.post('/api/login-post', {
        email: user.email,
        password: user.password,
      })
      const cookies = login.headers.getSetCookie()
      expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual([
        'session',
        'XSRF-TOKEN',
        'trusted_device',
      ])
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/)
    } finally {
      await server.close()
    }
  })
})
