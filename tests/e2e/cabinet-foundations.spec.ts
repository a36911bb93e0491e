import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { setDeposit } from './support/cabinet.js'

test.use({ lang: 'en' })

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('a seeded haulier starts in the cabinet; the address keeps the tab and its record', async ({
  page,
  haulier,
}) => {
  await page.goto('/online-application/legalDrivers')
  await expect(heading(page)).toHaveText('Drivers')
  await expect(page.getByRole('button', { name: haulier.name })).toBeVisible()

  // An edit tab names its record: reload, Back and Forward show the same screen.
  await page.goto('/online-application/legalDriverEdit?id=12')
  await expect(heading(page)).toHaveText('Edit driver')
  await page.reload()
  await expect(heading(page)).toHaveText('Edit driver')
  await page.goBack()
  await expect(page).toHaveURL(/\/online-application\/legalDrivers$/)
  await expect(heading(page)).toHaveText('Drivers')
  await page.goForward()
  await expect(page).toHaveURL(/\/online-application\/legalDriverEdit\?id=12$/)
  await expect(heading(page)).toHaveText('Edit driver')

  // An address that names no tab, or an edit tab with no record, is the 404 page.
  for (const path of ['/online-application/noSuchTab', '/online-application/legalDriverEdit']) {
    await page.goto(path)
    await expect(heading(page)).toHaveText('Page Not Found')
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  }
})

test.describe('with a legal profile', () => {
  test.use({ profile: 'legal' })

  test('the profile is seeded and an operator sets its deposit', async ({ haulier, operator }) => {
    expect(haulier.profile?.kind).toBe('legal')
    const before = await haulier.gateway.call<{ legalEntityProfile: { balance: number | null } }>(
      '{ legalEntityProfile { balance } }',
    )
    expect(before.legalEntityProfile.balance).toBeNull()
    await setDeposit(operator, haulier.id, 'legal', 1250.5)
    const after = await haulier.gateway.call<{ legalEntityProfile: { balance: number | null } }>(
      '{ legalEntityProfile { balance } }',
    )
    expect(after.legalEntityProfile.balance).toBe(1250.5)
  })
})
