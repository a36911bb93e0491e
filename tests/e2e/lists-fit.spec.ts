import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { reference, seedFleet } from './support/fleet.js'
import { operatorName, pageSignedInAs, requestPermit } from './support/office.js'
import { seedPermissions } from './support/requests.js'

/**
 * Every list fits the width it is shown at, from a phone to a wide desktop: no page wider than
 * the window, no action pushed off-screen or cut, no word broken in the middle. Russian, whose
 * words are the longest of the three languages ("Удалить", "Разрешение на погрузку").
 */

const WIDTHS = [390, 768, 1024, 1280] as const

/** What does not fit in `list` at the window's width, as sentences; none when all fits. */
async function misfits(list: Locator): Promise<string[]> {
  return list.evaluate((root) => {
    const found: string[] = []
    const windowWidth = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth > windowWidth + 1) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide in ${windowWidth}`)
    }
    const box = root.getBoundingClientRect()
    for (const control of root.querySelectorAll<HTMLElement>('button, a')) {
      const rect = control.getBoundingClientRect()
      if (rect.width === 0) continue
      const name = control.textContent?.trim() ?? ''
      if (rect.right > Math.min(box.right, windowWidth) + 1 || rect.left < box.left - 1) {
        found.push(`"${name}" stands outside the list (${Math.round(rect.right)} px)`)
      }
      if (control.scrollWidth > control.clientWidth + 1) found.push(`"${name}" is cut`)
    }
    // A word in a cell drawn on more than one line is broken in its middle.
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
        if (lines.size > 1) found.push(`"${match[0]}" is broken across lines`)
      }
    }
    return found
  })
}

async function eachWidth(page: Page, list: () => Locator, path: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(path)
    await expect(list().first()).toBeVisible()
    expect(await misfits(list().first()), `${path} at ${width} px`).toEqual([])
  }
}

test.describe('in Russian', () => {
  test.use({ lang: 'ru', profile: 'legal' })

  test('the request history fits at 390, 768, 1024 and 1280 px, its actions on screen', async ({
    page,
    haulier,
  }) => {
    await seedPermissions(haulier.gateway, ['RU-2026-000123', 'RU-2026-000124'])
    await seedPermissions(haulier.gateway, ['RU-2026-000125'], 'Unloading')
    await eachWidth(
      page,
      () => page.getByRole('table', { name: 'Ваши заявки' }),
      '/online-application/historyTab',
    )
  })

  test('drivers, cars and trailers fit at 390, 768, 1024 and 1280 px, Delete whole', async ({
    page,
    haulier,
  }) => {
    await seedFleet(haulier.gateway, 'LEGAL_ENTITY', await reference(haulier.gateway))
    for (const tab of ['legalDrivers', 'legalCars', 'legalTrailers']) {
      await eachWidth(page, () => page.getByRole('table'), `/online-application/${tab}`)
    }
  })

  test('the office queues fit at 390, 768, 1024 and 1280 px', async ({
    browser,
    baseURL,
    haulier,
    operator,
  }) => {
    await requestPermit(haulier.gateway)
    await seedPermissions(haulier.gateway, ['OF-2026-000777'])
    const office = await pageSignedInAs(
      browser,
      baseURL as string,
      operator,
      { name: await operatorName(operator), role: 'OPERATOR' },
      { lang: 'ru' },
    )
    for (const path of ['/office/permits', '/office/requests']) {
      await eachWidth(office, () => office.getByRole('table'), path)
    }
    await office.context().close()
  })
})
