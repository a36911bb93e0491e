import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { inDays } from './support/fleet.js'
import { type GatewayClient, orThrow, type UserErrors } from './support/gateway.js'
import { expectAccessibleInEachTheme } from './support/looks.js'
import { fileLoadingPermission, requestPermit } from './support/office.js'
import { movePermit } from './support/permits.js'
import { field } from './support/shell.js'

/**
 * The cabinet's first tab answers "what needs me?" (ADR 0090): e-permits to pay, answers since
 * the haulier last looked, documents to renew, each with its action; or, with nothing to do, a
 * plain sentence and where to start. A haulier lands there after signing in.
 */

test.use({ lang: 'en' })

const CABINET = '/online-application'

const needsMe = (page: Page) => page.getByRole('region', { name: 'What needs you' })
const group = (page: Page, name: string) => needsMe(page).getByRole('region', { name })
const row = (list: Locator, text: string | RegExp) =>
  list.getByRole('listitem').filter({ hasText: text })

async function driverWithLicenceUntil(gateway: GatewayClient, day: string) {
  const data = await gateway.call<{ createDriver: UserErrors & { driver: { id: string } } }>(
    `mutation ($input: CreateDriverInput!) {
      createDriver(input: $input) { driver { id } userErrors { field message code } } }`,
    {
      input: {
        kind: 'LEGAL_ENTITY',
        name: 'Merdan',
        surname: 'Gurbanow',
        patronymic: 'Aýdogdyýewiç',
        licenceNumber: `DL-NEEDS-${Date.now() % 1_000_000}`,
        licenceExpiresOn: day,
      },
    },
  )
  return orThrow('createDriver', data.createDriver).driver
}

test.describe('a haulier with things to do', () => {
  test.use({ profile: 'legal' })

  test('sees the e-permit to pay, the declined permission and the licence to renew, each with its action; the answer leaves once marked seen @mobile', async ({
    page,
    haulier,
    operator,
  }) => {
    const permit = await requestPermit(haulier.gateway)
    await movePermit(operator, permit.id, 'UNDER_CONSIDERATION')
    await movePermit(operator, permit.id, 'TO_PAY', { price: 120 })
    const permission = await fileLoadingPermission(haulier.gateway)
    const answered = await operator.call<{ answerRequest: UserErrors }>(
      `mutation ($input: AnswerRequestInput!) {
        answerRequest(input: $input) { userErrors { field message code } } }`,
      {
        input: {
          model: 'LOADING_PERMISSION',
          requestId: permission.id,
          status: 'DECLINED',
          reason: 'Ýük resminamasy ýok',
        },
      },
    )
    orThrow('answerRequest', answered.answerRequest)
    const driver = await driverWithLicenceUntil(haulier.gateway, inDays(12))

    await page.goto(CABINET)
    await expect(needsMe(page)).toBeVisible()
    const toPay = row(group(page, 'E-permits to pay'), `E-permit No. ${permit.id} to`)
    await expect(toPay).toContainText('To pay')
    await expect(toPay.getByRole('button', { name: `Pay e-permit ${permit.id}` })).toBeVisible()

    const answers = group(page, 'Answers to your requests')
    const declined = row(answers, `Loading permission No. ${permission.permissionNumber}`)
    await expect(declined).toContainText('Declined')
    await expect(declined).toContainText('Reason: Ýük resminamasy ýok')
    const renew = row(group(page, 'Documents to renew'), 'Driving licence of Merdan Gurbanow')
    await expect(renew).toContainText(/Valid until \d{2}\.\d{2}\.\d{4}/)
    await expectAccessibleInEachTheme(page, 'what needs the haulier')

    // "View" opens the answered request in the history.
    await declined.getByRole('link', { name: /^View / }).click()
    await expect(page).toHaveURL(/\/online-application\/historyTab\?kind=loading_permission&q=/)
    await expect(page.getByText(permission.permissionNumber).first()).toBeVisible()

    // Marked seen, the answer leaves; what is still to do stays.
    await page.goto(CABINET)
    await answers.getByRole('button', { name: 'Mark answers as seen' }).click()
    await expect(answers).toBeHidden()
    await page.reload()
    await expect(toPay).toBeVisible()
    await expect(group(page, 'Answers to your requests')).toBeHidden()

    // The licence's action opens the driver's form.
    await renew.getByRole('link', { name: /^Edit the driver/ }).click()
    await expect(page).toHaveURL(
      new RegExp(`/online-application/legalDriverEdit\\?id=${driver.id}$`),
    )

    // Pay goes to the payment page, as from the e-permits' list.
    await page.goto(CABINET)
    await toPay.getByRole('button', { name: `Pay e-permit ${permit.id}` }).click()
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\//)
  })
})

test('after signing in, a haulier with nothing to do lands on the first tab, told so plainly, with where to start @mobile', async ({
  page,
  account,
}) => {
  await page.goto('/login')
  await field(page, 'E-mail').fill(account.email)
  await field(page, 'Password').fill(account.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()

  await expect(page).toHaveURL(new RegExp(`${CABINET}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.name}`)
  await expect(needsMe(page)).toContainText('Nothing needs you right now')
  for (const action of [
    'Request an e-permit',
    'File a loading permission',
    'Send an online application',
  ]) {
    await expect(needsMe(page).getByRole('link', { name: action })).toBeVisible()
  }
  await expectAccessibleInEachTheme(page, 'nothing needs the haulier')

  await needsMe(page).getByRole('link', { name: 'File a loading permission' }).click()
  await expect(page).toHaveURL(/\/online-application\/loadPermissionTab$/)
})
