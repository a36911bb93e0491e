import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { wcagViolations } from './support/axe.js'
import { translated } from './support/catalogs.js'
import {
  fileLoadingPermission,
  operatorName,
  requestPermit,
  signInBrowser,
} from './support/office.js'
import { haulierIn } from './support/office-people.js'
import { e2eOperator } from './support/portal.js'

/**
 * Who reaches the office: a visitor is sent to the login page, a haulier is told it is not for
 * their account (and the gateway gives them no office data), an operator signs in into it and
 * never into the cabinet. Every office screen passes WCAG 2.1 AA in both themes.
 */
const OFFICE_ROUTES = [
  '/office',
  '/office/permits',
  '/office/permits/1',
  '/office/requests',
  '/office/requests/loading-permission/1',
  '/office/news',
  '/office/news/new',
  '/office/operators',
]

test.describe('in English', () => {
  test.use({ lang: 'en' })

  test('a visitor at an office address is sent to the login page', async ({ page }) => {
    await page.goto('/office/permits?status=NEW')
    // With the way back to the queue asked for (ADR 0082).
    await expect(page).toHaveURL(/\/login\?next=%2Foffice%2Fpermits%3Fstatus%3DNEW$/)
  })

  test('a haulier reaches no office screen, and the gateway refuses them the office', async ({
    page,
    haulier,
  }) => {
    for (const path of OFFICE_ROUTES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not for your account')
      await expect(page.getByRole('navigation', { name: 'Operator office' })).toHaveCount(0)
    }
    expect(await wcagViolations(page), 'the refusal page').toEqual([])
    const answer = await haulier.gateway.http.post('/graphql', {
      data: { query: '{ me { id } office { permitQueue { pageInfo { totalCount } } } }' },
    })
    const body = await answer.json()
    expect(body.data.office).toBeNull()
    expect(body.data.me.id).toBe(haulier.id)
    expect(
      body.errors.map((error: { extensions: { code: string } }) => error.extensions.code),
    ).toEqual(['FORBIDDEN'])
  })

  test('an operator signs in into the office; the account menu leads there and the cabinet does not open', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.getByLabel('E-mail').fill(e2eOperator.email)
    await page.getByLabel('Password', { exact: true }).fill(e2eOperator.password)
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/office\/permits$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-permits')

    await page.goto('/online-application/historyTab')
    await expect(page).toHaveURL(/\/office\/permits$/)

    await page.goto('/')
    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('link', { name: 'Operator office' }).click()
    await expect(page).toHaveURL(/\/office\/permits$/)
  })
})

// Light on a desk's screen, dark on a phone's.
const looks = [
  { theme: 'light', viewport: { width: 1280, height: 800 }, isMobile: false },
  { theme: 'dark', viewport: { width: 390, height: 844 }, isMobile: true },
] as const

for (const { theme, viewport, isMobile } of looks) {
  test.describe(`every office screen, ${theme}, ${viewport.width} px`, () => {
    test.use({ lang: 'tm', theme, viewport, isMobile })

    test(`passes WCAG 2.1 AA and fits the screen (${theme}, ${viewport.width} px)`, async ({
      page,
      baseURL,
      operator,
      outbox,
    }) => {
      // Eight screens, each loaded afresh and checked by axe: longer than one journey's step.
      test.slow()
      const haulier = await haulierIn(baseURL as string, outbox, 'tm')
      const permit = await requestPermit(haulier.gateway)
      const permission = await fileLoadingPermission(haulier.gateway)
      await signInBrowser(page.context(), operator, {
        name: await operatorName(operator),
        role: 'OPERATOR',
      })
      const say = (english: string) => translated(english, 'office').tm
      // Each screen with what shows it has its data (not only its heading).
      const screens: [string, Locator][] = [
        [
          `/office/permits?haulier=${haulier.id}`,
          page.getByRole('link', { name: `№ ${permit.id}` }),
        ],
        [`/office/permits/${permit.id}`, page.getByRole('button', { name: say('Claim') })],
        [
          `/office/requests?haulier=${haulier.id}`,
          page.getByRole('link', { name: permission.permissionNumber }),
        ],
        [
          `/office/requests/loading-permission/${permission.id}`,
          page.getByRole('button', { name: say('Claim') }),
        ],
        ['/office/news', page.getByRole('table')],
        ['/office/news/new', page.getByLabel(say('Poster image'))],
        ['/office/operators', page.getByRole('button', { name: say('Send the invitation') })],
        [
          '/office/invitation?token=spent',
          page.getByRole('main').getByRole('link', { name: say('Log in') }),
        ],
      ]
      for (const [path, ready] of screens) {
        await page.goto(path)
        await expect(ready).toBeVisible()
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(width, `${path} is wider than the screen`).toBeLessThanOrEqual(viewport.width)
        expect(await wcagViolations(page), path).toEqual([])
      }
    })
  })
}

test.describe('in Russian', () => {
  test.use({ lang: 'ru' })

  test("an operator's office speaks Russian on every screen, with the page's language set", async ({
    page,
    operator,
  }) => {
    await signInBrowser(page.context(), operator, {
      name: await operatorName(operator),
      role: 'OPERATOR',
    })
    const ru = (english: string) => translated(english, 'office').ru
    const screens: [string, string][] = [
      ['/office/permits', 'E-permits'],
      ['/office/requests', 'Permissions and applications'],
      ['/office/news', 'News'],
      ['/office/news/new', 'Write a news item'],
      ['/office/operators', 'Operators'],
    ]
    for (const [path, heading] of screens) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru(heading))
      await expect(page.getByRole('navigation', { name: ru('Operator office') })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru')
    }
  })
})
