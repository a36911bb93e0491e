import AxeBuilder from '@axe-core/playwright'
import { expect, type Theme, test } from './fixtures.js'
import type { Lang } from './support/gateway.js'
import { issuedPermitThroughGateway } from './support/permits.js'

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** What the verify page says, in the languages the journeys read it in. */
const SAYS = {
  en: {
    title: 'E-permit verification',
    valid: 'This e-permit is valid',
    forged: 'This e-permit is not genuine',
    checked: 'Code checked:',
    code: 'Verify code',
    check: 'Check',
    empty: 'Enter the verify code',
  },
  ru: {
    title: 'Проверка э-разрешения',
    valid: 'Это э-разрешение действительно',
    forged: 'Это э-разрешение не подлинное',
    checked: 'Проверенный код:',
    code: 'Код проверки',
    check: 'Проверить',
    empty: 'Введите код проверки',
  },
} satisfies Partial<Record<Lang, Record<string, string>>>

const readers: { lang: keyof typeof SAYS; theme: Theme }[] = [
  { lang: 'en', theme: 'light' },
  { lang: 'ru', theme: 'dark' },
]

// A border officer's phone: the narrowest screen the portal serves.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

for (const { lang, theme } of readers) {
  test.describe(`${lang}, ${theme} theme`, () => {
    test.use({ lang, theme })

    test('the QR link of an issued e-permit (a short verify code) says valid, typed in small letters too; an altered code says not genuine, both fit 360 px and pass axe', async ({
      page,
      baseURL,
      account,
    }) => {
      const issued = await issuedPermitThroughGateway(baseURL as string, account)
      const says = SAYS[lang]

      await page.goto(new URL(issued.verifyUrl).pathname)
      await expect(page.getByRole('heading', { level: 1, name: says.title })).toBeVisible()
      await expect(page.getByRole('status')).toContainText(says.valid)
      await expect(page.getByText(issued.number)).toBeVisible()
      await expect(page.getByText(issued.carPlate)).toBeVisible()
      await checkPage(page)

      // The QR's short verify code, typed in small letters, is the same code; one letter
      // changed is a code never issued.
      const code = new URL(issued.verifyUrl).pathname.replace('/verify/', '')
      expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
      await page.goto(`/verify/${code.toLowerCase()}`)
      await expect(page.getByRole('status')).toContainText(says.valid)
      const altered = `${code.slice(0, -1)}${code.endsWith('K') ? 'M' : 'K'}`
      await page.goto(`/verify/${altered}`)
      await expect(page.getByRole('status')).toContainText(says.forged)
      await expect(page.getByText(issued.number)).toHaveCount(0)
      // The verdict names the code it is about, so a typo is seen as one.
      await expect(page.getByText(says.checked)).toContainText(altered)
      await checkPage(page)
    })

    test('a code printed on the paper is typed at /verify and checked on its own page', async ({
      page,
      baseURL,
      account,
    }) => {
      const issued = await issuedPermitThroughGateway(baseURL as string, account)
      const says = SAYS[lang]
      const code = new URL(issued.verifyUrl).pathname.replace('/verify/', '')

      await page.goto('/verify')
      await expect(page.getByRole('heading', { level: 1, name: says.title })).toBeVisible()
      await expect(page.getByRole('status')).toHaveCount(0)
      const box = page.getByRole('textbox', { name: says.code })
      await page.getByRole('button', { name: says.check, exact: true }).click()
      await expect(box).toBeFocused()
      await expect(page.getByText(says.empty)).toBeVisible()

      // Typed as a person reads it off the paper: small letters, a space for the dash.
      await box.fill(` ${code.replace('-', ' ').toLowerCase()} `)
      await box.press('Enter')
      await expect(page).toHaveURL(/\/verify\/[^/]+$/)
      await expect(page.getByRole('status')).toContainText(says.valid)
      await expect(page.getByText(issued.number)).toBeVisible()
      await checkPage(page)
    })
  })
}

async function checkPage(page: import('@playwright/test').Page) {
  await page.evaluate(() => document.fonts.ready)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(360)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}
