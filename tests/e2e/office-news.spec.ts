import { expect, test } from './fixtures.js'
import { operatorName, signInBrowser } from './support/office.js'
import { expectLoadedImage, posterPng } from './support/sample-files.js'

/**
 * News in the office: written in three languages with a poster, previewed as the server
 * sanitized it, published; it then shows on the public site (in Turkmen and English) and in RSS;
 * unpublished, it leaves them.
 */
test.use({ lang: 'en' })

/** Which rendering a phone of 390 px at twice the density takes for a poster its whole width. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true }

test('a news item written in three languages is previewed sanitized, published to the site and RSS, and unpublished', async ({
  page,
  browser,
  baseURL,
  operator,
}) => {
  const stamp = Date.now().toString(36)
  const titles = {
    tm: `Täze serhet geçelgesi ${stamp}`,
    ru: `Новый пограничный переход ${stamp}`,
    en: `A new border crossing ${stamp}`,
  }
  await signInBrowser(page.context(), operator, {
    name: await operatorName(operator),
    role: 'OPERATOR',
  })
  await page.goto('/office/news')
  await page.getByRole('link', { name: 'Write a news item' }).click()
  await expect(page).toHaveURL(/\/office\/news\/new$/)

  // An empty form: each language's fields and the poster are asked for.
  await page.getByRole('button', { name: 'Save as a draft' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary.getByRole('link')).toHaveCount(7)

  for (const [lang, name] of [
    ['tm', 'Türkmençe'],
    ['ru', 'Русский'],
    ['en', 'English'],
  ] as const) {
    await page.getByLabel(`Title (${name})`).fill(titles[lang])
    await page
      .getByLabel(`Text (${name})`)
      .fill(`<p>${titles[lang]}: <strong>${lang}</strong></p><script>alert(1)</script>`)
  }
  await page
    .getByLabel('Poster image')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: posterPng(1200, 675) })
  await page.getByRole('button', { name: 'Save as a draft' }).click()
  await expect(page).toHaveURL(/\/office\/news\/\d+$/)
  const id = /\/office\/news\/(\d+)$/.exec(page.url())?.[1] as string
  await expect(page.getByText('State: Draft')).toBeVisible()
  const saved = page.getByRole('dialog', { name: 'Saved' })
  await expect(saved).toContainText('The news item is saved.')
  await saved.getByRole('button', { name: 'OK' }).click()

  // The preview is the sanitized body, in each language.
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText(titles.tm)
  expect(await preview.locator('script').count()).toBe(0)
  await preview.getByRole('button', { name: 'English' }).click()
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText(titles.en)
  await expect(preview.locator('strong')).toHaveText('en')

  // A draft is on neither the public site nor in RSS.
  expect(await (await page.request.get('/rss')).text()).not.toContain(titles.en)

  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('State: Published')).toBeVisible()

  // The public site in Turkmen and English, and the feed.
  for (const [lang, title] of [
    ['tm', titles.tm],
    ['en', titles.en],
  ] as const) {
    const visitor = await browser.newContext({ baseURL: baseURL as string })
    await visitor.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang)
    const reader = await visitor.newPage()
    await reader.goto(`/single-news/${id}`)
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title)
    await reader.goto('/news-all/1')
    await expect(reader.getByText(title)).toBeVisible()
    await visitor.close()
  }
  await expect
    .poll(async () => (await page.request.get('/rss')).text())
    .toContain(`/single-news/${id}`)

  // On a phone, the poster comes as the rendering its screen needs, fetched once: the list's
  // early preload and the card ask for the same file, and the upload itself is never fetched.
  const phone = await browser.newContext({ baseURL: baseURL as string, ...PHONE })
  await phone.addInitScript(() => localStorage.setItem('lang', 'en'))
  const reader = await phone.newPage()
  const uploaded: string[] = []
  reader.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/storage/news-posters/')) uploaded.push(pathname)
  })
  for (const path of ['/news-all/1', `/single-news/${id}`]) {
    uploaded.length = 0
    await reader.goto(path)
    const poster =
      path === '/news-all/1'
        ? reader.locator('main li').filter({ hasText: titles.en }).locator('img')
        : reader.locator('main article img').first()
    await expectLoadedImage(poster)
    const { currentSrc, srcset } = await poster.evaluate((img: HTMLImageElement) => ({
      currentSrc: new URL(img.currentSrc).pathname,
      srcset: img.srcset,
    }))
    expect(srcset).toMatch(/\/400\.webp 400w, .+\/800\.webp 800w, .+\/1200\.webp 1200w$/)
    expect(currentSrc).toMatch(/^\/storage\/news-posters\/\d+\/800\.webp$/)
    expect(uploaded).toEqual([currentSrc])
  }
  await phone.close()

  await page.getByRole('button', { name: 'Unpublish', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Unpublish', exact: true }).click()
  await expect(page.getByText('State: Unpublished')).toBeVisible()
  await expect
    .poll(async () => (await page.request.get('/rss')).text())
    .not.toContain(`/single-news/${id}`)
})
