import path from 'node:path'
import { expect, type Theme, test } from './fixtures.js'
import { wcagViolations } from './support/axe.js'
import { contentOf } from './support/content.js'
import { publicPages } from './support/pages.js'
import { ensureOutput } from './support/portal.js'
import { scrollThrough } from './support/scroll.js'

const themes: Theme[] = ['light', 'dark']

// Each public page in each theme at this project's width (1280 and 390 px): no sideways scroll, a
// screenshot kept under output/screenshots/ for people to look at, and axe-core's WCAG 2.1 AA
// rules, contrast included, on what the page shows once loaded.
for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme, lang: 'tm' })

    for (const shown of publicPages) {
      test(`${shown.name}: screenshot and no WCAG 2.1 AA violation @mobile`, async ({
        page,
        baseURL,
      }) => {
        const content = await contentOf(baseURL as string)
        await page.goto(shown.path(content))
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        // The whole page: parts below the fold load when scrolled near, and axe checks them too.
        await scrollThrough(page)
        await page.evaluate(() => document.fonts.ready)

        const width = page.viewportSize()?.width ?? 0
        // Nothing wider than the screen: a phone reader never scrolls sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(width)

        const folder = await ensureOutput('screenshots')
        await page.screenshot({
          path: path.join(folder, `${shown.name}-${width}-${theme}.png`),
          fullPage: true,
          animations: 'disabled',
        })

        const summary = await wcagViolations(page)
        expect(summary, JSON.stringify(summary, null, 2)).toEqual([])
      })
    }
  })
}
