import { describe, expect, test } from 'vitest'
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session.js'
import { createHaulier, letterTo, newHaulierDetails } from './testing/accounts.js'
import { codeIn, linkIn, outboxOf } from './testing/api-server.js'
import { Browser, dataOf } from './testing/browser.js'
import { startGateway } from './testing/gateway-server.js'
import { loggedInOperator, stackForThisFile } from './testing/stack.js'

const stack = stackForThisFile()

const ME =
  '{ me { id name email phone institutionName certificateNumber certificateExpiresOn stateRegisterNumber } }'
const LOG_IN = `mutation ($input: LogInInput!) { logIn(input: $input) { userName userErrors { field code message } } }`

describe('sign-up in three steps', () => {
  test('details, the e-mailed code (a wrong one first), the password: the session is an httpOnly cookie', async () => {
    const browser = stack.browser({ lang: 'tm' })
    const details = newHaulierDetails()
    const first = dataOf(
      await browser.graphql(
        `mutation ($input: SignUpDetailsInput!) { requestSignUpCode(input: $input) { challenge userErrors { field } } }`,
        { input: details },
      ),
    ).requestSignUpCode
    expect(first.userErrors).toEqual([])
    const code = codeIn(await outboxOf(stack.api.dataDir).latestTo(details.email))
    const verify = `mutation ($input: VerifySignUpCodeInput!) { verifySignUpCode(input: $input) { verified triesLeft userErrors { field code } } }`
    const wrong = dataOf(
      await browser.graphql(verify, {
        input: { challenge: first.challenge, code: code === '000000' ? '111111' : '000000' },
      }),
    ).verifySignUpCode
    expect(wrong).toEqual({
      verified: false,
      triesLeft: 4,
      userErrors: [{ field: ['code'], code: 'INVALID_CODE' }],
    })
    const right = dataOf(
      await browser.graphql(verify, { input: { challenge: first.challenge, code } }),
    ).verifySignUpCode
    expect(right).toEqual({ verified: true, triesLeft: null, userErrors: [] })

    const third = await browser.graphql(
      `mutation ($input: CompleteSignUpInput!) { completeSignUp(input: $input) { userName userErrors { field } } }`,
      {
        input: {
          challenge: first.challenge,
          password: 'Gowy-parol-2026',
          passwordConfirmation: 'Gowy-parol-2026',
        },
      },
    )
    expect(dataOf(third).completeSignUp).toEqual({ userName: details.name, userErrors: [] })
    const cookie = third.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)
    // The API ends a session after 12 hours (ASVS L2); the cookie lives no longer.
    expect(cookie).toMatch(new RegExp(`Max-Age=${12 * 3600}(;|$)`, 'i'))
    expect(JSON.stringify(third.data)).not.toContain(browser.cookies.get(SESSION_COOKIE))

    const { me } = dataOf(await browser.graphql(ME))
    expect(me).toMatchObject({
      name: details.name,
      email: details.email,
      institutionName: details.institutionName,
      certificateNumber: details.certificateNumber,
      certificateExpiresOn: details.certificateExpiresOn,
      stateRegisterNumber: details.stateRegisterNumber,
    })
  })

  test('a registered e-mail is answered as any other; its owner learns of it by mail', async () => {
    const haulier = await createHaulier(stack.api.url, stack.api.dataDir)
    const answer = dataOf(
      await stack
        .browser()
        .graphql(
          `mutation ($input: SignUpDetailsInput!) { requestSignUpCode(input: $input) { challenge userErrors { field code message } } }`,
          { input: { ...newHaulierDetails(), email: haulier.email } },
        ),
    ).requestSignUpCode
    expect(answer.challenge).toEqual(expect.any(String))
    expect(answer.userErrors).toEqual([])
    const letter = await outboxOf(stack.api.dataDir).latestTo(haulier.email)
    expect(letter.text).toContain('/password-reset')
  })
})

describe('sessions', () => {
  test('log in, read and update the account, change the password, log out', async () => {
    const haulier = await createHaulier(stack.api.url, stack.api.dataDir)
    const browser = stack.browser()
    expect(dataOf(await browser.graphql(ME)).me).toBeNull()

    const wrong = dataOf(
      await browser.graphql(LOG_IN, {
        input: { email: haulier.email, password: 'wrong-password' },
      }),
    ).logIn
    expect(wrong.userName).toBeNull()
    expect(wrong.userErrors).toEqual([
      { field: null, code: 'INVALID_CREDENTIALS', message: expect.any(String) },
    ])
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false)

    const login = dataOf(
      await browser.graphql(LOG_IN, {
        input: { email: haulier.email, password: haulier.password },
      }),
    ).logIn
    expect(login).toEqual({ userName: haulier.name, userErrors: [] })
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true)

    const update = dataOf(
      await browser.graphql(
        `mutation ($input: UpdateAccountInput!) { updateAccount(input: $input) { account { name phone institutionName } userErrors { field } } }`,
        {
          input: {
            name: 'Merdan Atayew',
            email: haulier.email,
            phone: '+993 65 99 88 77',
            institutionName: 'Täze Ýol HJ',
            certificateNumber: 'YG-9',
            stateRegisterNumber: 'EGRPO-9',
          },
        },
      ),
    ).updateAccount
    expect(update).toEqual({
      account: {
        name: 'Merdan Atayew',
        phone: expect.stringContaining('99'),
        institutionName: 'Täze Ýol HJ',
      },
      userErrors: [],
    })

    const change = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { changed userErrors { field code } } }`
    const refused = dataOf(
      await browser.graphql(change, {
        input: {
          currentPassword: 'not-it-at-all',
          newPassword: 'Tazeje-2026',
          newPasswordConfirmation: 'Tazeje-2026',
        },
      }),
    ).changePassword
    expect(refused).toEqual({
      changed: false,
      userErrors: [{ field: ['currentPassword'], code: 'INVALID_CREDENTIALS' }],
    })
    const mismatch = dataOf(
      await browser.graphql(change, {
        input: {
          currentPassword: haulier.password,
          newPassword: 'Tazeje-2026',
          newPasswordConfirmation: 'Başga-2026',
        },
      }),
    ).changePassword
    expect(mismatch.changed).toBe(false)
    expect(mismatch.userErrors[0].code).toBe('INVALID')
    const changed = dataOf(
      await browser.graphql(change, {
        input: {
          currentPassword: haulier.password,
          newPassword: 'Tazeje-2026',
          newPasswordConfirmation: 'Tazeje-2026',
        },
      }),
    ).changePassword
    expect(changed).toEqual({ changed: true, userErrors: [] })
    expect(dataOf(await browser.graphql(ME)).me.institutionName).toBe('Täze Ýol HJ')

    const logout = await browser.graphql('mutation { logOut { loggedOut } }')
    expect(dataOf(logout).logOut.loggedOut).toBe(true)
    expect(logout.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;`))
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false)
    expect(dataOf(await browser.graphql(ME)).me).toBeNull()
  })

  test('a dead token is UNAUTHENTICATED, and a dead cookie is cleared', async () => {
    const haulier = await createHaulier(stack.api.url, stack.api.dataDir)
    const browser = stack.browser()
    await browser.graphql(LOG_IN, { input: { email: haulier.email, password: haulier.password } })
    const stolen = browser.cookies.get(SESSION_COOKIE) as string
    await browser.graphql('mutation { logOut { loggedOut } }')

    const replay = stack.browser()
    replay.cookies.set(SESSION_COOKIE, stolen)
    const answer = await replay.graphql(ME)
    expect(answer.data).toEqual({ me: null })
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED'])
    expect(replay.cookies.has(SESSION_COOKIE)).toBe(false)

    const bearer = await stack.browser({ token: 'not-a-token-at-all' }).graphql(ME)
    expect(bearer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })

  test('with an https public address the cookie is __Host-: Secure, Path=/, no Domain, 12 hours', async () => {
    const https = await startGateway(stack.api.url, { PUBLIC_URL: 'https://portal.example.tm' })
    try {
      const haulier = await createHaulier(stack.api.url, stack.api.dataDir)
      const browser = new Browser(https.url)
      const answer = await browser.graphql(LOG_IN, {
        input: { email: haulier.email, password: haulier.password },
      })
      const [cookie = ''] = answer.headers.getSetCookie()
      expect(cookie).toMatch(/^__Host-tmulag_session=[^;]+;/)
      expect(cookie).toMatch(/; Secure/i)
      expect(cookie).toMatch(/; Path=\/(;|$)/i)
      expect(cookie).toMatch(/; Max-Age=43200(;|$)/i)
      expect(cookie).not.toMatch(/Domain=/i)
      expect(dataOf(await browser.graphql(ME)).me.email).toBe(haulier.email)
      // The plain name means nothing there: a cookie set over http cannot stand in for it.
      const token = browser.cookies.get(SECURE_SESSION_COOKIE) as string
      const plain = new Browser(https.url)
      plain.cookies.set(SESSION_COOKIE, token)
      expect(dataOf(await plain.graphql(ME)).me).toBeNull()
    } finally {
      await https.close()
    }
  })

  test("another front end's bearer token is passed through", async () => {
    const haulier = await createHaulier(stack.api.url, stack.api.dataDir)
    const { me } = dataOf(await stack.browser({ token: haulier.token }).graphql(ME))
    expect(me.email).toBe(haulier.email)
  })
})

describe('changing the e-mail', () => {
  test('needs the current password, then the code sent to the new address', async () => {
    const haulier = await createHaulier(stack.api.url, stack.api.dataDir)
    const browser = stack.browser({ token: haulier.token })
    const update = `mutation ($input: UpdateAccountInput!) { updateAccount(input: $input) { account { email } pendingEmail userErrors { field code } } }`
    const input = {
      name: haulier.name,
      email: `new-${haulier.email}`,
      phone: '+993 65 12 34 56',
      institutionName: 'Ak Ýol Logistika HJ',
      certificateNumber: 'YG-1',
      stateRegisterNumber: 'EG-1',
    }
    const withoutPassword = dataOf(await browser.graphql(update, { input })).updateAccount
    expect(withoutPassword.userErrors).toEqual([{ field: ['currentPassword'], code: 'INVALID' }])
    const asked = dataOf(
      await browser.graphql(update, { input: { ...input, currentPassword: haulier.password } }),
    ).updateAccount
    expect(asked).toEqual({
      account: { email: haulier.email },
      pendingEmail: input.email,
      userErrors: [],
    })
    // The account itself says which address waits for its code, on every later read too.
    expect(dataOf(await browser.graphql('{ me { email pendingEmail role } }')).me).toEqual({
      email: haulier.email,
      pendingEmail: input.email,
      role: 'HAULIER',
    })
    const code = codeIn(await outboxOf(stack.api.dataDir).latestTo(input.email))
    const confirm = `mutation ($input: ConfirmEmailChangeInput!) { confirmEmailChange(input: $input) { account { email } triesLeft userErrors { field code } } }`
    const wrong = dataOf(
      await browser.graphql(confirm, { input: { code: code === '000000' ? '111111' : '000000' } }),
    ).confirmEmailChange
    expect(wrong).toMatchObject({
      account: null,
      userErrors: [{ field: ['code'], code: 'INVALID_CODE' }],
    })
    const right = dataOf(
      await browser.graphql(
        confirm.replace('account { email }', 'account { email pendingEmail }'),
        {
          input: { code },
        },
      ),
    ).confirmEmailChange
    expect(right).toEqual({
      account: { email: input.email, pendingEmail: null },
      triesLeft: null,
      userErrors: [],
    })
  })

  test("an operator's account says so", async () => {
    const operator = await loggedInOperator(stack)
    expect(dataOf(await operator.graphql('{ me { role pendingEmail } }')).me).toEqual({
      role: 'OPERATOR',
      pendingEmail: null,
    })
  })
})

describe('password reset', () => {
  test('request the link, check it, set the password: logged in with a cookie', async () => {
    const haulier = await createHaulier(stack.api.url, stack.api.dataDir)
    const browser = stack.browser({ lang: 'ru' })
    const requested = dataOf(
      await browser.graphql(
        `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { requested userErrors { code } } }`,
        { input: { email: haulier.email } },
      ),
    ).requestPasswordReset
    expect(requested).toEqual({ requested: true, userErrors: [] })
    const link = linkIn(
      await letterTo(stack.api.dataDir, haulier.email, (text) => text.includes('/password-reset/')),
    )
    const linkCode = link.pathname.split('/').at(-1) as string
    const userId = link.searchParams.get('user_id') as string

    const check = `query ($userId: ID!, $linkCode: String!) { passwordResetLinkValid(userId: $userId, linkCode: $linkCode) }`
    expect(dataOf(await browser.graphql(check, { userId, linkCode })).passwordResetLinkValid).toBe(
      true,
    )
    expect(
      dataOf(await browser.graphql(check, { userId, linkCode: `${linkCode}x` }))
        .passwordResetLinkValid,
    ).toBe(false)

    const complete = `mutation ($input: CompletePasswordResetInput!) { completePasswordReset(input: $input) { userName userErrors { field code } } }`
    const done = dataOf(
      await browser.graphql(complete, {
        input: { userId, linkCode, password: 'Yatdan-2026', passwordConfirmation: 'Yatdan-2026' },
      }),
    ).completePasswordReset
    expect(done).toEqual({ userName: haulier.name, userErrors: [] })
    expect(dataOf(await browser.graphql(ME)).me.email).toBe(haulier.email)

    const again = dataOf(
      await browser.graphql(complete, {
        input: { userId, linkCode, password: 'Yatdan-2027', passwordConfirmation: 'Yatdan-2027' },
      }),
    ).completePasswordReset
    expect(again.userName).toBeNull()
    expect(again.userErrors[0].code).toBe('FAILED')
  })
})
