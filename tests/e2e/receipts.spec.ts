import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { pdfText } from '../../api/src/testing/pdf-text.js'
import { expect, type Haulier, test } from './fixtures.js'
import { translated } from './support/catalogs.js'
import { inDays, reference, seedFleet } from './support/fleet.js'
import { type GatewayClient, orThrow, type UserErrors } from './support/gateway.js'
import {
  checkAndShootInEachTheme,
  expectAccessibleInEachTheme,
  inEachTheme,
  keepScreenshot,
} from './support/looks.js'
import { operatorName, signInBrowser } from './support/office.js'
import { movePermit, permitIds } from './support/permits.js'

/**
 * Receipts (issue 32): an e-permit paid on the payment page (the API's sandbox) comes back to a
 * popup naming its receipt with the PDF to download; the card lists the receipt, and after an
 * operator revokes the paid permit with a refund, the credit note beside it.
 */

const say = (english: string, feature = 'permits') => translated(english, feature).tm

/** A new e-permit of the haulier, filed through the gateway and priced by the operator. */
async function permitToPay(haulier: Haulier, operator: GatewayClient) {
  const fleet = await seedFleet(haulier.gateway, 'LEGAL_ENTITY', await reference(haulier.gateway))
  const data = await haulier.gateway.call<{
    countries: { id: string; code: string }[]
    permitTypes: { id: string }[]
  }>('{ countries { id code } permitTypes { id } }')
  const requested = await haulier.gateway.call<{ requestPermit: UserErrors }>(
    `mutation ($input: RequestPermitInput!) {
      requestPermit(input: $input) { userErrors { field message code } } }`,
    {
      input: {
        kind: 'LEGAL_ENTITY',
        countryId: data.countries.find((country) => country.code === 'tr')?.id,
        permitTypeId: data.permitTypes[0]?.id,
        cargoType: 'Pagta süýümi',
        containerCount: 1,
        departureOn: inDays(3),
        returnOn: inDays(9),
        driverId: fleet.driver.id,
        carId: fleet.car.id,
        trailerId: fleet.trailer.id,
      },
    },
  )
  orThrow('requestPermit', requested.requestPermit)
  const [permitId] = await permitIds(haulier.gateway)
  if (!permitId) throw new Error('the e-permit was not requested')
  await movePermit(operator, permitId, 'UNDER_CONSIDERATION')
  await movePermit(operator, permitId, 'TO_PAY', { price: 120 })
  return permitId
}

/** Pays the permit on the sandbox page without a browser, as the gateway's tests do. */
async function paidPermit(haulier: Haulier, operator: GatewayClient) {
  const permitId = await permitToPay(haulier, operator)
  const { payForPermit } = await haulier.gateway.call<{ payForPermit: { paymentUrl: string } }>(
    `mutation ($input: PayForPermitInput!) { payForPermit(input: $input) { paymentUrl } }`,
    { input: { permitId } },
  )
  const decided = await fetch(payForPermit.paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=paid',
    redirect: 'manual',
  })
  const back = new URL(decided.headers.get('location') ?? '', payForPermit.paymentUrl)
  expect((await fetch(back, { redirect: 'manual' })).status).toBe(303)
  return permitId
}

const cardOf = (page: Page, permitId: string) =>
  page.getByRole('listitem', { name: say('E-permit {0}').replace('{0}', permitId), exact: true })

/** Pays the permit from its card on the sandbox page; answers the popup the return shows. */
async function payFromHistory(page: Page, permitId: string) {
  await page.goto('/online-application/ePermitHistory')
  await cardOf(page, permitId)
    .getByRole('button', { name: new RegExp(`^${say('Pay')} `) })
    .click()
  await page.getByRole('button', { name: 'Tölemek', exact: true }).click()
  const success = page.getByRole('dialog', { name: say('PAYMENT WAS SUCCESSFUL') })
  await expect(success).toBeVisible()
  return success
}

test.describe('a paid e-permit’s receipt, in Turkmen', () => {
  test.use({ lang: 'tm', profile: 'legal' })

  test('the return says Payment received with the receipt’s number and PDF; the card lists it, and a refund adds the credit note', async ({
    page,
    haulier,
    operator,
  }) => {
    const permitId = await permitToPay(haulier, operator)
    const success = await payFromHistory(page, permitId)
    await expect(success).toContainText(/Töleg alyndy — kwitansiýa № R-\d{4}-\d{5}\./)
    const number = /R-\d{4}-\d{5}/.exec((await success.textContent()) ?? '')?.[0] ?? ''

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      success.getByRole('link', { name: say('Download the receipt') }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`kwitansiya-${number}.pdf`)
    const text = (await pdfText(await readFile(await download.path()))).replace(/\s+/g, ' ')
    expect(text).toContain('Töleg kwitansiýasy')
    expect(text).toContain('Payment receipt')
    expect(text).toContain(`E-rugsatnama / E-permit № ${permitId}`)
    expect(text).toContain('Tölenen möçber / Amount paid 120.00 TMT')
    await success.getByRole('button', { name: say('OK', '') }).click()

    const receipts = cardOf(page, permitId).getByRole('list', {
      name: say('Receipts of e-permit {permitId}').replace('{permitId}', permitId),
    })
    await expect(receipts.getByRole('listitem')).toHaveCount(1)
    await expect(receipts).toContainText(say('Receipt No. {number}').replace('{number}', number))

    const refunded = await operator.call<{ refundPermit: UserErrors }>(
      `mutation ($input: RejectPermitInput!) {
        refundPermit(input: $input) { userErrors { field message code } } }`,
      { input: { permitId, reason: 'Serhet geçelgesi ýapyk' } },
    )
    orThrow('refundPermit', refunded.refundPermit)
    await page.reload()
    await expect(cardOf(page, permitId)).toContainText(say('Rejected', ''))
    await expect(receipts.getByRole('listitem')).toHaveCount(2)
    const creditNote = receipts.getByRole('listitem').last()
    await expect(creditNote).toContainText(/Kredit-nota № CN-\d{4}-\d{5}/)
    const [note] = await Promise.all([
      page.waitForEvent('download'),
      creditNote.getByRole('link').click(),
    ])
    const noteText = (await pdfText(await readFile(await note.path()))).replace(/\s+/g, ' ')
    expect(noteText).toContain('Credit note (refund)')
    expect(noteText).toContain(`Gaýtarylýan kwitansiýa / Refunds receipt ${number}`)
    expect(noteText).toContain('Serhet geçelgesi ýapyk')
  })
})

const looks = [
  { width: 1280, height: 800, isMobile: false },
  { width: 390, height: 844, isMobile: true },
] as const

for (const look of looks) {
  test.describe(`${look.width} px`, () => {
    test.use({
      viewport: { width: look.width, height: look.height },
      isMobile: look.isMobile,
      lang: 'tm',
      profile: 'legal',
    })

    test('the return’s popup and the card with its receipts pass WCAG 2.1 AA in either theme and fit the screen', async ({
      page,
      haulier,
      operator,
    }) => {
      const permitId = await permitToPay(haulier, operator)
      const success = await payFromHistory(page, permitId)
      await expect(success.getByRole('link', { name: say('Download the receipt') })).toBeVisible()
      await checkAndShootInEachTheme(page, 'receipts-return')
      await success.getByRole('button', { name: say('OK', '') }).click()
      const card = cardOf(page, permitId)
      await expect(
        card.getByRole('link', { name: new RegExp(`^${say('Download')} `) }),
      ).toHaveCount(1)
      await card.scrollIntoViewIfNeeded()
      await checkAndShootInEachTheme(page, 'receipts-card')
    })

    test('the office offers Revoke and refund for a paid e-permit, asks first, and rejects it', async ({
      page,
      haulier,
      operator,
    }) => {
      const permitId = await paidPermit(haulier, operator)
      await signInBrowser(page.context(), operator, {
        name: await operatorName(operator),
        role: 'OPERATOR',
      })
      await page.goto(`/office/permits/${permitId}`)
      const office = (english: string) => say(english, 'office')
      const refund = office('Revoke and refund')
      await page.getByLabel(office('Reason, for the haulier')).fill('Serhet geçelgesi ýapyk')
      await expectAccessibleInEachTheme(page, 'the office’s e-permit with Revoke and refund')
      await page.getByRole('button', { name: refund, exact: true }).click()
      const question = page.getByRole('dialog')
      await expect(question).toContainText(office('Revoke the paid e-permit and refund it?'))
      await inEachTheme(page, (theme) =>
        keepScreenshot(page, 'receipts-office-refund', theme, { fullPage: false }),
      )
      await question.getByRole('button', { name: refund, exact: true }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByText(say('Rejected', '')).first()).toBeVisible()
      await expect(page.getByRole('button', { name: refund, exact: true })).toHaveCount(0)
    })
  })
}
