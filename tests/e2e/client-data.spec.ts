import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { setDeposit } from './support/cabinet.js'
import {
  chooseLicenceCodes,
  chooseRegionAndCity,
  expectRefused,
  inDays,
  pngScan,
  scanField,
  templateOf,
  textsIn,
} from './support/client-data.js'
import type { Lang } from './support/gateway.js'
import { expectLoadedImage } from './support/sample-files.js'
import { closePopup, field, popup } from './support/shell.js'

type Say = ReturnType<typeof textsIn>

/** Requests the page sends to the portal from now on (not the blob: URLs of previews). */
function requestsFrom(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) sent.push(`${request.method()} ${request.url()}`)
  })
  return sent
}

/**
 * A wrong type and an over-size file are refused at once, under the field, before anything is
 * uploaded: no request leaves the page for them.
 */
async function refuseBadScans(page: Page, say: Say, label: string) {
  const { input } = scanField(page, label)
  const sent = requestsFrom(page)
  await input.setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  })
  await expectRefused(input, templateOf(say('The selected file must be {types}')))
  await input.setInputFiles({ ...pngScan('huge.png'), buffer: Buffer.alloc(7_168_000, 1) })
  await expectRefused(input, templateOf(say('The selected file must be smaller than {limit}')))
  expect(sent).toEqual([])
}

/** Chooses good scans: each shows its name and an image preview. */
async function chooseScans(page: Page, scans: { label: string; file: string }[]) {
  for (const scan of scans) {
    const { input, frame } = scanField(page, scan.label)
    await input.setInputFiles(pngScan(scan.file))
    await expect(frame).toContainText(scan.file)
    await expect(frame.locator('img[src^="blob:"]')).toHaveCount(1)
    await expectLoadedImage(frame.locator('img[src^="blob:"]'))
  }
}

/** 1 250,50 manat as each language writes it; Turkmen's also in a browser without tk data. */
const balanceShown: Record<Lang, RegExp> = {
  tm: /1\s250,50\sTMT/,
  ru: /1\s250,50\sTMT/,
  en: /TMT\s1,250\.50/,
}

/** 'BALANCE NOT CREATED' until an operator sets a deposit, then the amount. */
async function checkBalance(page: Page, lang: Lang, setIt: () => Promise<void>) {
  const say = textsIn(lang)
  const button = page.getByRole('button', { name: say('Bank balance', 'client-data') })
  await button.click()
  const dialog = popup(page, say('Balance', 'client-data'))
  await expect(dialog).toContainText(say('BALANCE NOT CREATED', 'client-data'))
  await closePopup(page)
  await setIt()
  await button.click()
  await expect(dialog).toContainText(balanceShown[lang])
  await closePopup(page)
}

async function save(page: Page, say: Say) {
  await page.getByRole('button', { name: say('Save', 'client-data'), exact: true }).click()
  await expect(popup(page, say('Data saved', 'client-data'))).toBeVisible()
  await closePopup(page)
}

// Each kind of haulier in Turkmen (the portal's default) and in English.
const journeys: { lang: Lang; group: 'legal' | 'individual' }[] = [
  { lang: 'tm', group: 'legal' },
  { lang: 'en', group: 'legal' },
  { lang: 'tm', group: 'individual' },
  { lang: 'en', group: 'individual' },
]

for (const { lang, group } of journeys) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang })
    const say = textsIn(lang)

    if (group === 'legal') {
      test('a new legal haulier fills legal data with three scans and sees its balance', async ({
        page,
        haulier,
        operator,
      }) => {
        await page.goto('/online-application/legalData')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          say('Legal entity data', 'cabinet'),
        )
        // No data yet: no balance to ask for.
        await expect(
          page.getByRole('button', { name: say('Bank balance', 'client-data') }),
        ).toHaveCount(0)

        // What the haulier told at sign-up is there already, and says so.
        await expect(
          page.getByText(
            say(
              'What you told us when you signed up is filled in already: check it and add the rest.',
              'client-data',
            ),
          ),
        ).toBeVisible()
        await expect(field(page, say('Company name', 'client-data'))).toHaveValue(
          haulier.institutionName,
        )
        await expect(field(page, say('Phone', 'client-data'))).toHaveValue(/65\s?12\s?34\s?56/)
        await expect(field(page, say('E-mail', 'client-data'))).toHaveValue(haulier.email)
        await expect(field(page, say('Certificate number', 'client-data'))).toHaveValue(
          haulier.certificateNumber,
        )
        await expect(field(page, say('State register (EGRPO) number', 'client-data'))).toHaveValue(
          haulier.stateRegisterNumber,
        )

        await field(page, say('E-mail', 'client-data')).fill('office@akyol.example.com')
        await field(page, say('Address', 'client-data')).fill('Aşgabat, Magtymguly şaýoly 12')
        await chooseRegionAndCity(page, say)
        await field(page, say('License number', 'client-data')).fill('LL-7')
        await field(page, say('License expiry date', 'client-data')).fill(inDays(400))
        await chooseLicenceCodes(page, say)
        await field(page, say('State register (EGRPO) number', 'client-data')).fill('EG-77')
        await field(page, say('Register expiry date', 'client-data')).fill(inDays(600))
        await field(page, say('Certificate number', 'client-data')).fill('CR-9')
        await field(page, say('Bank details', 'client-data')).fill('Türkmenbaşy banky, BIK 390101')
        await field(page, say('Account number', 'client-data')).fill('23201934100123')

        const scans = [
          { label: say('License scan', 'client-data'), file: 'licence.png' },
          { label: say('Certificate scan', 'client-data'), file: 'certificate.png' },
          { label: say('State register extract scan', 'client-data'), file: 'extract.png' },
        ]
        await refuseBadScans(page, say, scans[0]?.label as string)
        await chooseScans(page, scans)
        await save(page, say)

        // The form stays, with what was saved; the scans are now the saved ones.
        await expect(field(page, say('Company name', 'client-data'))).toHaveValue(
          'Ak Ýol Logistika HJ',
        )
        for (const scan of scans) {
          const { frame } = scanField(page, scan.label)
          await expect(frame.getByRole('link', { name: scan.file })).toHaveAttribute(
            'href',
            /^\/files\/\d+$/,
          )
          await expectLoadedImage(frame.locator('img[src^="/files/"]'))
        }
        // A stored scan that cannot be shown (gone, or not an image) is a document icon saying
        // so, never a broken image.
        await page.route('**/files/*', (route) => route.fulfill({ status: 404 }))
        await page.reload()
        for (const scan of scans) {
          const { frame } = scanField(page, scan.label)
          await expect(
            frame.getByRole('img', {
              name: say('No preview of {name}', '').replace('{name}', scan.file),
            }),
          ).toBeVisible()
          await expect(frame.locator('img')).toHaveCount(0)
        }
        await page.unroute('**/files/*')
        await checkBalance(page, lang, () => setDeposit(operator, haulier.id, 'legal', 1250.5))
      })
    } else {
      test('a new individual haulier fills its data with two scans, replaces one and sees its balance', async ({
        page,
        haulier,
        operator,
      }) => {
        await page.goto('/online-application/individualDataTab')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          say('Individual data', 'cabinet'),
        )
        await field(page, say('Surname', 'client-data')).fill('Atayew')
        await field(page, say('Name', 'client-data')).fill('Merdan')
        await field(page, say('Patronymic', 'client-data')).fill('Gurbanowiç')
        // The sign-up's phone is there already; another is typed over it.
        const phone = field(page, say('Phone', 'client-data'))
        await expect(phone).toHaveValue(/65\s?12\s?34\s?56/)
        await phone.clear()
        await phone.pressSequentially('61987654')
        await expect(field(page, say('E-mail', 'client-data'))).toHaveValue(haulier.email)
        await field(page, say('E-mail', 'client-data')).fill('merdan@example.com')
        await chooseRegionAndCity(page, say)
        await field(page, say('License number', 'client-data')).fill('LL-8')
        await field(page, say('License expiry date', 'client-data')).fill(inDays(400))
        await chooseLicenceCodes(page, say, 1)
        await field(page, say('Patent number', 'client-data')).fill('PT-55')
        await field(page, say('Patent expiry date', 'client-data')).fill(inDays(300))

        // Without scans the first save is refused on the page, each scan's field saying so.
        await page.getByRole('button', { name: say('Save', 'client-data'), exact: true }).click()
        const patent = scanField(page, say('Patent scan', 'client-data'))
        await expect(patent.input).toHaveAccessibleDescription(
          new RegExp(say('Choose a file', 'client-data')),
        )

        const scans = [
          { label: say('Patent scan', 'client-data'), file: 'patent.png' },
          { label: say('License scan', 'client-data'), file: 'licence.png' },
        ]
        await refuseBadScans(page, say, scans[1]?.label as string)
        await chooseScans(page, scans)
        await save(page, say)
        await expect(patent.frame.getByRole('link', { name: 'patent.png' })).toBeVisible()

        // A saved scan is replaced by choosing another; the rest of the data stays.
        await chooseScans(page, [
          { label: say('Patent scan', 'client-data'), file: 'patent-2026.png' },
        ])
        await save(page, say)
        await expect(patent.frame.getByRole('link', { name: 'patent-2026.png' })).toBeVisible()
        await expect(field(page, say('Surname', 'client-data'))).toHaveValue('Atayew')

        await checkBalance(page, lang, () => setDeposit(operator, haulier.id, 'individual', 1250.5))
      })
    }
  })
}
