import { expect, test } from './fixtures.js'
import { contentOf } from './support/content.js'
import { checkAndShootInEachTheme } from './support/looks.js'
import { publicPages } from './support/pages.js'
import { scrollThrough } from './support/scroll.js'

// Each public page at this project's width (1280 and 390 px), in the light theme and the dark one:
// no sideways scroll, a screenshot kept under output/screenshots/ for people to look at, and
// axe-core's WCAG 2.1 AA rules, contrast included, on what the page shows once loaded.
test.use({ lang: 'tm' })

for (const shown of publicPages) {
  test(`${shown.name}: screenshots and no WCAG 2.1 AA violation in either theme @mobile`, async ({
    page,
    baseURL,
  }) => {
    const content = await contentOf(baseURL as string)
    await page.goto(shown.path(content))
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    // The whole page: parts below the fold load when scrolled near, and axe checks them too.
    await scrollThrough(page)
    await page.evaluate(() => document.fonts.ready)
    await checkAndShootInEachTheme(page, shown.name)
  })
}
