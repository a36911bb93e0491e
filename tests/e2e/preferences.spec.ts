import { expect, test } from './fixtures.js'
import { chooseLanguage, toggleTheme } from './support/shell.js'

const theme = (page: import('@playwright/test').Page) =>
  page.locator('html').getAttribute('data-theme')

test.describe('a first visit', () => {
  test('is in Turkmen @mobile', async ({ page }) => {
    await page.goto('/news-all/1')
    await expect(page.locator('html')).toHaveAttribute('lang', 'tk')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Habarlar')
  })

  test.describe('on a system in dark mode', () => {
    test.use({ colorScheme: 'dark' })
    test('follows it', async ({ page }) => {
      await page.goto('/')
      expect(await theme(page)).toBe('dark')
    })
  })
})

test('the language chosen in the switch survives a reload @mobile', async ({ page }) => {
  await page.goto('/news-all/1')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('Habarlar')

  await chooseLanguage(page, 'Русский')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(heading).toHaveText('Новости')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(heading).toHaveText('Новости')

  await chooseLanguage(page, 'English')
  await expect(heading).toHaveText('News')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(heading).toHaveText('News')
})

test.describe('the theme', () => {
  test.use({ colorScheme: 'light', lang: 'en' })

  test('chosen with the toggle survives a reload, and back @mobile', async ({ page }) => {
    await page.goto('/contacts')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await toggleTheme(page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.reload()
    // Set before the first paint (index.html's inline script), not after the app starts.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await toggleTheme(page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  })
})
