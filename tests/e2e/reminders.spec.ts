import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { inDays } from './support/fleet.js'
import { type GatewayClient, orThrow, type UserErrors } from './support/gateway.js'
import { checkAndShootInEachTheme } from './support/looks.js'
import { runReminders } from './support/reminders.js'
import { closePopup, popup } from './support/shell.js'

/**
 * The portal speaks first (ADR 0105): a reminder 7 days before a driver's licence expires shows
 * as a line on the cabinet's first tab and, unread, in the inbox with its count in the side
 * menu; marking it read lowers the count with no second request. Each kind of reminder can be
 * turned off in the profile, and stays off after a reload.
 */

test.use({ lang: 'en', profile: 'legal' })

const CABINET = '/online-application'

async function driverWithLicenceUntil(gateway: GatewayClient, day: string) {
  const data = await gateway.call<{ createDriver: UserErrors & { driver: { id: string } } }>(
    `mutation ($input: CreateDriverInput!) {
      createDriver(input: $input) { driver { id } userErrors { field message code } } }`,
    {
      input: {
        kind: 'LEGAL_ENTITY',
        name: 'Aýna',
        surname: 'Muradowa',
        patronymic: 'Batyrowna',
        licenceNumber: `DL-REMIND-${Date.now() % 1_000_000}`,
        licenceExpiresOn: day,
      },
    },
  )
  return orThrow('createDriver', data.createDriver).driver
}

/** The side menu's Inbox entry; on a phone the menu is unfolded first. */
async function inboxEntry(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Cabinet sections' })
  const toggle = nav.getByRole('button', { name: /^Cabinet sections:/ })
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click()
  }
  return nav.getByRole('link', { name: /^Inbox/ })
}

test('a reminder shows on the first tab and unread in the inbox; marked read, the count drops; a kind turned off stays off @mobile', async ({
  page,
  haulier,
}) => {
  await driverWithLicenceUntil(haulier.gateway, inDays(7))
  // The job is every haulier's: a journey running beside this one may have sent this reminder.
  await runReminders()

  // The first tab: a line about the unread reminder, leading to the inbox.
  await page.goto(CABINET)
  const line = page.getByText('Unread reminders: 1.')
  await expect(line).toBeVisible()
  await checkAndShootInEachTheme(page, 'reminders-first-tab')
  await expect(await inboxEntry(page)).toHaveText('Inbox1 unread')
  await page.getByRole('link', { name: 'Open the inbox' }).click()
  await expect(page).toHaveURL(new RegExp(`${CABINET}/inboxTab$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox')

  const notices = page.getByRole('list', { name: 'Notices' })
  const notice = notices.getByRole('listitem').filter({ hasText: 'Aýna Muradowa' })
  await expect(notice).toContainText('Driving licence: Aýna Muradowa')
  await expect(notice).toContainText('Unread')
  await expect(notice).toContainText('Days left: 7.')
  await checkAndShootInEachTheme(page, 'reminders-inbox')

  // Marked read: the payload is the inbox after it; no query of the inbox is sent again.
  const inboxQueries: string[] = []
  page.on('request', (request) => {
    const sent = `${request.url()} ${request.postData() ?? ''}`
    if (/operationName(%22|")?[=:]\s*(%22|")?Inbox\b/.test(sent)) inboxQueries.push(sent)
  })
  await notice.getByRole('button', { name: 'Mark as read Driving licence: Aýna Muradowa' }).click()
  await expect(notice).not.toContainText('Unread')
  await expect(notice.getByRole('button')).toHaveCount(0)
  await expect(await inboxEntry(page)).toHaveText('Inbox')
  expect(inboxQueries).toEqual([])

  // The first tab has no line once all is read.
  await page.goto(CABINET)
  await expect(page.getByRole('region', { name: 'What needs you' })).toBeVisible()
  await expect(line).toBeHidden()

  // The profile: driving licences' reminders turned off, and still off after a reload.
  await page.goto(`${CABINET}/profileTab`)
  const settings = page.getByRole('form', { name: 'Notification settings' })
  const licences = settings.getByRole('checkbox', { name: "Drivers' driving licences" })
  await expect(licences).toBeChecked()
  await licences.uncheck()
  await settings.getByRole('button', { name: 'Save notification settings' }).click()
  await expect(popup(page, 'Notification settings saved')).toBeVisible()
  await closePopup(page)
  await page.reload()
  await expect(licences).not.toBeChecked()
  await expect(settings.getByRole('checkbox', { name: 'Issued e-permits' })).toBeChecked()
  await checkAndShootInEachTheme(page, 'reminders-settings')
})
