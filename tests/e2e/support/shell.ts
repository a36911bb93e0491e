import { expect, type Locator, type Page } from '@playwright/test'

/** The popup: a modal <dialog> whose accessible name is its title. */
export const popup = (page: Page, title: string | RegExp) =>
  page.getByRole('dialog', { name: title })

/** Closes the popup with its button and waits until it is gone. */
export async function closePopup(page: Page) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button').click()
  await expect(dialog).toBeHidden()
}

/**
 * A field marked invalid with `message` under it: aria-invalid, and the message among what
 * aria-describedby reads out with the field.
 */
export async function expectFieldProblem(field: Locator, message?: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  if (message !== undefined) await expect(field).toHaveAccessibleDescription(message)
}

/**
 * The shell's settings (language switch, theme toggle) sit in the top bar on wide screens and in
 * the hamburger menu on phones: opens the menu when there is one to open.
 */
export async function revealSettings(page: Page) {
  const menu = page.getByRole('button', { name: /menu|menýu|меню/i, expanded: false })
  if (await menu.isVisible()) await menu.click()
}

export async function chooseLanguage(page: Page, name: 'Türkmençe' | 'Русский' | 'English') {
  await revealSettings(page)
  await page.getByRole('button', { name, exact: true }).click()
}

export async function toggleTheme(page: Page) {
  await revealSettings(page)
  await page.getByRole('button', { name: /theme|tema|тем/i }).click()
}
