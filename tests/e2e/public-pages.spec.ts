import { expect, test } from './fixtures.js'
import { contentOf } from './support/content.js'
import { htmlLang, langs, publicPages } from './support/pages.js'
import { scrollThrough } from './support/scroll.js'
import { literally } from './support/text.js'

const CYRILLIC = /[\u0400-\u04FF]/

// Every public route in each language, as a visitor who chose it earlier gets it: the interface's
// texts and the API's content in that language, the page's lang attribute set for screen readers.
for (const lang of langs) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang })

    for (const shown of publicPages) {
      test(`${shown.name} renders its content`, async ({ page, baseURL }) => {
        const content = await contentOf(baseURL as string)
        await page.goto(shown.path(content))
        const main = page.getByRole('main')
        const heading = shown.heading(content)[lang]
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading)
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang])
        await expect(page).toHaveTitle(literally(shown.title?.()[lang] ?? heading))
        await scrollThrough(page)
        for (const text of shown.shows?.(content) ?? []) {
          await expect(main.getByText(text[lang], { exact: true }).first()).toBeVisible()
        }
        const words = await main.innerText()
        if (lang === 'ru') expect(words).toMatch(CYRILLIC)
        else expect(heading).not.toMatch(CYRILLIC)
        // Translated, not the English source left in place.
        if (lang !== 'en') expect(heading).not.toBe(shown.heading(content).en)
      })
    }
  })
}

test.describe('an unknown path', () => {
  test.use({ lang: 'en' })

  test('shows the 404 page inside the shell @mobile', async ({ page }) => {
    for (const path of ['/no-such-page', '/about-us/deeper/still', '/news-all']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
      await expect(page).toHaveTitle(/Page Not Found/)
      await expect(page.getByRole('contentinfo')).toBeVisible()
    }
  })
})
