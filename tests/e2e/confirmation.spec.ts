import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { translated } from './support/catalogs.js'
import { inDays, reference, seedFleet } from './support/fleet.js'
import { expectAccessibleInEachTheme } from './support/looks.js'
import { permitIds } from './support/permits.js'

/**
 * The haulier's journey without a seam (ADR 0091): an e-permit request's answers are checked
 * before anything is sent, each "Change" leads back to its field with everything typed kept, and
 * every request sent lands on a confirmation page with the reference its receipt letter names,
 * what happens next and where to follow it — at its own address, so a reload keeps it. At 1280
 * and 390 px, light and dark, axe clean.
 */

const say = (english: string, feature = 'permits') => translated(english, feature).en

/** The page fits the screen's width and axe finds nothing at WCAG 2.1 AA, in either theme. */
async function fitsAndPasses(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  const viewport = page.viewportSize()?.width ?? 0
  expect(width, `${what} is wider than the screen`).toBeLessThanOrEqual(viewport)
  await expectAccessibleInEachTheme(page, what)
}

/** A row of a summary list: its answer, found by its name. */
const answer = (page: Page, label: string) =>
  page.locator('dl > div').filter({
    has: page.getByRole('term').filter({
      hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    }),
  })

test.describe('in English', () => {
  test.use({ lang: 'en', profile: 'legal' })

  test('@mobile an e-permit request: check the answers, change one keeping the rest, send; its confirmation page survives a reload', async ({
    page,
    haulier,
    outbox,
  }) => {
    const fleet = await seedFleet(haulier.gateway, 'LEGAL_ENTITY', await reference(haulier.gateway))
    await page.goto('/online-application/ePermitCreate')
    await page.getByRole('radio', { name: say('As a legal entity') }).check()
    const field = (label: string) => page.getByLabel(say(label), { exact: true })
    await field('Country').selectOption({ label: 'Türkiye' })
    await field('Permit type').selectOption({ index: 1 })
    await field('Cargo type').fill('Pagta süýümi')
    await field('Container number').fill('3')
    await field('Departure date').fill(inDays(6))
    await field('Return date').fill(inDays(21))
    await field('Driver').selectOption(fleet.driver.id)
    await field('Car').selectOption(fleet.car.id)
    await field('Trailer').selectOption(fleet.trailer.id)

    // Continue: the answers to check, nothing sent yet.
    await page.getByRole('button', { name: say('Continue') }).click()
    const check = page.getByRole('heading', {
      level: 2,
      name: say('Check your answers before sending your request', ''),
    })
    await expect(check).toBeFocused()
    await expect(field('Cargo type')).toBeHidden()
    await expect(answer(page, say('Country'))).toContainText('Türkiye')
    await expect(answer(page, say('Cargo type'))).toContainText('Pagta süýümi')
    await expect(answer(page, say('Container number'))).toContainText('3')
    await expect(answer(page, say('Trailer'))).toContainText(/ TR · /)
    await expect(answer(page, say('Departure date'))).toContainText(/^.*\d{2}\.\d{2}\.\d{4}/)
    expect(await permitIds(haulier.gateway), 'permits before Send request').toEqual([])
    await fitsAndPasses(page, 'the check of the answers')

    // Change leads to the field, focused, with everything typed kept.
    await page
      .getByRole('link', { name: `${say('Change', '')} ${say('Cargo type')}`, exact: true })
      .click()
    await expect(field('Cargo type')).toBeFocused()
    await expect(field('Cargo type')).toHaveValue('Pagta süýümi')
    await expect(field('Container number')).toHaveValue('3')
    // The day as the portal writes it, as the person sees it (the form reads it as ISO).
    await expect(field('Return date')).toHaveValue(inDays(21).split('-').reverse().join('.'))
    await expect(field('Driver')).toHaveValue(fleet.driver.id)
    await expect(field('Car')).toHaveValue(fleet.car.id)
    await expect(field('Trailer')).toHaveValue(fleet.trailer.id)
    await field('Cargo type').fill('Pagta ýüplügi')
    await page.getByRole('button', { name: say('Continue') }).click()
    await expect(answer(page, say('Cargo type'))).toContainText('Pagta ýüplügi')
    expect(await permitIds(haulier.gateway), 'permits before Send request').toEqual([])

    await page.getByRole('button', { name: say('Send request') }).click()
    await expect(page).toHaveURL(/\/online-application\/ePermitCreate\/submitted\/\d+$/)
    const [permitId] = await permitIds(haulier.gateway)
    expect(page.url()).toMatch(new RegExp(`/submitted/${permitId}$`))
    const heading = page.getByRole('heading', { level: 1, name: say('E-permit request sent') })
    await expect(heading).toBeFocused()
    // The reference is the receipt letter's.
    const reference_ = say('E-permit No. {0}').replace('{0}', permitId as string)
    await expect(page.getByText(say('Your reference number'))).toContainText(reference_)
    const receipt = await outbox.waitFor(haulier.email, (one) => one.subject.includes(reference_))
    expect(receipt.text).toContain(reference_)
    await expect(answer(page, say('Cargo type'))).toContainText('Pagta ýüplügi')
    await expect(answer(page, say('Status'))).toContainText(say('New', ''))
    await expect(page.getByRole('heading', { name: say('What happens next') })).toBeVisible()
    await expect(
      page.getByText(say('An operator reviews your request and sets its price.')),
    ).toBeVisible()
    await fitsAndPasses(page, 'the confirmation page')

    // Its own address: a reload reads it again by its id.
    await page.reload()
    await expect(heading).toBeVisible()
    await expect(page.getByText(say('Your reference number'))).toContainText(reference_)
    await expect(page).toHaveTitle(new RegExp(`^${say('E-permit request sent')}`))

    // Followed: the history, the permit on top; another request starts an empty form.
    await page.getByRole('link', { name: say('Follow your request in your e-permits') }).click()
    await expect(page).toHaveURL(/\/online-application\/ePermitHistory$/)
    await expect(
      page.getByRole('listitem', {
        name: say('E-permit {0}').replace('{0}', permitId as string),
        exact: true,
      }),
    ).toContainText(say('New', ''))
    await page.goBack()
    await page.getByRole('link', { name: say('Request another e-permit') }).click()
    await expect(page).toHaveURL(/\/online-application\/ePermitCreate$/)
    await expect(page.getByRole('radio', { name: say('As a legal entity') })).not.toBeChecked()

    // An address naming no request of the haulier's finds none, and says where to go.
    await page.goto('/online-application/ePermitCreate/submitted/987654321')
    await expect(
      page.getByRole('heading', { level: 1, name: say('We cannot find this request') }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: say('Go to your e-permits') })).toBeVisible()
  })

  test('@mobile a loading permission lands on its confirmation page: the reference, the spec’s words, what happens next; a reload keeps it', async ({
    page,
    haulier,
    outbox,
  }) => {
    const text = (english: string) => translated(english, 'requests').en
    await page.goto('/online-application/loadPermissionTab')
    const field = (label: string) => page.getByLabel(text(label), { exact: true })
    await field('Permission number').fill('YR-CONFIRM-1')
    await field('Car brand').selectOption({ index: 1 })
    await field('Driver (transporter) full name').fill('Merdan Atayew')
    await field('Car state affiliation').selectOption({ index: 1 })
    await field('Car state number').fill('AG 7777 AG')
    await field('Loading point').fill('Aşgabat')
    await field('Unloading point').fill('Baku')
    await field('Cargo route').fill('Aşgabat — Türkmenbaşy — Baku')
    await field('Cargo type').fill('Pagta')
    await field('Cargo ownership').fill('Türkmenpagta')
    await field('CMR number').fill('CMR-CONFIRM-1')
    await field('Applicant').fill('Ulag Hyzmat HJ')
    await field('Place of issue').fill('Aşgabat')
    await page.getByRole('button', { name: text('Save') }).click()

    await expect(page).toHaveURL(/\/online-application\/loadPermissionTab\/submitted\/\d+$/)
    const heading = page.getByRole('heading', { level: 1, name: text('Application sent') })
    await expect(heading).toBeFocused()
    const reference_ = text('Loading permission No. {0}').replace('{0}', 'YR-CONFIRM-1')
    await expect(page.getByText(text('Your reference number'))).toContainText(reference_)
    const receipt = await outbox.waitFor(haulier.email, (one) => one.subject.includes(reference_))
    expect(receipt.text).toContain(reference_)
    await expect(
      page.getByText('Your application accepted. Our administrators will contact you.'),
    ).toBeVisible()
    await expect(answer(page, text('Unloading point'))).toContainText('Baku')
    await expect(answer(page, text('Status'))).toContainText(text('pending'))
    await expect(
      page.getByText(text('While it is pending, you can cancel it in your request history.')),
    ).toBeVisible()
    await fitsAndPasses(page, 'the confirmation page')

    await page.reload()
    await expect(page.getByText(text('Your reference number'))).toContainText(reference_)
    await page
      .getByRole('link', { name: text('Follow your request in your request history') })
      .click()
    await expect(page).toHaveURL(/\/online-application\/historyTab$/)
    await expect(page.getByRole('row', { name: /YR-CONFIRM-1/ })).toContainText(
      text('Loading permission'),
    )
  })
})
