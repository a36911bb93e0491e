import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { qrTextInPdf } from '../../api/src/testing/pdf-qr.js'
import { expect, type Haulier, test } from './fixtures.js'
import { wcagViolations } from './support/axe.js'
import { translated } from './support/catalogs.js'
import { inDays, type Kind, reference, seedFleet } from './support/fleet.js'
import { type GatewayClient, type Lang, orThrow, type UserErrors } from './support/gateway.js'
import { graphqlRequests } from './support/network.js'
import { issuedPermitThroughGateway, movePermit, permitIds } from './support/permits.js'

/**
 * A haulier's e-permits in a real browser: requested in one GraphQL request and found on top of
 * the history, paid on the payment page (the API's sandbox) and told once, a declined payment,
 * "Repeat", the 'No data' popup, and an issued permit's PDF whose QR opens the verify page.
 */

const cabinet = (tab: string) => `/online-application/${tab}`

/** The interface text in the journey's language, from the e-permits' catalog (or another's). */
const textsIn =
  (lang: Lang) =>
  (english: string, feature = 'permits') =>
    translated(english, feature)[lang]

/** What the sandbox payment page's buttons say, in the haulier's language (the API's texts). */
const SANDBOX = {
  tm: { pay: 'Tölemek', decline: 'Ret etmek' },
  en: { pay: 'Pay', decline: 'Decline' },
} as const

type Destination = { countryId: string; permitTypeId: string }

/** The country (Türkiye) and the first permit type, as the reference data lists them. */
async function destination(gateway: GatewayClient): Promise<Destination> {
  const data = await gateway.call<{
    countries: { id: string; code: string }[]
    permitTypes: { id: string }[]
  }>('{ countries { id code } permitTypes { id } }')
  const countryId = data.countries.find((country) => country.code === 'tr')?.id
  const permitTypeId = data.permitTypes[0]?.id
  if (!countryId || !permitTypeId) throw new Error('the reference data has no Türkiye or types')
  return { countryId, permitTypeId }
}

type Fleet = Awaited<ReturnType<typeof seedFleet>>

/**
 * Requests an e-permit in the form as the haulier does: the profile first, then every field,
 * the driver, the driver's car and the trailer (its details shown once picked). Answers how many
 * GraphQL requests the filing and the history it returns to cost, and the new permit's card.
 */
async function requestInForm(
  page: Page,
  say: (english: string, feature?: string) => string,
  kind: Kind,
  to: Destination,
  fleet: Fleet,
) {
  await page.goto(cabinet('ePermitCreate'))
  await expect(
    page.getByRole('heading', { level: 1, name: say('New e-permit request', 'cabinet') }),
  ).toBeVisible()
  const profile = kind === 'LEGAL_ENTITY' ? 'As a legal entity' : 'As an individual'
  await page.getByRole('radio', { name: say(profile) }).check()
  await page.getByLabel(say('Country'), { exact: true }).selectOption(to.countryId)
  await page.getByLabel(say('Permit type'), { exact: true }).selectOption(to.permitTypeId)
  await page.getByLabel(say('Cargo type'), { exact: true }).fill('Pagta süýümi')
  await page.getByLabel(say('Container number'), { exact: true }).fill('2')
  await page.getByLabel(say('Departure date'), { exact: true }).fill(inDays(5))
  await page.getByLabel(say('Return date'), { exact: true }).fill(inDays(20))
  // The car and the trailer are offered once a driver is picked, the driver's own.
  await expect(page.getByLabel(say('Car'), { exact: true })).toHaveCount(0)
  await page.getByLabel(say('Driver'), { exact: true }).selectOption(fleet.driver.id)
  await page.getByLabel(say('Car'), { exact: true }).selectOption(fleet.car.id)
  const trailerFacts = page.getByRole('definition').filter({ hasText: / TR$/ })
  await expect(trailerFacts).toHaveCount(0)
  await page.getByLabel(say('Trailer'), { exact: true }).selectOption(fleet.trailer.id)
  await expect(trailerFacts).toBeVisible()

  const permits = page.getByRole('list', { name: say('Your e-permits') })
  const requests = await graphqlRequests(page, async () => {
    // Continue shows the answers to check; Send request sends them and leads to the confirmation,
    // whose link leads to the history (ADR 0091).
    await page.getByRole('button', { name: say('Continue') }).click()
    await page.getByRole('button', { name: say('Send request') }).click()
    await expect(page).toHaveURL(/\/online-application\/ePermitCreate\/submitted\/\d+$/)
    await page.getByRole('link', { name: say('Follow your request in your e-permits') }).click()
    await expect(page).toHaveURL(/\/online-application\/ePermitHistory$/)
    await expect(permits.getByRole('listitem').first()).toContainText(say('New', ''))
  })
  return { requests, card: permits.getByRole('listitem').first() }
}

/** The card of one e-permit in the history. */
const cardOf = (page: Page, say: (english: string) => string, permitId: string) =>
  page.getByRole('listitem', { name: say('E-permit {0}').replace('{0}', permitId), exact: true })

/** A new permit of `haulier`, as the form left it, moved by the operator to 'To pay'. */
async function toPay(haulier: Haulier, operator: GatewayClient) {
  const [permitId] = await permitIds(haulier.gateway)
  if (!permitId) throw new Error('the haulier has no e-permit')
  await movePermit(operator, permitId, 'UNDER_CONSIDERATION')
  await movePermit(operator, permitId, 'TO_PAY', { price: 120 })
  return permitId
}

test.describe('a legal haulier, in Turkmen', () => {
  test.use({ lang: 'tm', profile: 'legal' })

  test('requests an e-permit in one GraphQL request, pays it on the payment page: PAYMENT WAS SUCCESSFUL once, then Paid', async ({
    page,
    haulier,
    operator,
  }) => {
    const say = textsIn('tm')
    const fleet = await seedFleet(haulier.gateway, 'LEGAL_ENTITY', await reference(haulier.gateway))
    const to = await destination(haulier.gateway)

    const { requests, card } = await requestInForm(page, say, 'LEGAL_ENTITY', to, fleet)
    expect(requests, 'GraphQL requests to request an e-permit and show the history').toBe(1)
    await expect(card).toContainText(/\d{2}\.\d{2}\.\d{4}/)

    const permitId = await toPay(haulier, operator)
    // Opened again from the side navigation, the history asks again: the operator's move shows.
    const sections = page.getByRole('navigation', { name: say('Cabinet sections', 'cabinet') })
    await sections.getByRole('link', { name: say('Dashboard', 'cabinet') }).click()
    await sections.getByRole('link', { name: say('E-permits', 'cabinet') }).click()
    const permit = cardOf(page, say, permitId)
    await expect(permit).toContainText(say('To pay', ''))
    await permit.getByRole('button', { name: new RegExp(`^${say('Pay')} `) }).click()

    // The payment page of the sandbox, on the API's own origin, as a bank's would be.
    await page.getByRole('button', { name: SANDBOX.tm.pay, exact: true }).click()
    const success = page.getByRole('dialog', { name: say('PAYMENT WAS SUCCESSFUL') })
    await expect(success).toBeVisible()
    await expect(page).toHaveURL(/\/online-application\/ePermitHistory$/)
    await success.getByRole('button', { name: say('OK', '') }).click()
    await expect(cardOf(page, say, permitId)).toContainText(say('Paid', ''))
    await expect(
      cardOf(page, say, permitId).getByRole('button', { name: /^Tölemek / }),
    ).toHaveCount(0)
    // The keyboard goes on from the card just paid, not from the top of the page.
    await expect(cardOf(page, say, permitId).getByRole('heading', { level: 2 })).toBeFocused()

    // A reload does not tell it again; the permit stays paid, its timeline says who did what.
    await page.reload()
    await expect(cardOf(page, say, permitId)).toContainText(say('Paid', ''))
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await cardOf(page, say, permitId)
      .getByRole('button', { name: new RegExp(`^${say('Timeline')} `) })
      .click()
    const timeline = page.getByRole('list', {
      name: say('Timeline of e-permit {0}').replace('{0}', permitId),
    })
    await expect(timeline.getByRole('listitem')).toHaveCount(4)
    await expect(timeline.getByRole('listitem').last()).toContainText(
      `${say('The payment provider')}: ${say('Paid', '')}`,
    )
  })
})

test.describe('an individual haulier, in English', () => {
  test.use({ lang: 'en', profile: 'individual' })

  test('requests an e-permit (a return before the departure refused first); a declined payment says PAYMENT FAILED and Pay stays; Repeat fills a new request', async ({
    page,
    haulier,
    operator,
  }) => {
    const say = textsIn('en')
    const fleet = await seedFleet(haulier.gateway, 'INDIVIDUAL', await reference(haulier.gateway))
    const to = await destination(haulier.gateway)

    // The form's own check: a return before the departure is marked under its field.
    await page.goto(cabinet('ePermitCreate'))
    await page.getByRole('radio', { name: say('As an individual') }).check()
    await page.getByLabel(say('Departure date'), { exact: true }).fill(inDays(10))
    await page.getByLabel(say('Return date'), { exact: true }).fill(inDays(9))
    await page.getByRole('button', { name: say('Continue') }).click()
    const returnDate = page.getByLabel(say('Return date'), { exact: true })
    await expect(returnDate).toHaveAttribute('aria-invalid', 'true')
    await expect(
      page.getByText(say('The return cannot be before the departure')).first(),
    ).toBeVisible()

    const { requests } = await requestInForm(page, say, 'INDIVIDUAL', to, fleet)
    expect(requests, 'GraphQL requests to request an e-permit and show the history').toBe(1)

    const permitId = await toPay(haulier, operator)
    await page.reload()
    const pay = cardOf(page, say, permitId).getByRole('button', {
      name: `${say('Pay')} ${say('e-permit {0}').replace('{0}', permitId)}`,
    })
    await pay.click()
    await page.getByRole('button', { name: SANDBOX.en.decline, exact: true }).click()
    const failed = page.getByRole('dialog', { name: say('PAYMENT FAILED') })
    await expect(failed).toBeVisible()
    await failed.getByRole('button', { name: say('OK', '') }).click()
    await expect(cardOf(page, say, permitId)).toContainText(say('To pay', ''))
    await expect(pay).toBeVisible()
    // To try again, the keyboard is on that card's Pay.
    await expect(pay).toBeFocused()

    // Repeat: a new request filled from this one, the dates left to choose.
    await cardOf(page, say, permitId)
      .getByRole('link', { name: new RegExp(`^${say('Repeat')} `) })
      .click()
    await expect(page).toHaveURL(new RegExp(`ePermitCreate\\?repeat=${permitId}$`))
    await expect(page.getByRole('radio', { name: say('As an individual') })).toBeChecked()
    await expect(page.getByLabel(say('Country'), { exact: true })).toHaveValue(to.countryId)
    await expect(page.getByLabel(say('Permit type'), { exact: true })).toHaveValue(to.permitTypeId)
    await expect(page.getByLabel(say('Cargo type'), { exact: true })).toHaveValue('Pagta süýümi')
    await expect(page.getByLabel(say('Container number'), { exact: true })).toHaveValue('2')
    await expect(page.getByLabel(say('Driver'), { exact: true })).toHaveValue(fleet.driver.id)
    await expect(page.getByLabel(say('Car'), { exact: true })).toHaveValue(fleet.car.id)
    await expect(page.getByLabel(say('Trailer'), { exact: true })).toHaveValue(fleet.trailer.id)
    await expect(page.getByLabel(say('Departure date'), { exact: true })).toHaveValue('')
    await expect(page.getByLabel(say('Return date'), { exact: true })).toHaveValue('')
    await page.getByLabel(say('Departure date'), { exact: true }).fill(inDays(30))
    await page.getByLabel(say('Return date'), { exact: true }).fill(inDays(40))
    await page.getByRole('button', { name: say('Continue') }).click()
    await page.getByRole('button', { name: say('Send request') }).click()
    await page.getByRole('link', { name: say('Follow your request in your e-permits') }).click()
    await expect(
      page.getByRole('list', { name: say('Your e-permits') }).getByRole('listitem'),
    ).toHaveCount(2)
  })
})

/** Requests an e-permit through the gateway, as the haulier (setup for what a journey checks). */
async function requestThroughGateway(haulier: Haulier, kind: Kind, fleet: Fleet, to: Destination) {
  const requested = await haulier.gateway.call<{ requestPermit: UserErrors }>(
    `mutation ($input: RequestPermitInput!) {
      requestPermit(input: $input) { userErrors { field message code } } }`,
    {
      input: {
        kind,
        ...to,
        cargoType: 'Polipropilen',
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
  return permitId
}

test.describe('a rejected e-permit, in English', () => {
  test.use({ lang: 'en', profile: 'individual' })

  test('says Rejected and why, in its card and its timeline (who moved it, when)', async ({
    page,
    haulier,
    operator,
  }) => {
    const say = textsIn('en')
    const fleet = await seedFleet(haulier.gateway, 'INDIVIDUAL', await reference(haulier.gateway))
    const permitId = await requestThroughGateway(
      haulier,
      'INDIVIDUAL',
      fleet,
      await destination(haulier.gateway),
    )
    const reason = 'The driving licence expires during the trip.'
    await movePermit(operator, permitId, 'REJECTED', { reason })

    await page.goto(cabinet('ePermitHistory'))
    const card = cardOf(page, say, permitId)
    await expect(card).toContainText(say('Rejected', ''))
    await expect(card).toContainText(reason)
    await expect(card.getByRole('button', { name: new RegExp(`^${say('Pay')} `) })).toHaveCount(0)
    await card.getByRole('button', { name: new RegExp(`^${say('Timeline')} `) }).click()
    const timeline = page.getByRole('list', {
      name: say('Timeline of e-permit {0}').replace('{0}', permitId),
    })
    await expect(timeline.getByRole('listitem')).toHaveCount(2)
    await expect(timeline.getByRole('listitem').first()).toContainText(
      `${say('You')}: ${say('New', '')}`,
    )
    // The company's member who filed it, by name (ADR 0108).
    await expect(timeline.getByRole('listitem').first()).toContainText(`by ${haulier.name}`)
    await expect(timeline.getByRole('listitem').last()).toContainText(
      `${say('An operator')}: ${say('Rejected', '')} — ${reason}`,
    )
    await expect(timeline.getByRole('listitem').last()).toContainText(/\d{2}\.\d{2}\.\d{4}/)
  })
})

test.describe('a long history, in English', () => {
  test.use({ lang: 'en', profile: 'legal' })

  test('16 e-permits a page, the page in the address; paying one on page 2 is told on return; a new request shows on top of page 1 in one GraphQL request', async ({
    page,
    haulier,
    operator,
  }) => {
    const say = textsIn('en')
    const fleet = await seedFleet(haulier.gateway, 'LEGAL_ENTITY', await reference(haulier.gateway))
    const to = await destination(haulier.gateway)
    const oldest = await requestThroughGateway(haulier, 'LEGAL_ENTITY', fleet, to)
    for (let i = 0; i < 16; i += 1) await requestThroughGateway(haulier, 'LEGAL_ENTITY', fleet, to)
    const newest = (await permitIds(haulier.gateway))[0] as string

    await page.goto(cabinet('ePermitHistory'))
    const cards = page.getByRole('list', { name: say('Your e-permits') }).getByRole('listitem')
    await expect(cards).toHaveCount(16)
    await expect(cards.first()).toHaveAccessibleName(say('E-permit {0}').replace('{0}', newest))
    await expect(cardOf(page, say, oldest)).toHaveCount(0)
    await expect(
      page.getByText(
        say('Page {page} of {pageCount}', '').replace('{page}', '1').replace('{pageCount}', '2'),
      ),
    ).toBeVisible()
    const pages = page.getByRole('navigation', { name: say('Pages of the e-permits') })
    await pages.getByRole('link', { name: say('Page {item}', '').replace('{item}', '2') }).click()
    await expect(page).toHaveURL(/ePermitHistory\?page=2$/)
    await expect(cards).toHaveCount(1)
    await expect(cardOf(page, say, oldest)).toBeVisible()
    await page.reload()
    await expect(cards).toHaveCount(1)

    // The oldest is priced; paid from page 2, the return (to the first page) still tells it.
    await movePermit(operator, oldest, 'UNDER_CONSIDERATION')
    await movePermit(operator, oldest, 'TO_PAY', { price: 120 })
    await page.reload()
    await cardOf(page, say, oldest)
      .getByRole('button', { name: new RegExp(`^${say('Pay')} `) })
      .click()
    await page.getByRole('button', { name: SANDBOX.en.pay, exact: true }).click()
    const success = page.getByRole('dialog', { name: say('PAYMENT WAS SUCCESSFUL') })
    await expect(success).toContainText(oldest)
    await expect(page).toHaveURL(/\/online-application\/ePermitHistory$/)
    await success.getByRole('button', { name: say('OK', '') }).click()
    await expect(cards).toHaveCount(16)

    // A new request: the history's first page from the request's answer, the new one on top.
    const { requests, card } = await requestInForm(page, say, 'LEGAL_ENTITY', to, fleet)
    expect(requests, 'GraphQL requests to request an e-permit and show the history').toBe(1)
    await expect(cards).toHaveCount(16)
    const [requested] = await permitIds(haulier.gateway)
    await expect(card).toHaveAccessibleName(say('E-permit {0}').replace('{0}', requested as string))
    await expect(cards.nth(1)).toHaveAccessibleName(say('E-permit {0}').replace('{0}', newest))
  })
})

test.describe('without client data, in English', () => {
  test.use({ lang: 'en' })

  test("the e-permit form says 'No data / Fill in the data', and Go leads to the data tab", async ({
    page,
    haulier,
  }) => {
    expect(haulier.profile).toBeUndefined()
    const say = textsIn('en')
    await page.goto(cabinet('ePermitCreate'))
    await page.getByRole('radio', { name: say('As a legal entity') }).check()
    const noData = page.getByRole('dialog', { name: say('No data', '') })
    await expect(noData).toContainText(say('Fill in the data', ''))
    await noData.getByRole('button', { name: say('Go', '') }).click()
    await expect(page).toHaveURL(/\/online-application\/legalData\?next=/)
    // The data tab has the way back to the request, for the profile chosen.
    await page.getByRole('link', { name: say('Back to your e-permit request', '') }).click()
    await expect(page.getByRole('radio', { name: say('As a legal entity') })).toBeChecked()
    await expect(
      page.getByText(say('Fill in your data first: an e-permit is requested for it.')),
    ).toBeVisible()
  })
})

test.describe('an issued e-permit, in English', () => {
  test.use({ lang: 'en' })

  test('the haulier downloads the PDF from the history; its QR code opens the verify page, which says valid', async ({
    page,
    baseURL,
    haulier,
  }) => {
    const issued = await issuedPermitThroughGateway(baseURL as string, haulier)
    const say = textsIn('en')
    await page.goto(cabinet('ePermitHistory'))
    const card = page.getByRole('listitem').filter({ hasText: issued.number })
    await expect(card).toContainText(say('Successful', ''))

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: new RegExp(`^${say('Download the PDF')} `) }).click(),
    ])
    // In the interface's language, which the link names.
    expect(download.suggestedFilename()).toMatch(/^e-permit-TM-/)
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const qr = await qrTextInPdf(bytes)
    expect(qr).toBe(issued.verifyUrl)
    await expect(
      card.getByRole('link', { name: new RegExp(`^${say('Verification page')} `) }),
    ).toHaveAttribute('href', issued.verifyUrl)

    await page.goto(new URL(qr as string).pathname)
    await expect(page.getByRole('status')).toContainText(
      translated('This e-permit is valid', 'permit-verification').en,
    )
    await expect(page.getByText(issued.number)).toBeVisible()
  })
})

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
    test.use({
      theme: look.theme,
      viewport: look.viewport,
      isMobile: look.isMobile,
      lang: 'tm',
      profile: 'legal',
    })

    test('the e-permit request and history tabs pass WCAG 2.1 AA and fit the screen', async ({
      page,
      haulier,
      operator,
    }) => {
      const say = textsIn('tm')
      const fleet = await seedFleet(
        haulier.gateway,
        'LEGAL_ENTITY',
        await reference(haulier.gateway),
      )
      const to = await destination(haulier.gateway)
      await requestThroughGateway(haulier, 'LEGAL_ENTITY', fleet, to)
      const permitId = await toPay(haulier, operator)
      const problems: Record<string, unknown> = {}
      const check = async (name: string) => {
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(width, `${name} is wider than the screen`).toBeLessThanOrEqual(look.viewport.width)
        const violations = await wcagViolations(page)
        if (violations.length > 0) problems[name] = violations
      }

      // The history with a permit to pay, its timeline open.
      await page.goto(cabinet('ePermitHistory'))
      await cardOf(page, say, permitId)
        .getByRole('button', { name: new RegExp(`^${say('Timeline')} `) })
        .click()
      await expect(page.getByRole('list', { name: new RegExp(permitId) })).toBeVisible()
      await check('ePermitHistory')

      // The request form with a trailer picked, after a refused submit (the error summary).
      await page.goto(cabinet('ePermitCreate'))
      await page.getByRole('radio', { name: say('As a legal entity') }).check()
      await page.getByLabel(say('Driver'), { exact: true }).selectOption(fleet.driver.id)
      await page.getByLabel(say('Trailer'), { exact: true }).selectOption(fleet.trailer.id)
      await page.getByRole('button', { name: say('Continue') }).click()
      await expect(page.getByLabel(say('Cargo type'), { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await check('ePermitCreate')
      expect(problems, JSON.stringify(problems, null, 2)).toEqual({})
    })
  })
}
