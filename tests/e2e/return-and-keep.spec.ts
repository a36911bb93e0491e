import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { translated } from './support/catalogs.js'
import { inDays, reference } from './support/fleet.js'
import { GatewayClient, newHaulier } from './support/gateway.js'
import { expectAccessibleInEachTheme } from './support/looks.js'
import { expectFieldProblem, field, popup } from './support/shell.js'

/**
 * The haulier's journey without a seam (ADR 0082): signing in returns to the page asked for
 * (only a path of the portal), a session that ended returns there too, sign-up keeps its step
 * and what was typed across a reload and Back (never the password), a wrong code says what is
 * wrong and how many tries are left, and after each cabinet navigation the keyboard starts at
 * the page's heading, with a skip link past the cabinet's menu.
 */

test.use({ lang: 'en' })

const HISTORY = '/online-application/ePermitHistory'
const cabinet = (english: string) => translated(english, 'cabinet').en

/** Opens a cabinet section from the side menu (on a phone, unfolded first). */
async function openSection(page: Page, english: string) {
  const sections = page.getByRole('navigation', { name: cabinet('Cabinet sections') })
  await expect(sections).toBeVisible()
  const fold = sections.getByRole('button', { expanded: false })
  if (await fold.isVisible()) await fold.click()
  await sections.getByRole('link', { name: cabinet(english), exact: true }).click()
}

async function logIn(page: Page, email: string, password: string) {
  await field(page, 'E-mail').fill(email)
  await field(page, 'Password').fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

test('signed out, the e-permit history asks for a sign-in and, signed in, is where the haulier lands @mobile', async ({
  page,
  account,
}) => {
  await page.goto(HISTORY)
  await expect(page).toHaveURL(/\/login\?next=%2Fonline-application%2FePermitHistory$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in')
  await expectAccessibleInEachTheme(page, 'the login page')
  // A reload keeps the way back: it is in the address.
  await page.reload()
  await logIn(page, account.email, account.password)
  await expect(page).toHaveURL(new RegExp(`${HISTORY}$`))
  await expect(page.getByRole('heading', { level: 1, name: cabinet('E-permits') })).toBeVisible()
})

test('a session that ended returns the haulier, signed in again, to the page they were on @mobile', async ({
  page,
  context,
  account,
  baseURL,
}) => {
  // Asked from the main page (a login alone lands in the cabinet, ADR 0090).
  await page.goto('/login?next=%2F')
  await logIn(page, account.email, account.password)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/online-application/changePasswordTab')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Log in')

  // The session ended elsewhere (another tab's logout); the next call finds it dead.
  const cookie = (await context.cookies()).map((one) => `${one.name}=${one.value}`).join('; ')
  const other = await GatewayClient.open(baseURL as string, 'en', cookie)
  await other.call('mutation { logOut { loggedOut } }')
  await other.close()

  await openSection(page, 'Profile')
  await expect(page).toHaveURL(/\/login\?next=%2Fonline-application%2FprofileTab$/)
  await logIn(page, account.email, account.password)
  await expect(page).toHaveURL(/\/online-application\/profileTab$/)
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(account.name)
})

test('a return that would leave the portal is refused: the haulier lands on their start page @mobile', async ({
  page,
  haulier,
  baseURL,
}) => {
  expect(haulier.name).toBeTruthy()
  const home = `${new URL(baseURL as string).origin}/`
  for (const hostile of [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/online-application',
    'javascript:alert(document.domain)',
    '/\t/evil.example',
  ]) {
    await page.goto(`/login?next=${encodeURIComponent(hostile)}`)
    await expect(page, hostile).toHaveURL(home)
  }
  // A path of the portal is followed, its query kept.
  await page.goto(`/login?next=${encodeURIComponent('/online-application/historyTab?page=1')}`)
  await expect(page).toHaveURL(/\/online-application\/historyTab\?page=1$/)
})

test('sign-up keeps its step and what was typed across a reload and Back, never the password; a wrong code tells the tries left; the account lands in the cabinet @mobile', async ({
  page,
  outbox,
}) => {
  const haulier = newHaulier()
  await page.goto('/signup')
  await field(page, "Responsible employee's full name").fill(haulier.name)
  await field(page, 'E-mail').fill(haulier.email)
  await field(page, 'Institution name').fill(haulier.institutionName)
  // Reloaded half-way through step 1: what was typed is still there.
  await page.reload()
  await expect(field(page, "Responsible employee's full name")).toHaveValue(haulier.name)
  await expect(field(page, 'E-mail')).toHaveValue(haulier.email)
  await expect(field(page, 'Institution name')).toHaveValue(haulier.institutionName)

  await field(page, 'Phone').pressSequentially(haulier.phoneDigits)
  await field(page, 'Certificate number').fill(haulier.certificateNumber)
  await page
    .getByLabel('Certificate valid until', { exact: true })
    .fill(haulier.certificateExpiresOn)
  await field(page, 'State register number').fill(haulier.stateRegisterNumber)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Get the code' }).click()
  const code = await outbox.signUpCode(haulier.email)
  const stepTwo = page.getByRole('heading', { name: /^Step 2 of 3/ })
  await expect(stepTwo).toBeVisible()
  await expect(page).toHaveURL(/\/signup\?step=2$/)

  // Reloaded at step 2: the same step, the same e-mail, the mailed code still good.
  await page.reload()
  await expect(stepTwo).toBeVisible()
  await expect(page.getByText(haulier.email)).toBeVisible()

  // A wrong code says so, and how many tries are left.
  const codeField = field(page, 'One-time code')
  const wrong = code === '000000' ? '111111' : '000000'
  await codeField.fill(wrong)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expectFieldProblem(codeField, 'The code is wrong. Tries left: 4.')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expectFieldProblem(codeField, 'The code is wrong. Tries left: 3.')
  await expectAccessibleInEachTheme(page, 'the code step with its problem')

  // Back is step 1 with the details as sent; Forward is step 2 again.
  await page.goBack()
  await expect(page.getByRole('heading', { name: /^Step 1 of 3/ })).toBeVisible()
  await expect(field(page, 'Institution name')).toHaveValue(haulier.institutionName)
  await expect(field(page, 'Certificate number')).toHaveValue(haulier.certificateNumber)
  await page.goForward()
  await expect(stepTwo).toBeVisible()
  await field(page, 'One-time code').fill(code)
  await page.getByRole('button', { name: 'Confirm' }).click()

  await expect(page.getByRole('heading', { name: /^Step 3 of 3/ })).toBeVisible()
  await field(page, 'New password').fill(haulier.password)
  await page.reload()
  // The step stays; the password was never kept anywhere the page can reach.
  await expect(page.getByRole('heading', { name: /^Step 3 of 3/ })).toBeVisible()
  await expect(field(page, 'New password')).toHaveValue('')
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
  expect(kept).toContain(haulier.email)
  expect(kept).not.toContain(haulier.password)

  await field(page, 'New password').fill(haulier.password)
  await field(page, 'Password confirmation').fill(haulier.password)
  await page.getByRole('button', { name: 'Create the account' }).click()
  await expect(popup(page, /.+/)).toContainText('New user has been created successfully')
  await expect(page).toHaveURL(/\/online-application$/)
  const left = await page.evaluate(() => JSON.stringify({ ...sessionStorage }))
  expect(left).not.toContain(haulier.email)
})

test.describe('the keyboard in the cabinet', () => {
  test('after a cabinet navigation the heading has the focus and the next Tab reaches the first field; a skip link passes the menu @mobile', async ({
    page,
    haulier,
  }) => {
    await page.goto('/online-application')
    await openSection(page, 'Profile')
    const heading = page.getByRole('heading', { level: 1, name: cabinet('Profile') })
    await expect(heading).toBeFocused()
    const fullName = page.getByRole('textbox', { name: 'Full name' })
    await expect(fullName).toHaveValue(haulier.name)
    await page.keyboard.press('Tab')
    await expect(fullName).toBeFocused()

    // Opened afresh: the shell's skip link, then the cabinet's, past its menu.
    await page.goto('/online-application/profileTab')
    await expect(fullName).toHaveValue(haulier.name)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    const skipMenu = page.getByRole('link', { name: cabinet('Skip the cabinet menu') })
    await expect(skipMenu).toBeFocused()
    await expect(skipMenu).toBeInViewport()
    await expectAccessibleInEachTheme(page, 'the profile tab with the skip link shown')
    await page.keyboard.press('Enter')
    await expect(heading).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(fullName).toBeFocused()
  })
})

test.describe('an e-permit request that lacks a driver with a car', () => {
  test.use({ profile: 'legal' })

  test('sends the haulier to add the driver, then the car, and each save returns to the request for the same profile', async ({
    page,
    haulier,
  }) => {
    const say = (english: string, feature = 'permits') => translated(english, feature).en
    const ref = await reference(haulier.gateway)
    await page.goto('/online-application/ePermitCreate')
    await page.getByRole('radio', { name: say('As a legal entity') }).check()
    await expect(
      page.getByText(say('Add a driver and their car first: an e-permit names both.')),
    ).toBeVisible()

    // The driver's form knows where it was sent from, and its way back says so.
    await page.getByRole('link', { name: say('Add a driver'), exact: true }).click()
    await expect(page).toHaveURL(/\/online-application\/legalDriverCreate\?next=/)
    await expect(
      page.getByRole('link', { name: say('Back to your e-permit request', '') }),
    ).toBeVisible()
    await field(page, say('Name', 'fleet')).fill('Merdan')
    await field(page, say('Surname', 'fleet')).fill('Baýramow')
    await field(page, say('Patronymic', 'fleet')).fill('Gurbanowiç')
    await field(page, say('Driving licence number', 'fleet')).fill('DL 778899')
    await field(page, say('Licence expiry date', 'fleet')).fill(inDays(500))
    await page.getByRole('button', { name: say('Licence categories', 'fleet') }).click()
    await page.getByRole('checkbox', { name: /^C — / }).check()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: say('Save', 'fleet') }).click()

    // Back on the request, for the legal entity, told what was saved and what is still missing.
    await expect(page).toHaveURL(/\/online-application\/ePermitCreate\?kind=LEGAL_ENTITY$/)
    await expect(page.getByRole('status')).toContainText('Merdan Baýramow')
    await expect(page.getByRole('radio', { name: say('As a legal entity') })).toBeChecked()
    await page.getByRole('link', { name: say('Add a car'), exact: true }).click()

    await expect(page).toHaveURL(/\/online-application\/legalCarCreate\?next=/)
    await page.getByLabel(say('Car brand', 'fleet')).selectOption({ label: ref.truckBrand.title })
    await field(page, say('Car plate number', 'fleet')).fill('AG 7788 AG')
    await field(page, say('Car registration card number', 'fleet')).fill('TP-7788')
    await field(page, say('Card start date', 'fleet')).fill(inDays(-100))
    await page
      .getByLabel(say('Driver', 'fleet'), { exact: true })
      .selectOption({ label: 'Merdan Baýramow' })
    await page.getByRole('button', { name: say('Save', 'fleet') }).click()

    // The request now has what it needs: the form is there, with the car's driver to choose.
    await expect(page.getByRole('status')).toContainText('AG 7788 AG')
    await expect(page.getByLabel(say('Country'), { exact: true })).toBeVisible()
    await expect(page.getByLabel(say('Driver'), { exact: true })).toContainText('Merdan Baýramow')
    await expectAccessibleInEachTheme(page, 'the e-permit request after a car was added')
  })
})
