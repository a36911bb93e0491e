import { expect, test } from './fixtures.js'
import { operatorName, signInBrowser } from './support/office.js'

/**
 * News in the office: written in three languages with a poster, previewed as the server
 * sanitized it, published; it then shows on the public site (in Turkmen and English) and in RSS;
 * unpublished, it leaves them.
 */
test.use({ lang: 'en' })

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

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
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG })
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

  await page.getByRole('button', { name: 'Unpublish', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Unpublish', exact: true }).click()
  await expect(page.getByText('State: Unpublished')).toBeVisible()
  await expect
    .poll(async () => (await page.request.get('/rss')).text())
    .not.toContain(`/single-news/${id}`)
})
