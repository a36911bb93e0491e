import { expect, test } from './fixtures.js'
import { translated } from './support/catalogs.js'
import { invitationLink, newOperator, operatorName, signInBrowser } from './support/office.js'

/**
 * Operators' accounts: an operator invites a person by e-mail in Turkmen; the link's page sets
 * a password and opens the office; the new operator logs out and signs in with it; then the
 * first operator deactivates them after a question, and they can no longer log in; reactivated,
 * they can again.
 */
test.use({ lang: 'tm' })

const say = (english: string, feature = 'office') => translated(english, feature).tm

test('an invited operator sets a password through the e-mailed link, signs in, is deactivated and reactivated', async ({
  page,
  browser,
  baseURL,
  operator,
  outbox,
}) => {
  const person = newOperator()
  await signInBrowser(page.context(), operator, {
    name: await operatorName(operator),
    role: 'OPERATOR',
  })
  await page.goto('/office/operators')
  // Exactly the fields' labels: the operators' table is a region whose name holds "name" too.
  await page.getByLabel(say('Name'), { exact: true }).fill(person.name)
  await page.getByLabel(say('E-mail'), { exact: true }).fill(person.email)
  await page.getByLabel(say('Language of the e-mail'), { exact: true }).selectOption('TM')
  await page.getByRole('button', { name: say('Send the invitation') }).click()
  await expect(page.getByRole('row').filter({ hasText: person.email })).toContainText(
    say('Invited'),
  )

  // The link, opened in a browser with no session: set a password, land in the office.
  const link = await invitationLink(outbox, person.email)
  const letter = await outbox.waitFor(person.email)
  expect(letter.text).toMatch(/Salam/)
  const fresh = await browser.newContext({ baseURL: baseURL as string })
  await fresh.addInitScript(() => localStorage.setItem('lang', 'tm'))
  const invited = await fresh.newPage()
  await invited.goto(`${link.pathname}${link.search}`)
  await expect(invited.getByText(person.email)).toBeVisible()
  await invited.getByLabel(say('New password')).fill('short')
  await invited.getByLabel(say('Repeat the password')).fill('short')
  await invited.getByRole('button', { name: say('Set the password') }).click()
  await expect(invited.getByText(say('At least 8 characters')).first()).toBeVisible()
  await invited.getByLabel(say('New password')).fill(person.password)
  await invited.getByLabel(say('Repeat the password')).fill(person.password)
  await invited.getByRole('button', { name: say('Set the password') }).click()
  await expect(invited).toHaveURL(/\/office\/permits$/)

  // The link is spent.
  await invited.goto(`${link.pathname}${link.search}`)
  await expect(
    invited.getByText(
      say(
        'This invitation link is not valid: it may have been used or have expired. Ask an operator for a new one.',
      ),
    ),
  ).toBeVisible()

  // Logged out, the new operator signs in with the password and lands in the office.
  await invited.goto('/office/permits')
  await invited.getByRole('button', { name: new RegExp(person.name) }).click()
  await invited.getByRole('button', { name: translated('Logout', 'shell').tm }).click()
  await invited.goto('/login')
  await invited.getByLabel(translated('E-mail', 'accounts').tm).fill(person.email)
  await invited
    .getByLabel(translated('Password', 'accounts').tm, { exact: true })
    .fill(person.password)
  await invited
    .getByRole('button', { name: translated('Log in', 'accounts').tm })
    .last()
    .click()
  await expect(invited).toHaveURL(/\/office\/permits$/)
  await fresh.close()

  // Deactivated after a question: the row says so, and the password no longer opens a session.
  await page.reload()
  const row = page.getByRole('row').filter({ hasText: person.email })
  // The state's own cell: "Işjeň" (active) is also part of "Işjeň däl" and of the buttons.
  const state = row.getByRole('cell').nth(2)
  await expect(state).toHaveText(say('Active'))
  await row.getByRole('button', { name: new RegExp(say('Deactivate')) }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: say('Deactivate') })
    .click()
  await expect(state).toHaveText(say('Deactivated'))
  // The pressed button went with the state: the focus is on the one in its place.
  await expect(row.getByRole('button', { name: new RegExp(say('Reactivate')) })).toBeFocused()
  const login = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: {
      query: 'mutation ($input: LogInInput!) { logIn(input: $input) { userName } }',
      variables: { input: { email: person.email, password: person.password } },
    },
  })
  expect((await login.json()).data.logIn.userName).toBeNull()

  // Reactivated after a question: active again, and the same password opens a session.
  await row.getByRole('button', { name: new RegExp(say('Reactivate')) }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: say('Reactivate') })
    .click()
  await expect(state).toHaveText(say('Active'))
  await expect(row.getByRole('button', { name: new RegExp(say('Deactivate')) })).toBeFocused()
  const again = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: {
      query: 'mutation ($input: LogInInput!) { logIn(input: $input) { userName } }',
      variables: { input: { email: person.email, password: person.password } },
    },
  })
  expect((await again.json()).data.logIn.userName).toBe(person.name)
})
