import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { wcagViolations } from './support/axe.js'
import type { GatewayClient } from './support/gateway.js'
import { requestPermit } from './support/office.js'
import { seedPermissions } from './support/requests.js'

/**
 * The haulier finds a request (ADR 0089): the history filtered by status, kind, days filed and a
 * number, the filter in the address so that a reload and Back keep it, and cleared again.
 */

const HISTORY = '/online-application/historyTab'

test.use({ lang: 'en' })

/** yyyy-mm-dd of the day `days` from today in Ashgabat (UTC+5 all year). */
const ashgabatDay = (days: number) =>
  new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

async function cancelRequest(gateway: GatewayClient, permissionNumber: string) {
  const { requests } = await gateway.call<{
    requests: { items: { id: string; model: string; permissionNumber: string }[] }
  }>('{ requests { items { id model permissionNumber } } }')
  const target = requests.items.find((item) => item.permissionNumber === permissionNumber)
  const answer = await gateway.call<{ cancelRequest: { canceled: boolean } }>(
    'mutation ($input: CancelRequestInput!) { cancelRequest(input: $input) { canceled } }',
    { input: { model: target?.model, id: target?.id } },
  )
  expect(answer.cancelRequest.canceled).toBe(true)
}

const history = (page: Page) => page.getByRole('table', { name: 'Your requests' })

/** The permission numbers the history shows, in its order. */
async function shown(page: Page, numbers: readonly string[]) {
  const table = history(page)
  for (const number of numbers) await expect(table.getByText(number).first()).toBeVisible()
  for (const other of ['FL-1001', 'FL-1002', 'FL-2001'].filter((n) => !numbers.includes(n))) {
    await expect(table.getByText(other)).toHaveCount(0)
  }
}

/** A day (ISO) as the portal writes it, as a date field shows it once the form reads it. */
const shownDay = (iso: string) => iso.split('-').reverse().join('.')

async function apply(page: Page) {
  await page.getByRole('button', { name: 'Apply filters' }).click()
}

test('the history is filtered by status, kind, days and number, kept on reload and Back, cleared @mobile', async ({
  page,
  haulier,
}) => {
  await seedPermissions(haulier.gateway, ['FL-1001', 'FL-1002'])
  await seedPermissions(haulier.gateway, ['FL-2001'], 'Unloading')
  await cancelRequest(haulier.gateway, 'FL-1002')
  await page.goto(HISTORY)
  await shown(page, ['FL-2001', 'FL-1002', 'FL-1001'])
  const form = page.getByRole('form', { name: 'Filter the history' })

  await form.getByLabel('Status', { exact: true }).selectOption({ label: 'canceled' })
  await apply(page)
  await expect(page).toHaveURL(/[?&]status=canceled/)
  await shown(page, ['FL-1002'])
  await expect(page.getByRole('status')).toHaveText('1 found with these filters')
  expect(await wcagViolations(page)).toEqual([])

  await form.getByLabel('Status', { exact: true }).selectOption({ label: 'Any status' })
  await form.getByLabel('Kind', { exact: true }).selectOption({ label: 'Unloading permission' })
  await apply(page)
  await expect(page).toHaveURL(/[?&]kind=unloading_permission/)
  await shown(page, ['FL-2001'])

  await form.getByLabel('Kind', { exact: true }).selectOption({ label: 'Any kind' })
  await form.getByLabel('Filed to').fill(ashgabatDay(-1))
  await apply(page)
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Show the whole list' })).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])

  // A typed day that is no day of the calendar is told at its field, not left out unseen.
  const from = form.getByLabel('Filed from')
  await from.fill('31.02.2027')
  await apply(page)
  await expect(from).toBeFocused()
  expect(await from.evaluate((input: HTMLInputElement) => input.validationMessage)).toMatch(
    /^Enter a real date, for example \d{2}\.\d{2}\.\d{4}$/,
  )
  await expect(page).not.toHaveURL(/[?&]from=/)

  // Dates out of order are told at the end's field too, not answered with an empty list.
  await from.fill(ashgabatDay(0))
  await apply(page)
  const to = form.getByLabel('Filed to')
  await expect(to).toBeFocused()
  expect(await to.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
    'The end date cannot be before the start date',
  )
  await expect(page).not.toHaveURL(/[?&]from=/)

  await form.getByLabel('Filed to').fill('')
  await form.getByLabel('Filed from').fill(ashgabatDay(0))
  await form.getByLabel('Search').fill('fl-100')
  await apply(page)
  await expect(page).toHaveURL(/[?&]q=fl-100/)
  await shown(page, ['FL-1002', 'FL-1001'])

  await page.reload()
  await shown(page, ['FL-1002', 'FL-1001'])
  await expect(form.getByLabel('Search')).toHaveValue('fl-100')
  await expect(form.getByLabel('Filed from')).toHaveValue(shownDay(ashgabatDay(0)))

  await page.goBack()
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible()
  await expect(form.getByLabel('Filed to')).toHaveValue(shownDay(ashgabatDay(-1)))

  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/historyTab\??$/)
  await shown(page, ['FL-2001', 'FL-1002', 'FL-1001'])
  await expect(form.getByLabel('Search')).toHaveValue('')
})

test.describe('the e-permits', () => {
  test.use({ profile: 'legal' })

  test('are filtered by status, destination and number, the count announced @mobile', async ({
    page,
    haulier,
  }) => {
    const permit = await requestPermit(haulier.gateway, 'Kerpiç')
    const { permit: filed } = await haulier.gateway.call<{
      permit: { country: { id: string } }
    }>('query ($id: ID!) { permit(id: $id) { country { id } } }', { id: permit.id })
    await page.goto('/online-application/ePermitHistory')
    const cards = page.getByRole('list', { name: 'Your e-permits' }).locator(':scope > li')
    await expect(cards).toHaveCount(1)
    const form = page.getByRole('form', { name: 'Filter the e-permits' })

    await form.getByLabel('Status', { exact: true }).selectOption({ label: 'Rejected' })
    await apply(page)
    await expect(page).toHaveURL(/[?&]status=rejected/)
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible()
    await expect(cards).toHaveCount(0)
    expect(await wcagViolations(page)).toEqual([])

    await form.getByLabel('Status', { exact: true }).selectOption({ label: 'New' })
    await form.getByLabel('Destination country').selectOption(filed.country.id)
    await form.getByLabel('Search').fill(permit.id)
    await apply(page)
    await expect(page).toHaveURL(new RegExp(`[?&]country=${filed.country.id}`))
    await expect(page.getByRole('status')).toHaveText('1 found with these filters')
    await expect(cards).toHaveCount(1)
    await page.reload()
    await expect(form.getByLabel('Destination country')).toHaveValue(filed.country.id)
    await expect(cards).toHaveCount(1)

    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/ePermitHistory\??$/)
    await expect(cards).toHaveCount(1)
  })
})

test.describe('in the dark theme', () => {
  test.use({ theme: 'dark' })

  test('a shared link opens the filtered history, its form filled, axe clean @mobile', async ({
    page,
    haulier,
  }) => {
    await seedPermissions(haulier.gateway, ['FL-1001'])
    await page.goto(`${HISTORY}?status=declined&kind=loading_permission&q=FL`)
    const form = page.getByRole('form', { name: 'Filter the history' })
    await expect(form.getByLabel('Status', { exact: true })).toHaveValue('declined')
    await expect(form.getByLabel('Kind', { exact: true })).toHaveValue('loading_permission')
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Show the whole list' }).click()
    await shown(page, ['FL-1001'])
  })
})
