import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, type Theme, test } from './fixtures.js'
import { textsIn } from './support/client-data.js'
import { e2eOperator } from './support/portal.js'
import { closePopup, expectFieldProblem, field, popup } from './support/shell.js'

test.describe('in en', () => {
  test.use({ lang: 'en' })
  const say = textsIn('en')

  test('a profile save shows the name in the top bar; a taken e-mail is a 422 under its field; a new e-mail is confirmed by its code', async ({
    page,
    haulier,
    outbox,
  }) => {
    await page.goto('/online-application/profileTab')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile')
    await expect(page.getByRole('main')).toContainText(haulier.name)

    const name = field(page, 'Full name')
    await expect(name).toHaveValue(haulier.name)
    await name.fill('Aýna Berdiýewa')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(popup(page, 'Profile updated')).toContainText('Your details have been saved.')
    await closePopup(page)
    // Not on <body>: the form started again from what was saved, and the focus goes back to its
    // Save button, where the person was.
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused()
    await expect(page.getByRole('button', { name: /Aýna Berdiýewa/ })).toBeVisible()

    // Another account's address: the gateway's 422, under the field, the summary focused.
    const email = field(page, 'E-mail')
    await email.fill(e2eOperator.email)
    await field(page, 'Current password').fill(haulier.password)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expectFieldProblem(email, /.+/)
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible()
    await expect(page).toHaveTitle(/^Error: /)
    // What was typed stays.
    await expect(name).toHaveValue('Aýna Berdiýewa')

    const newEmail = `renamed-${haulier.email}`
    const before = await outbox.seen(newEmail)
    await email.fill(newEmail)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(popup(page, 'Profile updated')).toContainText(newEmail)
    await closePopup(page)
    // Closed, the popup leaves the haulier in the code's field, above the form just saved.
    await expect(field(page, say('Code from the e-mail', 'profile'))).toBeFocused()
    // The address waiting for its code is the account's: a reload keeps the code form.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Confirm your new e-mail' })).toBeVisible()
    const code = await outbox.signUpCode(newEmail, before)
    await field(page, say('Code from the e-mail', 'profile')).fill(code)
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(popup(page, 'E-mail changed')).toContainText(newEmail)
    await closePopup(page)
    await expect(field(page, 'E-mail')).toHaveValue(newEmail)
  })
})

test.describe('in tm', () => {
  test.use({ lang: 'tm' })
  const say = textsIn('tm')

  test('change password refuses a wrong current password, then the new one logs in', async ({
    page,
    haulier,
  }) => {
    const password = (label: string) => field(page, say(label, 'profile'))
    await page.goto('/online-application/changePasswordTab')
    const newPassword = 'Täze-açar-sözi-2026'
    await password('Old password').fill('not-the-password')
    await password('New password').fill(newPassword)
    await password('Password confirmation').fill(newPassword)
    const submit = page.getByRole('button', {
      name: say('Change password', 'profile'),
      exact: true,
    })
    await submit.click()
    await expect(popup(page, say('Password not updated', 'profile'))).toContainText(
      say('Please make sure your data is correct', 'profile'),
    )
    await closePopup(page)
    await expectFieldProblem(password('Old password'))

    await password('Old password').fill(haulier.password)
    await submit.click()
    await expect(popup(page, say('Password updated', 'profile'))).toContainText(
      say('Your password has been successfully updated', 'profile'),
    )
    await closePopup(page)
    // Back on the button, disabled while sending and enabled again, not on <body>.
    await expect(submit).toBeFocused()

    // Logged out, the old password no longer opens the account; the new one does.
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    const logIn = async (secret: string) => {
      await page.goto('/login')
      await field(page, say('E-mail', 'accounts')).fill(haulier.email)
      await field(page, say('Password', 'accounts')).fill(secret)
      await page.getByRole('button', { name: say('Log in', 'accounts'), exact: true }).click()
    }
    await logIn(haulier.password)
    await expectFieldProblem(
      field(page, say('E-mail', 'accounts')),
      say('Invalid data', 'accounts'),
    )
    await logIn(newPassword)
    // A login lands in the cabinet's first tab, what needs the haulier (ADR 0090).
    await expect(page).toHaveURL(/\/online-application$/)
    await expect(page.getByRole('button', { name: new RegExp(haulier.name) })).toBeVisible()
  })
})

/** WCAG 2.1 A and AA, contrast included, on what the page shows. */
async function wcagViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }))
}

const settings: { theme: Theme; width: number }[] = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 390 },
]

for (const { theme, width } of settings) {
  test.describe(`${width} px, ${theme}`, () => {
    test.use({ theme, lang: 'tm', profile: 'legal', viewport: { width, height: 900 } })

    test('profile, change password, individual and legal data pass WCAG 2.1 AA', async ({
      page,
      haulier,
    }) => {
      expect(haulier.profile?.kind).toBe('legal')
      const tabs = ['profileTab', 'changePasswordTab', 'individualDataTab', 'legalData']
      for (const tab of tabs) {
        await page.goto(`/online-application/${tab}`)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        // Loaded: the tab's form is there (the legal data with its saved scans).
        await expect(page.getByRole('main').locator('form').first()).toBeVisible()
        if (tab === 'legalData') {
          await expect(page.getByRole('link', { name: 'licence.png' })).toBeVisible()
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(overflow, `${tab} is wider than the screen`).toBeLessThanOrEqual(width)
        const violations = await wcagViolations(page)
        expect(violations, `${tab}: ${JSON.stringify(violations, null, 2)}`).toEqual([])
      }
    })
  })
}
