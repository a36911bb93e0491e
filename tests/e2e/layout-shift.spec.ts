import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import {
  cumulative,
  layoutShiftsAfterLoad,
  recordLayoutShifts,
  throttleLikeAPhone,
} from './support/layout-shift.js'
import { field } from './support/shell.js'

/** Core Web Vitals call a CLS under 0.1 good; the portal keeps to half of that. */
const BUDGET = 0.05

test.use({ lang: 'en' })

async function expectNoShiftOnArrival(page: Page, path: string) {
  await recordLayoutShifts(page)
  await throttleLikeAPhone(page)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const shifts = await layoutShiftsAfterLoad(page)
  test.info().annotations.push({ type: 'CLS', description: `${path}: ${cumulative(shifts)}` })
  expect(
    cumulative(shifts),
    `layout shifts of ${path}: ${JSON.stringify(shifts.filter((shift) => shift.value > 0.001))}`,
  ).toBeLessThan(BUDGET)
}

for (const path of ['/', '/news-all/1', '/login']) {
  test(`${path} does not move while it loads @mobile`, async ({ page }) => {
    await expectNoShiftOnArrival(page, path)
  })
}

test("the cabinet's first tab does not move while it loads @mobile", async ({ page, account }) => {
  await page.goto('/login')
  await field(page, 'E-mail').fill(account.email)
  await field(page, 'Password').fill(account.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login$/)
  // A new visit, signed in: the cabinet as a haulier opens it from a bookmark.
  await expectNoShiftOnArrival(page, '/online-application')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.name}`)
})
