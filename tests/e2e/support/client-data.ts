import { expect, type Locator, type Page } from '@playwright/test'
import { translated } from './catalogs.js'
import type { Lang } from './gateway.js'
import { scanPng } from './sample-files.js'
import { field } from './shell.js'

/** The interface texts of the client-data and profile tabs in the journey's language. */
export const textsIn = (lang: Lang) => (english: string, feature?: string) =>
  translated(english, feature)[lang]

/** A small scan, a real PNG (the cabinet shows it as a thumbnail). */
export const pngScan = (name: string) => ({ name, mimeType: 'image/png', buffer: scanPng(name) })

/** A day `days` from today, as a date input takes it. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A file input's field: the input and what its card shows beside it. */
export const scanField = (page: Page, label: string) => {
  const input = field(page, label)
  return { input, frame: page.locator('.field').filter({ has: input }) }
}

/** Picks the first region that has cities, then its first city (the city list follows it). */
export async function chooseRegionAndCity(page: Page, say: ReturnType<typeof textsIn>) {
  const region = field(page, say('Region', 'client-data'))
  const city = field(page, say('City', 'client-data'))
  await expect(city).toBeDisabled()
  const regionValue = await region
    .locator('option')
    .nth(1)
    .evaluate((option: HTMLOptionElement) => option.value)
  await region.selectOption(regionValue)
  await expect(city).toBeEnabled()
  const cityValue = await city
    .locator('option')
    .nth(1)
    .evaluate((option: HTMLOptionElement) => option.value)
  await city.selectOption(cityValue)
}

/** Ticks the first `count` licence codes; the button then says "N selected". */
export async function chooseLicenceCodes(page: Page, say: ReturnType<typeof textsIn>, count = 2) {
  const button = page.getByRole('button', { name: new RegExp(say('License codes', 'client-data')) })
  await button.click()
  const list = page.getByRole('group', { name: say('License codes', 'client-data') })
  for (let index = 0; index < count; index += 1) {
    await list.getByRole('checkbox').nth(index).check()
  }
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  const selected = say('{count} selected').replace('{count}', String(count))
  await expect(button).toContainText(selected)
}

/**
 * A refused file: the problem is under the field, the input is empty again, and no request has
 * left the page for it.
 */
export async function expectRefused(input: Locator, message: RegExp) {
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect(input).toHaveAccessibleDescription(message)
  expect(await input.evaluate((element: HTMLInputElement) => element.files?.length ?? 0)).toBe(0)
}

/** A text with its `{placeholder}` matching anything: a message whose number the page formats. */
export const templateOf = (text: string) =>
  new RegExp(
    text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  )
