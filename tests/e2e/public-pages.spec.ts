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
        // Read again from the start when the content changed meanwhile: the office's journeys
        // publish news on the same portal, which moves the main page's latest items.
        await expect(async () => {
          const content = await contentOf(baseURL as string)
          await page.goto(shown.path(content))
          const main = page.getByRole('main')
          const heading = shown.heading(content)[lang]
          await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading)
          await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang])
          const title = shown.title?.()[lang] ?? heading
          await expect(page).toHaveTitle(shown.titleAlone ? title : literally(title))
          await scrollThrough(page)
          for (const text of shown.shows?.(content) ?? []) {
            await expect(main.getByText(text[lang], { exact: true }).first()).toBeVisible({
              timeout: 5_000,
            })
          }
          const words = await main.innerText()
          if (lang === 'ru') expect(words).toMatch(CYRILLIC)
          else expect(heading).not.toMatch(CYRILLIC)
          // Translated, not the English source left in place.
          if (lang !== 'en') expect(heading).not.toBe(shown.heading(content).en)
        }).toPass({ timeout: 45_000 })
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
      // The document's title is the product's own for this page, exactly.
      await expect(page).toHaveTitle('Page Not Found')
      await expect(page.getByRole('contentinfo')).toBeVisible()
    }
  })
})

test.describe('a first visit', () => {
  test.use({ lang: 'en' })

  test("downloads the page's own code and texts beside the shell's, not after it", async ({
    page,
  }) => {
    const refused: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
    })
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in')
    // index.html's script named them before the shell ran: the login page's chunk and the
    // catalogs in the visitor's language (English), none in another.
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    expect(preloaded.some((path) => /\/assets\/login-[\w-]+\.js$/.test(path))).toBe(true)
    const catalogs = preloaded.filter((path) => /\/assets\/(tm|ru|en)-[\w-]+\.js$/.test(path))
    expect(catalogs.length).toBeGreaterThanOrEqual(3) // shared, shell, accounts
    expect(catalogs.every((path) => path.includes('/assets/en-'))).toBe(true)
    // Each file once: the page's own loader used the preloaded copies.
    const scripts = fetched.filter((path) => path.startsWith('/assets/'))
    expect(new Set(scripts).size).toBe(scripts.length)
    expect(refused).toEqual([])
  })

  test('a news page asks for its news as its code arrives, before its texts and first render, and once', async ({
    page,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      const name = url.searchParams.get('operationName')
      if (url.pathname === '/graphql' && name) asked.push(name)
    })
    // The texts are held back, so nothing renders: only the page's module can ask meanwhile.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    const opening = page.goto('/news-all/1')
    await expect.poll(() => asked).toEqual(['NewsPage'])
    release()
    await opening
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
    await expect(page.locator('main li img').first()).toBeVisible()
    expect(asked.filter((name) => name === 'NewsPage')).toHaveLength(1)
    expect(asked).toContain('ShellContacts')
  })
})
