import { expect, test } from './fixtures.js'
import { translated } from './support/catalogs.js'
import { expectAccessibleInEachTheme } from './support/looks.js'
import { requestPermit } from './support/office.js'
import { movePermit } from './support/permits.js'

/**
 * One public origin (ADR 0081): the portal started as the README's `npm start` (no PUBLIC_URL)
 * prints one address, and everything that leads a haulier back — the payment's return, the links
 * in letters, the issued e-permit's QR code — leads to that address, where the haulier is signed in
 * and the interface keeps its language.
 */

const say = (english: string, feature = 'permits') => translated(english, feature).en

test.describe('a haulier at the printed address, in English', () => {
  test.use({ lang: 'en', profile: 'legal' })

  test('pays on the payment page and comes back to the printed address signed in, in English, told the payment; the letter and the QR lead there too @mobile', async ({
    page,
    portal,
    haulier,
    operator,
    outbox,
  }) => {
    const printed = new URL(portal.url).origin
    const permit = await requestPermit(haulier.gateway)
    await movePermit(operator, permit.id, 'UNDER_CONSIDERATION')
    await movePermit(operator, permit.id, 'TO_PAY', { price: 120 })

    await page.goto(`${portal.url}/online-application/ePermitHistory`)
    const card = page.getByRole('listitem', {
      name: say('E-permit {0}').replace('{0}', permit.id),
      exact: true,
    })
    await card.getByRole('button', { name: new RegExp(`^${say('Pay')} `) }).click()
    // The sandbox's page stands on the API's own origin, as a bank's would.
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible()
    expect(new URL(page.url()).origin).not.toBe(printed)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()

    const told = page.getByRole('dialog', { name: say('PAYMENT WAS SUCCESSFUL') })
    await expect(told).toBeVisible()
    expect(new URL(page.url()).origin).toBe(printed)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await told.getByRole('button', { name: say('OK', '') }).click()
    // The list is the signed-in haulier's own: the session came back with the visitor.
    await expect(card).toContainText(say('Paid', ''))
    await expectAccessibleInEachTheme(page, 'the history')

    // The letter about the payment links to the same address.
    const letter = await outbox.waitFor(haulier.email, (one) =>
      one.text.includes('/online-application/ePermitHistory'),
    )
    expect(letter.text).toContain(`${printed}/online-application/ePermitHistory`)

    // Issued, the e-permit's verify link (its QR code's text) is on the same address, and opens.
    await movePermit(operator, permit.id, 'SUCCESSFUL')
    const { permit: issued } = await haulier.gateway.call<{
      permit: { document: { verifyUrl: string } | null } | null
    }>('query ($id: ID!) { permit(id: $id) { document { verifyUrl } } }', { id: permit.id })
    const verifyUrl = issued?.document?.verifyUrl ?? ''
    expect(new URL(verifyUrl).origin).toBe(printed)
    await page.goto(verifyUrl)
    await expect(page.getByRole('status')).toContainText(
      translated('This e-permit is valid', 'permit-verification').en,
    )
  })
})
