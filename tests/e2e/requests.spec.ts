import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { wcagViolations } from './support/axe.js'
import { translated } from './support/catalogs.js'
import type { Lang } from './support/gateway.js'
import { graphqlRequests } from './support/network.js'
import { seedPermissions } from './support/requests.js'

/**
 * A haulier's requests in a real browser: loading and unloading permissions filed (the popup,
 * the form empty again, one GraphQL request each), a problem of the server's under its field,
 * and the tabs checked by axe-core in both themes.
 */

const cabinet = (tab: string) => `/online-application/${tab}`

/** The interface text in the journey's language, from the requests' catalog (or another's). */
const textsIn =
  (lang: Lang) =>
  (english: string, feature = 'requests') =>
    translated(english, feature)[lang]

type Permission = { number: string; cmr: string; driver: string; plate: string }

/** Fills every field of the permission form (the first brand and country offered). */
async function fillPermission(page: Page, say: (english: string) => string, p: Permission) {
  await page.getByLabel(say('Permission number'), { exact: true }).fill(p.number)
  await page.getByLabel(say('Car brand'), { exact: true }).selectOption({ index: 1 })
  await page.getByLabel(say('Driver (transporter) full name')).fill(p.driver)
  await page.getByLabel(say('Car state affiliation')).selectOption({ index: 1 })
  await page.getByLabel(say('Car state number'), { exact: true }).fill(p.plate)
  await page.getByLabel(say('Loading point'), { exact: true }).fill('Aşgabat, Türkmenistan')
  await page.getByLabel(say('Unloading point'), { exact: true }).fill('Tähran, Eýran')
  await page
    .getByLabel(say('Cargo route'), { exact: true })
    .fill('Aşgabat — Sarahs — Maşat — Tähran')
  await page.getByLabel(say('Cargo type'), { exact: true }).fill('Pagta süýümi')
  await page.getByLabel(say('Cargo ownership')).fill('Türkmenpagta')
  await page.getByLabel(say('CMR number'), { exact: true }).fill(p.cmr)
  await page.getByLabel(say('Applicant'), { exact: true }).fill('Ulag Hyzmat HJ')
  await page.getByLabel(say('Place of issue')).fill('Aşgabat')
}

const filings = [
  {
    lang: 'tm',
    tab: 'loadPermissionTab',
    permission: {
      number: 'YR-2026-0101',
      cmr: 'CMR-771',
      driver: 'Merdan Atayew',
      plate: 'AG 1234 AG',
    },
  },
  {
    lang: 'en',
    tab: 'unloadPermissionTab',
    permission: {
      number: 'UR-2026-0202',
      cmr: 'CMR-882',
      driver: 'Dowlet Annayew',
      plate: 'MR 4321 MR',
    },
  },
] as const

for (const { lang, tab, permission } of filings) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang })

    test(`${tab}: a haulier files a permission in one request; its confirmation page, then an empty form`, async ({
      page,
      haulier,
    }) => {
      expect(haulier.id).toBeTruthy()
      const say = textsIn(lang)
      await page.goto(cabinet(tab))
      const title = tab === 'loadPermissionTab' ? 'Loading permission' : 'Unloading permission'
      await expect(
        page.getByRole('heading', { level: 1, name: say(title, 'cabinet') }),
      ).toBeVisible()
      // The expiry is the server's, read-only: a dd.mm.yyyy day after today.
      const expiry = page.getByLabel(say('Expiry date'))
      await expect(expiry).toHaveAttribute('readonly', '')
      await expect(expiry).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/)

      await fillPermission(page, say, permission)
      const requests = await graphqlRequests(page, async () => {
        await page.getByRole('button', { name: say('Save') }).click()
        // Its confirmation page (ADR 0091), drawn from the filing's answer.
        await expect(
          page.getByText(say('Your application accepted. Our administrators will contact you.')),
        ).toBeVisible()
        await expect(page).toHaveURL(new RegExp(`/${tab}/submitted/\\d+$`))
      })
      expect(requests, 'GraphQL requests to file a permission').toBe(1)
      const another =
        tab === 'loadPermissionTab'
          ? 'File another loading permission'
          : 'File another unloading permission'
      await page.getByRole('link', { name: say(another) }).click()
      await expect(page.getByLabel(say('Permission number'), { exact: true })).toHaveValue('')
      await expect(page.getByLabel(say('Car brand'), { exact: true })).toHaveValue('')
      await expect(page.getByLabel(say('CMR number'), { exact: true })).toHaveValue('')

      // The history, from the side navigation, lists it on top: its kind, number, pending.
      await page
        .getByRole('navigation', { name: say('Cabinet sections', 'cabinet') })
        .getByRole('link', { name: say('Request history', 'cabinet') })
        .click()
      const row = page.getByRole('row', { name: new RegExp(permission.number) })
      await expect(row).toContainText(say(title))
      await expect(row).toContainText(permission.cmr)
      await expect(row).toContainText(say('pending'))
    })
  })
}

test.describe('in English', () => {
  test.use({ lang: 'en' })

  test('an empty form is refused field by field; a number the server finds too long is marked under its field, the rest kept; fixed and sent with the network down, the old marks go and the popup says so', async ({
    page,
    haulier,
  }) => {
    expect(haulier.id).toBeTruthy()
    const say = textsIn('en')
    await page.goto(cabinet('loadPermissionTab'))
    await page.getByRole('button', { name: say('Save') }).click()
    const number = page.getByLabel(say('Permission number'), { exact: true })
    await expect(number).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel(say('CMR number'), { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )

    await fillPermission(page, say, {
      number: 'X'.repeat(51),
      cmr: 'CMR-993',
      driver: 'Aman Berdiyew',
      plate: 'LB 7777 LB',
    })
    // A browser that ignores `maxlength` (or another front end) sends it anyway: the server's
    // 422 comes back under the field, in the interface language, and nothing typed is lost.
    await number.evaluate((input) => input.removeAttribute('maxlength'))
    await number.fill('X'.repeat(51))
    await page.getByRole('button', { name: say('Save') }).click()
    await expect(number).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('link', { name: /50/ })).toBeVisible()
    await expect(page.getByLabel(say('CMR number'), { exact: true })).toHaveValue('CMR-993')
    await expect(page.getByLabel(say('CMR number'), { exact: true })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    )

    // Fixed, then sent while the network fails: the old summary and mark go (that submit found
    // no such problem), the popup says to try again, and what was typed stays.
    await number.fill('YR-2026-0303')
    await page.route('**/graphql*', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    )
    const save = page.getByRole('button', { name: say('Save') })
    await save.click()
    const failed = page.getByRole('dialog')
    await expect(failed).toContainText(
      say('The service is not available right now. Please try again later.', ''),
    )
    await expect(
      page.getByRole('alert').filter({ hasText: say('There is a problem', '') }),
    ).toHaveCount(0)
    await expect(number).not.toHaveAttribute('aria-invalid', 'true')
    await expect(number).toHaveValue('YR-2026-0303')
    await expect(page).not.toHaveTitle(new RegExp(`^${say('Error:', '')}`))
    await failed.getByRole('button').click()
    await expect(failed).toBeHidden()
    await expect(save).toBeFocused()
    await page.unroute('**/graphql*')
  })
})

test.describe('the history, in English', () => {
  test.use({ lang: 'en' })

  test('16 a page with the page in the address; a pending request cancelled after a question reads canceled at once; its timeline on demand', async ({
    page,
    haulier,
  }) => {
    const say = textsIn('en')
    const loads = Array.from({ length: 16 }, (_, i) => `LP-${String(i + 1).padStart(2, '0')}`)
    await seedPermissions(haulier.gateway, loads)
    await seedPermissions(haulier.gateway, ['UP-17'], 'Unloading')

    await page.goto(cabinet('historyTab'))
    const timelines = page.getByRole('button', { name: new RegExp(`^${say('Timeline')} `) })
    await expect(timelines).toHaveCount(16)
    // Newest first: the unloading permission on top, the first loading one on page 2.
    await expect(page.getByRole('row', { name: /UP-17/ })).toContainText(
      say('Unloading permission'),
    )
    await expect(page.getByRole('row', { name: /LP-01/ })).toHaveCount(0)
    await page.getByRole('link', { name: say('Page {item}', '').replace('{item}', '2') }).click()
    await expect(page).toHaveURL(/historyTab\?page=2$/)
    await expect(timelines).toHaveCount(1)
    const first = page.getByRole('row', { name: /LP-01/ })
    await expect(first).toContainText(say('Loading permission'))
    await expect(first).toContainText(/\d{2}\.\d{2}\.\d{4}/)

    // Cancel, after the question: one request, and the row reads canceled without a reload.
    await first.getByRole('button', { name: `${say('Cancel')} LP-01` }).click()
    const question = page.getByRole('dialog', { name: say('Cancel the request?') })
    await expect(question).toContainText('LP-01')
    const requests = await graphqlRequests(page, async () => {
      await question.getByRole('button', { name: say('Cancel the request') }).click()
      await expect(first).toContainText(say('canceled'))
    })
    expect(requests, 'GraphQL requests to cancel a request and show it').toBe(1)
    await expect(first.getByRole('button', { name: `${say('Cancel')} LP-01` })).toHaveCount(0)
    // The pressed Cancel is gone; the keyboard stays in the row, on its Timeline.
    await expect(first.getByRole('button', { name: `${say('Timeline')} LP-01` })).toBeFocused()

    // Its timeline: filed (pending), then canceled, both by the haulier.
    await first.getByRole('button', { name: `${say('Timeline')} LP-01` }).click()
    const timeline = page.getByRole('list', {
      name: say('Timeline of {0}').replace('{0}', 'LP-01'),
    })
    await expect(timeline.getByRole('listitem')).toHaveCount(2)
    await expect(timeline.getByRole('listitem').first()).toContainText(say('pending'))
    await expect(timeline.getByRole('listitem').last()).toContainText(
      `${say('You')}: ${say('canceled')}`,
    )
    // The server agrees: a reload still reads canceled.
    await page.reload()
    await expect(page.getByRole('row', { name: /LP-01/ })).toContainText(say('canceled'))
  })
})

/** A 1×1 PNG and a one-page PDF: real files, as the API checks their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
)

for (const lang of ['tm', 'en'] as const) {
  test.describe(`online application, in ${lang}`, () => {
    test.use({ lang })

    test('three documents (one a PDF), a wrong type and an over-size file refused with their popups; sent, the next one starts anew, found in the history', async ({
      page,
      haulier,
    }) => {
      expect(haulier.id).toBeTruthy()
      const say = textsIn(lang)
      await page.goto(cabinet('onlineApplicationTab'))
      const letter = page.getByLabel(say('Application letter'))
      const registration = page.getByLabel(say('State registration document'))

      // A wrong type and an over-size file: refused at once, each with its popup.
      await letter.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('x'),
      })
      const wrongType = page.getByRole('dialog', { name: say('Current file format not supported') })
      await expect(wrongType).toBeVisible()
      await wrongType.getByRole('button', { name: say('OK', '') }).click()
      await letter.setInputFiles({
        name: 'big.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(7_168_000),
      })
      const tooLarge = page.getByRole('dialog', { name: say('Too Large File') })
      await expect(tooLarge).toBeVisible()
      await tooLarge.getByRole('button', { name: say('OK', '') }).click()
      await expect(letter).toHaveValue('')

      await page.getByLabel(say('Institution name')).fill('Ulag Hyzmat HJ')
      await page.getByLabel(say('Loading permission number')).fill(`OA-${lang}-1`)
      await page.getByLabel(say('CMR number'), { exact: true }).fill(`CMR-OA-${lang}`)
      await page.getByLabel(say("Responsible person's full name")).fill('Aýna Myradowa')
      await page.getByLabel(say("Responsible person's phone")).fill('61234567')
      await page.getByLabel(say("Responsible person's e-mail")).fill('ayna@example.tm')
      await page.getByLabel(say("Director's full name")).fill('Bägül Ataýewa')
      await letter.setInputFiles({ name: 'letter.png', mimeType: 'image/png', buffer: PNG })
      await page
        .getByLabel(say('Certificate'), { exact: true })
        .setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: PNG })
      await registration.setInputFiles({
        name: 'register.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      })
      await expect(page.getByText('register.pdf', { exact: true }).first()).toBeVisible()

      await page.getByRole('button', { name: say('Submit') }).click()
      // Its confirmation page (ADR 0091); the form it leads back to holds nothing of the one
      // sent: it starts again from the haulier's company and the haulier.
      await expect(
        page.getByText(say('Your application accepted. Our administrators will contact you.')),
      ).toBeVisible()
      await page.getByRole('link', { name: say('Send another online application') }).click()
      await expect(page.getByLabel(say('Loading permission number'))).toHaveValue('')
      await expect(page.getByLabel(say('Institution name'))).toHaveValue(haulier.institutionName)
      await expect(page.getByText('register.pdf', { exact: true })).toHaveCount(0)

      await page
        .getByRole('navigation', { name: say('Cabinet sections', 'cabinet') })
        .getByRole('link', { name: say('Request history', 'cabinet') })
        .click()
      const row = page.getByRole('row', { name: new RegExp(`OA-${lang}-1`) })
      await expect(row).toContainText(say('Online application'))
      await expect(row).toContainText(say('pending'))
    })
  })
}

const looks = [
  {
    name: '1280 px, light',
    theme: 'light',
    viewport: { width: 1280, height: 800 },
    isMobile: false,
  },
  { name: '390 px, dark', theme: 'dark', viewport: { width: 390, height: 844 }, isMobile: true },
] as const

for (const look of looks) {
  test.describe(look.name, () => {
    test.use({ theme: look.theme, viewport: look.viewport, isMobile: look.isMobile, lang: 'tm' })

    test('the permission and history tabs pass WCAG 2.1 AA', async ({ page, haulier }) => {
      expect(haulier.id).toBeTruthy()
      const say = textsIn('tm')
      const problems: Record<string, unknown> = {}
      await seedPermissions(haulier.gateway, ['AX-1'])
      for (const tab of [
        'loadPermissionTab',
        'unloadPermissionTab',
        'onlineApplicationTab',
        'historyTab',
      ]) {
        await page.goto(cabinet(tab))
        if (tab === 'historyTab') {
          await page.getByRole('button', { name: `${say('Timeline')} AX-1` }).click()
          await expect(page.getByRole('list', { name: /AX-1/ })).toBeVisible()
        } else {
          const submit = tab === 'onlineApplicationTab' ? 'Submit' : 'Save'
          await expect(page.getByRole('button', { name: say(submit) })).toBeVisible()
        }
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(width, `${tab} is wider than the screen`).toBeLessThanOrEqual(look.viewport.width)
        const violations = await wcagViolations(page)
        if (violations.length > 0) problems[tab] = violations
      }
      expect(problems, JSON.stringify(problems, null, 2)).toEqual({})
    })
  })
}
