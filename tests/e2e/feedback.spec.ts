import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { closePopup, expectFieldProblem, field, popup } from './support/shell.js'

test.use({ lang: 'en' })

/** The feedback form of the contacts page, found by its accessible name. */
const feedbackForm = (page: Page) => page.getByRole('form', { name: 'Feedback form' })

/** The gateway's answer to the form's SendFeedback mutation (sent by its hash and name). */
const feedbackAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('"operationName":"SendFeedback"'),
  )

test('feedback is sent, its 422 shown under the field first @mobile', async ({ page }) => {
  await page.goto('/contacts')
  const form = feedbackForm(page)
  await field(form, 'Your name').fill('Merdan Atayew')
  await field(form, 'Phone').pressSequentially('65123456')
  await expect(field(form, 'Phone')).toHaveValue(/^\+993.*65.*12.*34.*56$/)
  const email = field(form, 'E-mail')
  await email.fill('merdan@not-an-address')
  await form
    .getByLabel('Message', { exact: true })
    .fill('When does the Farap checkpoint open on Saturdays?')

  // The API refuses the address (422); its message shows under the e-mail field.
  const refused = feedbackAnswer(page)
  await form.getByRole('button', { name: 'Send message' }).click()
  const answer = (await (await refused).json()) as {
    data?: { sendFeedback?: { userErrors?: { field: string[] | null; message: string }[] } }
  }
  const problem = answer.data?.sendFeedback?.userErrors?.find(
    (error) => error.field?.[0] === 'email',
  )
  expect(problem, JSON.stringify(answer)).toBeDefined()
  await expectFieldProblem(email, problem?.message)
  await expect(field(form, 'Your name')).toHaveValue('Merdan Atayew')

  await email.fill('merdan@example.com')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(popup(page, 'Message sent')).toContainText('Your message has been sent successfully')
  await closePopup(page)
  // Sent: the form is cleared.
  await expect(field(form, 'Your name')).toHaveValue('')
  await expect(field(form, 'Message')).toHaveValue('')
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
})
