import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { wcagViolations } from './axe.js'
import { ensureOutput } from './portal.js'

export type ThemeName = 'light' | 'dark'
export const THEMES: ThemeName[] = ['light', 'dark']

/**
 * Runs `check` on the page as it stands in the light theme, then in the dark one: the theme is
 * switched in place (the page, its data and its state stay) and read once the colours'
 * transitions have ended (a colour half-way between two themes is neither's). One journey thus
 * checks both themes instead of being run once for each.
 */
export async function inEachTheme(page: Page, check: (theme: ThemeName) => Promise<void>) {
  for (const theme of THEMES) {
    await page.evaluate((chosen) => {
      document.documentElement.dataset.theme = chosen
    }, theme)
    // Transitions end; an animation that never ends (a pulsing "live" mark) is not waited for.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    )
    await check(theme)
  }
}

/** axe-core's WCAG 2.1 AA rules pass on what the page shows; `what` names it in a failure. */
export async function expectAccessible(page: Page, what: string) {
  const summary = await wcagViolations(page)
  expect(summary, `${what}: ${JSON.stringify(summary, null, 2)}`).toEqual([])
}

/** No WCAG 2.1 AA violation in either theme. */
export const expectAccessibleInEachTheme = (page: Page, what: string) =>
  inEachTheme(page, (theme) => expectAccessible(page, `${what}, ${theme}`))

/**
 * Nothing wider than the screen (a phone reader never scrolls sideways), and a full-page
 * screenshot kept as output/screenshots/<name>-<width>-<theme>.png for people to look at (the
 * screen alone with `fullPage: false`: a dialog over the page).
 */
export async function keepScreenshot(
  page: Page,
  name: string,
  theme: ThemeName,
  { fullPage = true } = {},
) {
  const width = page.viewportSize()?.width ?? 0
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(width)
  const folder = await ensureOutput('screenshots')
  await page.screenshot({
    path: path.join(folder, `${name}-${width}-${theme}.png`),
    fullPage,
    animations: 'disabled',
  })
}

/** In each theme: the screenshot kept and axe's rules passed. */
export const checkAndShootInEachTheme = (page: Page, name: string) =>
  inEachTheme(page, async (theme) => {
    await expectAccessible(page, `${name}, ${theme}`)
    await keepScreenshot(page, name, theme)
  })
