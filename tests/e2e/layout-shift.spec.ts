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

/**
 * Whether the page's loading overlay was ever put in the page: the first page's code and texts
 * arrive before the first render, so a first visit draws the page itself, never the overlay
 * first (a page shown after a fallback waits at least 300 ms more, React's throttle).
 */
async function recordLoadingOverlay(page: Page) {
  await page.addInitScript(() => {
    const seen = { overlay: false }
    Object.assign(window, { __loading: seen })
    new MutationObserver(() => {
      if (document.querySelector('main [role="status"]')) seen.overlay = true
    }).observe(document, { childList: true, subtree: true })
  })
}

/** `codeOnly`: a page with no data of its own to wait for, so no overlay at all. */
async function expectNoShiftOnArrival(page: Page, path: string, codeOnly = false) {
  await recordLayoutShifts(page)
  await recordLoadingOverlay(page)
  await throttleLikeAPhone(page)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  if (codeOnly) {
    expect(
      await page.evaluate(
        () => (window as unknown as { __loading: { overlay: boolean } }).__loading,
      ),
      `${path} showed the loading overlay before its content`,
    ).toEqual({ overlay: false })
  }
  const shifts = await layoutShiftsAfterLoad(page)
  test.info().annotations.push({ type: 'CLS', description: `${path}: ${cumulative(shifts)}` })
  expect(
    cumulative(shifts),
    `layout shifts of ${path}: ${JSON.stringify(shifts.filter((shift) => shift.value > 0.001))}`,
  ).toBeLessThan(BUDGET)
}

for (const path of ['/', '/news-all/1', '/login']) {
  test(`${path} does not move while it loads @mobile`, async ({ page }) => {
    await expectNoShiftOnArrival(page, path, path === '/login')
  })
}

test("the cabinet's first tab does not move while it loads @mobile", async ({ page, account }) => {
  await page.goto('/login')
  await field(page, 'E-mail').fill(account.email)
  await field(page, 'Password').fill(account.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login$/)
  // A new visit, signed in: the cabinet as a haulier opens it from a bookmark.
  await expectNoShiftOnArrival(page, '/online-application', true)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.name}`)
})
