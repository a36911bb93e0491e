import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { wcagViolations } from './support/axe.js'

/**
 * The brand and the main page's banner at every width (ADR 0086): the enterprise's Turkmen name
 * is never cut in the top bar, and the banner's lorry is never drawn under its text.
 */

const BRAND = 'Türkmenawtoulaggözegçilik'

/** Phone widths run on the phones' project too (a phone's browser); wider ones need not. */
const onPhones = (width: number) => (width <= 390 ? ' @mobile' : '')

for (const width of [390, 768, 1024, 1280, 1440]) {
  test(`the Turkmen brand name shows whole at ${width} px${onPhones(width)}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const name = page.locator('header').getByText(BRAND, { exact: true })
    await expect(name).toBeVisible()
    const box = await name.evaluate((element) => {
      const link = element.closest('a') as HTMLElement
      const { left, right } = element.getBoundingClientRect()
      return {
        clipped: element.scrollWidth > element.clientWidth || link.scrollWidth > link.clientWidth,
        ellipsis: getComputedStyle(element).textOverflow === 'ellipsis',
        inside: left >= 0 && right <= document.documentElement.clientWidth,
      }
    })
    expect(box, `the brand name at ${width} px`).toEqual({
      clipped: false,
      ellipsis: false,
      inside: true,
    })
  })
}

type Box = { x: number; y: number; width: number; height: number }

/**
 * Where the banner draws the lorry: its place in the drawing (the SVG's `#lorry` group) mapped
 * through the picture's object-fit: cover and object-position, as the browser paints it.
 */
async function lorryBox(page: Page): Promise<Box> {
  return page.locator('#home-banner img').evaluate(async (image: HTMLImageElement) => {
    const svg = new DOMParser().parseFromString(
      await (await fetch(image.currentSrc)).text(),
      'image/svg+xml',
    )
    const [viewWidth = Number.NaN, viewHeight = Number.NaN] = (
      svg.documentElement.getAttribute('viewBox') ?? ''
    )
      .split(' ')
      .slice(2)
      .map(Number)
    const group = svg.getElementById('lorry') as Element
    const moved = /translate\(([\d.]+) ([\d.]+)\)/.exec(group.getAttribute('transform') ?? '')
    const [, dx, dy] = moved ?? []
    let right = 0
    let bottom = 0
    for (const rect of group.querySelectorAll('rect')) {
      const value = (name: string) => Number(rect.getAttribute(name) ?? 0)
      right = Math.max(right, value('x') + value('width'))
      bottom = Math.max(bottom, value('y') + value('height'))
    }
    const box = image.getBoundingClientRect()
    const scale = Math.max(box.width / viewWidth, box.height / viewHeight)
    const [px = Number.NaN, py = Number.NaN] = getComputedStyle(image)
      .objectPosition.split(' ')
      .map((part) => Number.parseFloat(part) / 100)
    const left = box.left + (box.width - viewWidth * scale) * px + Number(dx) * scale
    const top = box.top + (box.height - viewHeight * scale) * py + Number(dy) * scale
    return { x: left, y: top, width: right * scale, height: bottom * scale }
  })
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

for (const { width, height } of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]) {
  test(`the banner's lorry never lies under its text at ${width} px${onPhones(width)}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await page.goto('/')
    const banner = page.locator('#home-banner')
    await expect(banner.getByRole('heading', { level: 1 })).toBeVisible()
    await expect
      .poll(() => banner.locator('img').evaluate((image: HTMLImageElement) => image.complete))
      .toBe(true)
    const lorry = await lorryBox(page)
    // Drawn where a reader sees it: at least in part inside the window.
    expect(lorry.width).toBeGreaterThan(10)
    expect(lorry.x, 'the lorry is cropped out').toBeLessThan(width)
    for (const text of await banner.locator('p, h1, a').all()) {
      const box = (await text.boundingBox()) as Box
      expect(
        overlap(box, lorry),
        `${await text.innerText()} ${JSON.stringify(box)} over the lorry ${JSON.stringify(lorry)}`,
      ).toBe(false)
    }
  })
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ theme })
    test(`the main page passes axe at 390 px @mobile`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await wcagViolations(page)).toEqual([])
    })
  })
}
