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

/**
 * The banner stands beside an intro on wide pages and in the cabinet's narrower tab area: at
 * every width, the form keeps to its card, and the phone field shows the number typed whole
 * and its country readable, rather than sharing a row with the e-mail in half a form.
 */
test('the feedback form fits, and its phone number shows whole, wherever it stands', async ({
  page,
  haulier,
}) => {
  expect(haulier.id).toBeTruthy()
  const places = [
    { path: '/about-us', widths: [360, 900, 1280] },
    { path: '/contacts', widths: [1280] },
    { path: '/online-application', widths: [1024, 1280] },
  ]
  for (const { path, widths } of places) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      // The banner is drawn once it nears the window (the cabinet's is below the tiles).
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      const form = feedbackForm(page)
      const phone = field(form, 'Phone')
      await phone.fill('+993 65 123456')
      const misfits = await form.evaluate((element) => {
        const found: string[] = []
        const edge = element.getBoundingClientRect().right
        for (const part of element.querySelectorAll<HTMLElement>('input, select, label')) {
          const right = part.getBoundingClientRect().right
          if (right > edge + 1)
            found.push(
              `${part.textContent || part.getAttribute('name')} ends at ${Math.round(right)} px, the form at ${Math.round(edge)}`,
            )
        }
        const number = element.querySelector<HTMLInputElement>('input[type=tel]')
        if (number && number.scrollWidth > number.clientWidth) found.push('the phone number is cut')
        const country = number?.parentElement?.querySelector('select')
        if (country && country.clientWidth < 100)
          found.push(`the country is ${country.clientWidth} px wide`)
        return found
      })
      expect(misfits, `${path} at ${width} px`).toEqual([])
    }
  }
})
