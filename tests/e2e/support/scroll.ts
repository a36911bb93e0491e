import type { Page } from '@playwright/test'

/**
 * Scrolls a page to its end a screen at a time, as a reader does, so the parts that load when
 * they come near the screen (the main page's maps, news and feedback form) are all shown; then
 * back to the top. Each step waits for the page to settle (no request in flight), not for a time.
 */
export async function scrollThrough(page: Page) {
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    await page.waitForLoadState('networkidle')
    if (atEnd) break
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}
