import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { contentOf } from './support/content.js'
import { htmlLang, langs, publicPages } from './support/pages.js'
import { scrollThrough } from './support/scroll.js'
import { literally } from './support/text.js'

const CYRILLIC = /[\u0400-\u04FF]/

/**
 * Holds the web's libraries back, so that none of its code runs until the answer is called:
 * what is asked for meanwhile, only index.html's script asked for.
 */
async function holdLibraries(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/libs-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

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

    test("the footer's news feed is the one in the interface's language", async ({ page }) => {
      await page.goto('/contacts')
      const link = page.getByRole('contentinfo').getByRole('link', { name: /RSS/ })
      const href = await link.getAttribute('href')
      const feed = await (await page.request.get(href ?? '')).text()
      expect(feed).toContain(`<language>${htmlLang[lang]}</language>`)
    })
  })
}

test.describe("the main page's service cards", () => {
  test.use({ lang: 'en' })

  test('each "Learn more" opens its own section of the services page', async ({ page }) => {
    const cards = [
      ['Permits and permissions', 'permissions'],
      ['Inspection and advisory services', 'services'],
      ['Accounting and control of vehicles', 'supervision'],
    ] as const
    for (const [title, section] of cards) {
      await page.goto('/')
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
        .getByRole('link', { name: 'Learn more' })
        .click()
      await expect(page).toHaveURL(new RegExp(`/services#${section}$`))
      // That section is the one open: its bar says so, and the others are closed.
      for (const [, other] of cards) {
        await expect(page.locator(`[id="${other}"] h2 button`)).toHaveAttribute(
          'aria-expanded',
          String(other === section),
        )
      }
    }
  })
})

test.describe("the main page's neighbouring countries", () => {
  test.use({ lang: 'en' })

  test("count border checkpoints of every kind: Azerbaijan's one is the Turkmenbashi sea port, not a road checkpoint", async ({
    page,
  }) => {
    await page.goto('/')
    // The map is drawn once it is scrolled to; on a busy machine a first pass may go by before it
    // comes, so the page is scrolled through again until its tabs are there.
    const neighbours = page.getByRole('tab', { name: 'Neighbouring countries' })
    await expect(async () => {
      await scrollThrough(page)
      await expect(neighbours).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 45_000 })
    await neighbours.click()
    const azerbaijan = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Azerbaijan', exact: true }) })
    await expect(azerbaijan).toContainText('1 border checkpoint')
    await expect(azerbaijan).toContainText('Turkmenbashi International Seaport')
    await expect(page.getByRole('tabpanel')).not.toContainText('road border checkpoint')
  })
})

test.describe('an unknown path', () => {
  test.use({ lang: 'en' })

  test('shows the 404 page inside the shell @mobile', async ({ page }) => {
    for (const path of ['/no-such-page', '/about-us/deeper/still', '/news-all']) {
      // The status says so too, for search engines and link checkers.
      expect((await page.goto(path))?.status(), path).toBe(404)
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

  test("a page's data and largest image are asked for before any of the web's code runs, and the client uses those answers", async ({
    page,
  }) => {
    const asked: string[] = []
    const posters: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      const name = url.searchParams.get('operationName')
      if (url.pathname === '/graphql' && name) asked.push(name)
      // A drawn poster, or an uploaded one's rendering (another journey may publish one).
      if (/^\/storage\/(news-)?posters\//.test(url.pathname)) posters.push(url.pathname)
    })
    // The libraries are held back, so no code of the web runs: only index.html's script can ask.
    const release = await holdLibraries(page)
    const opening = page.goto('/news-all/1')
    await expect.poll(() => [...asked].sort()).toEqual(['NewsPage', 'ShellContacts', 'ShellMe'])
    // The first poster, the page's largest element, as soon as the news named it.
    await expect.poll(() => posters.length).toBe(1)
    release()
    await opening
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
    const first = page.locator('main li img').first()
    await expect(first).toBeVisible()
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe('')
    expect(posters[0]).toBe(
      new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname,
    )
    await expect(page.locator('footer a[href^="mailto:"]').first()).toBeVisible()
    // Each asked once: the page's client took the early answers instead of asking again.
    expect([...asked].sort()).toEqual(['NewsPage', 'ShellContacts', 'ShellMe'])
    // A later visit to another page of the news asks for it then, as usual.
    await page
      .getByRole('navigation', { name: 'News pages' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await expect.poll(() => asked.filter((name) => name === 'NewsPage').length).toBe(2)
  })

  test("a signed-in haulier's first tab: what needs them and the inbox are asked for, with their code, before any of the web's code runs; each once", async ({
    page,
    haulier,
  }) => {
    const asked: string[] = []
    const fetched: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      const name = url.searchParams.get('operationName')
      if (url.pathname === '/graphql' && name) asked.push(name)
      fetched.push(url.pathname)
    })
    const release = await holdLibraries(page)
    const opening = page.goto('/online-application')
    const early = ['Inbox', 'NeedsMe', 'ShellContacts', 'ShellMe']
    await expect.poll(() => [...asked].sort()).toEqual(early)
    // The panel's code is on its way too, not waiting for the inbox's line to have its answer.
    await expect
      .poll(() => fetched.some((path) => /\/assets\/needs-me-panel-[\w-]+\.js$/.test(path)))
      .toBe(true)
    release()
    await opening
    await expect(page.getByRole('heading', { level: 1 })).toContainText(haulier.name)
    await expect(page.getByRole('region', { name: 'What needs you' })).toBeVisible()
    // Each asked once: the client took the early answers.
    expect([...asked].sort()).toEqual(early)
    // Another tab's address asks for none of them at start.
    asked.length = 0
    await page.goto('/online-application/teamTab')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(asked).not.toContain('NeedsMe')
  })
})

test.describe('a returning visitor', () => {
  test.use({ lang: 'en' })

  test('whose browser revalidates the stored page (304) gets the working page, not a blank one', async ({
    page,
  }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in')
    const revalidated: string[] = []
    page.on('requestfinished', async (request) => {
      // The headers the browser's cache added are among all the request's headers.
      const tag = (await request.allHeaders())['if-none-match']
      if (new URL(request.url()).pathname === '/login' && tag) revalidated.push(tag)
    })
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in')
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in')
    // The browser asked whether its stored copy was current (the gateway answered 304).
    await expect.poll(() => revalidated.length).toBeGreaterThan(0)
  })
})
