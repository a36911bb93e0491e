import { expect, type Locator, type Page } from '@playwright/test'
import { literally } from './text.js'

/** A form control by its label, exactly (not a region or button whose name contains it). */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(label, { exact: true })

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
  if (message === undefined) return
  await expect(field).toHaveAccessibleDescription(
    typeof message === 'string' ? literally(message) : message,
  )
}

/**
 * The shell's settings (language switch, theme toggle) sit in the top bar on wide screens and in
 * the hamburger menu on phones: opens the menu when there is one to open.
 */
export async function revealSettings(page: Page, control: Locator) {
  const menu = page.getByRole('button', { name: MENU, expanded: false })
  // Waits for the shell first: before the app has drawn it, neither is visible, and a phone's
  // hamburger not yet drawn must not read as "no menu to open".
  await expect(menu.or(control.filter({ visible: true })).first()).toBeVisible()
  if (await menu.isVisible()) await menu.click()
}

/** The hamburger button's name in the three languages. */
const MENU = /^(menu|menýu|меню)$/i

/** Picks a language in the shell's switch; its buttons name each language in itself. */
export async function chooseLanguage(page: Page, name: 'Türkmençe' | 'Русский' | 'English') {
  const button = page.getByRole('button', { name })
  await revealSettings(page, button)
  await button.filter({ visible: true }).click()
}

/** Presses the shell's dark-theme toggle (the page in English). */
export async function toggleTheme(page: Page) {
  const button = page.getByRole('button', { name: 'Dark theme' })
  await revealSettings(page, button)
  await button.filter({ visible: true }).click()
}
