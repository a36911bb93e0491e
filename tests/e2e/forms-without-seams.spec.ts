import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { translated } from './support/catalogs.js'
import { reference, seedFleet } from './support/fleet.js'
import type { GatewayClient } from './support/gateway.js'
import {
  fileLoadingPermission,
  operatorName,
  requestPermit,
  signInBrowser,
} from './support/office.js'
import { closePopup, field, popup } from './support/shell.js'

/**
 * What broke a haulier's forms and lists (issue 28, items 5 and 9 and its "Also"): a foreign
 * phone number, countries in the reader's order, money as people type it, a notice outliving the
 * record it named, the fleet offered to a permission, timelines with times, the office naming the
 * haulier's company, and a question that is not a danger looking like one.
 */

const cabinet = (tab: string) => `/online-application/${tab}`
/** Each text of a select's options but its placeholder, once the select is there. */
async function optionTexts(page: Page, label: string) {
  const options = field(page, label).locator('option')
  await expect(options.nth(1)).toBeAttached()
  return (await options.allTextContents()).filter((_, index) => index > 0)
}

test.describe('in en', () => {
  test.use({ lang: 'en' })

  test('a foreign haulier keeps a +7 number through the profile, stored with its country code @mobile', async ({
    page,
    haulier,
  }) => {
    await page.goto(cabinet('profileTab'))
    const phone = field(page, 'Phone')
    await expect(phone).toHaveValue('+993 65 123456')
    // A Russian haulier's own number, written as they write it (typing it over the offered +993
    // is the phone field's own test).
    await phone.fill('+7 916 123 45 67')
    await expect(phone).toHaveValue('+7 916 123 45 67')
    await expect(field(page, 'Country of the phone number')).toHaveValue('RU')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(popup(page, 'Profile updated')).toBeVisible()
    await closePopup(page)
    const { me } = await haulier.gateway.call<{ me: { phone: string } }>('{ me { phone } }')
    expect(me.phone).toBe('+79161234567')
    await page.reload()
    await expect(field(page, 'Phone')).toHaveValue('+7 916 123 45 67')
  })

  test.describe('with a legal profile', () => {
    test.use({ profile: 'legal' })

    test('the loading permission offers the drivers and cars on file, and a vehicle not on file can still be typed @mobile', async ({
      page,
      haulier,
    }) => {
      // A fleet made, a form of thirteen fields filled and filed: a long walk on a busy machine.
      test.slow()
      const ref = await reference(haulier.gateway)
      const fleet = await seedFleet(haulier.gateway, 'LEGAL_ENTITY', ref)
      const { vehicle } = await haulier.gateway.call<{ vehicle: { plateNumber: string } }>(
        'query ($id: ID!) { vehicle(id: $id) { plateNumber } }',
        { id: fleet.car.id },
      )
      const { me } = await haulier.gateway.call<{ me: { company: { name: string } } }>(
        '{ me { company { name } } }',
      )
      await page.goto(cabinet('loadPermissionTab'))
      // The applicant starts as the company the haulier works for.
      await expect(field(page, 'Applicant')).toHaveValue(me.company.name)
      await field(page, 'Driver on file').selectOption(fleet.driver.id)
      await expect(field(page, 'Driver (transporter) full name')).toHaveValue(
        'Annaýew Döwlet Myradowiç',
      )
      await field(page, 'Car on file').selectOption(fleet.car.id)
      await expect(field(page, 'Car brand')).toHaveValue(ref.truckBrand.id)
      await expect(field(page, 'Car state number')).toHaveValue(vehicle.plateNumber)
      // Another vehicle, not on file: the fields stay free to type in.
      await field(page, 'Car state number').fill('LV 0101 AB')

      await field(page, 'Permission number').fill(`LP-FLEET-${Date.now() % 100000}`)
      await field(page, 'Car state affiliation').selectOption({ label: 'Latvia' })
      for (const [label, value] of [
        ['Loading point', 'Aşgabat'],
        ['Unloading point', 'Riga'],
        ['Cargo route', 'Aşgabat – Riga'],
        ['Cargo type', 'Pagta'],
        ['Cargo ownership', 'Ak Ýol HJ'],
        ['CMR number', 'CMR-77'],
        ['Applicant', 'Merdan Atayew'],
        ['Place of issue', 'Aşgabat'],
      ] as const) {
        await field(page, label).fill(value)
      }
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      // The filing leads to its confirmation page (ADR 0091), which says what the popup said.
      await expect(page).toHaveURL(/\/loadPermissionTab\/submitted\/\d+$/)
      await expect(
        page.getByText('Your application accepted. Our administrators will contact you.'),
      ).toBeVisible()
      const { requests } = await haulier.gateway.call<{
        requests: { items: { plateNumber?: string; driverFullName?: string }[] }
      }>(
        '{ requests(page: 1) { items { ... on CargoPermission { plateNumber driverFullName } } } }',
      )
      expect(requests.items[0]).toEqual({
        plateNumber: 'LV 0101 AB',
        driverFullName: 'Annaýew Döwlet Myradowiç',
      })
    })

    test('deleting a driver takes away the notice that it was saved @mobile', async ({
      page,
      haulier,
    }) => {
      const notice = await savedDriverNotice(page, haulier.gateway)
      await page.getByRole('button', { name: 'Delete Döwlet Annaýew' }).click()
      await page
        .getByRole('dialog', { name: 'Delete the driver?' })
        .getByRole('button', { name: 'Delete', exact: true })
        .click()
      await expect(popup(page, 'Deleted')).toBeVisible()
      await closePopup(page)
      await expect(page.getByText('No drivers yet')).toBeVisible()
      await expect(notice).toHaveCount(0)
      // Nor does it come back with a reload.
      await page.reload()
      await expect(page.getByText('No drivers yet')).toBeVisible()
      await expect(notice).toHaveCount(0)
    })

    test('the notice of a save is told once: a reload and Back do not tell it again', async ({
      page,
      haulier,
    }) => {
      const notice = await savedDriverNotice(page, haulier.gateway)

      await page.reload()
      const row = page.getByRole('button', { name: 'Delete Döwlet Annaýew' })
      await expect(row).toBeVisible()
      await expect(notice).toHaveCount(0)

      // Back to the driver's form, and Forward to the list: it is come back to, not saved again.
      await page.goBack()
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
      await page.goForward()
      await expect(row).toBeVisible()
      await expect(notice).toHaveCount(0)
    })

    test("a request's timeline says the time of each step, in Ashgabat @mobile", async ({
      page,
      haulier,
    }) => {
      const { permissionNumber } = await fileLoadingPermission(haulier.gateway)
      await page.goto(cabinet('historyTab'))
      await page.getByRole('button', { name: `Timeline ${permissionNumber}` }).click()
      const timeline = page.getByRole('list', { name: `Timeline of ${permissionNumber}` })
      await expect(timeline.getByRole('listitem').first()).toHaveText(
        /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}( GMT\+5)? /,
      )
    })
  })
})

test.describe('in ru', () => {
  test.use({ lang: 'ru', profile: 'legal' })
  const say = (english: string, feature: string) => translated(english, feature).ru
  const russianOrder = (names: string[]) => [...names].sort(new Intl.Collator('ru').compare)

  test('countries are in Russian alphabetical order; Turkmenistan is no e-permit destination but a car may be Turkmen @mobile', async ({
    page,
    haulier,
  }) => {
    // The form is offered once a driver with a car is on file (ADR 0082).
    await seedFleet(haulier.gateway, 'LEGAL_ENTITY', await reference(haulier.gateway))
    await page.goto(cabinet('ePermitCreate'))
    await page.getByRole('radio', { name: say('As a legal entity', 'permits') }).check()
    const destinations = await optionTexts(page, say('Country', 'permits'))
    expect(destinations.length).toBeGreaterThan(50)
    expect(destinations).toContain('Россия')
    expect(destinations).not.toContain('Туркменистан')
    expect(destinations).toEqual(russianOrder(destinations))

    await page.goto(cabinet('loadPermissionTab'))
    const states = await optionTexts(page, say('Car state affiliation', 'requests'))
    expect(states).toContain('Туркменистан')
    expect(states).toEqual(russianOrder(states))
  })
})

test.describe('the office', () => {
  test.use({ lang: 'en', profile: 'legal' })

  async function openPermit(page: Page, operator: GatewayClient, haulier: GatewayClient) {
    const permit = await requestPermit(haulier)
    await signInBrowser(page.context(), operator, {
      name: await operatorName(operator),
      role: 'OPERATOR',
    })
    await page.goto(`/office/permits/${permit.id}`)
    await page.getByRole('button', { name: 'Claim', exact: true }).click()
    return permit
  }

  test("names the haulier's institution, asks to take it into review without alarm, and reads money typed as 1 500,75", async ({
    page,
    haulier,
    operator,
  }) => {
    // An e-permit requested with its fleet, claimed, taken, priced, and a deposit set.
    test.slow()
    await openPermit(page, operator, haulier.gateway)
    const institution = page.locator('dt:text-is("Institution") + dd')
    await expect(institution).toHaveText(haulier.institutionName)

    await page.getByRole('button', { name: 'Take under consideration', exact: true }).click()
    const question = page.getByRole('dialog', { name: 'Take it under consideration?' })
    const take = question.getByRole('button', { name: 'Take under consideration', exact: true })
    await expect(take).not.toHaveClass(/danger/)
    await expect(question).not.toHaveAttribute('data-tone', 'failure')
    await take.click()
    await expect(page.getByText('Status: Under consideration')).toBeVisible()

    // The price and the deposit read money one way, as a Russian or Turkmen keyboard types it.
    await field(page, 'Price, manat').fill('1 500,75')
    await page.getByRole('button', { name: 'Set the price', exact: true }).click()
    // The question names the amount as it was read, before anything is saved, as the interface's
    // language writes money (English here), the form the haulier reads it in.
    const priceQuestion = page.getByRole('dialog', { name: 'Set the price?' })
    await expect(priceQuestion).toContainText('asked to pay TMT\u00A01,500.75 for')
    await priceQuestion.getByRole('button', { name: 'Set the price', exact: true }).click()
    await expect(page.getByText(/Price: TMT\s1,500\.75/)).toBeVisible()

    await field(page, 'New deposit, manat').fill('1 500,75')
    await page.getByRole('button', { name: 'Set the deposit', exact: true }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Set the deposit', exact: true })
      .click()
    // The question closes as the change is sent: the card's deposit shows when it is saved.
    await expect(page.locator('dt:text-is("Deposit") + dd')).toHaveText('TMT\u00A01,500.75')
    const { legalEntityProfile } = await haulier.gateway.call<{
      legalEntityProfile: { balance: number | null }
    }>('{ legalEntityProfile { balance } }')
    expect(legalEntityProfile.balance).toBe(1500.75)
  })
})

test.describe('in tm', () => {
  test.use({ lang: 'tm' })

  test('a wrapped label keeps its asterisk after its last word, and the boxes of a pair stand level @mobile', async ({
    page,
  }, testInfo) => {
    await page.goto('/signup')
    const number = field(page, 'Şahadatnamanyň belgisi')
    const until = field(page, 'Şahadatnamanyň hereket edýän möhleti')
    const mark = await until.evaluate((input) => {
      const label = input.closest('.field')?.querySelector('label')
      const asterisk = label?.nextElementSibling?.getBoundingClientRect()
      const lines = label ? Array.from(label.getClientRects()) : []
      const last = lines.at(-1)
      return {
        lines: lines.length,
        after: asterisk && last ? asterisk.left - last.right : Number.NaN,
        sameLine: asterisk && last ? Math.abs(asterisk.bottom - last.bottom) < 4 : false,
      }
    })
    // The long Turkmen label wraps at both widths; its asterisk follows the last word.
    expect(mark.lines).toBeGreaterThan(1)
    expect(mark.after).toBeGreaterThanOrEqual(0)
    expect(mark.after).toBeLessThan(12)
    expect(mark.sameLine).toBe(true)
    if (testInfo.project.name === 'desktop-1280') {
      // Side by side, a one-line label without a hint beside a wrapped one with a hint.
      const left = await number.boundingBox()
      const right = await until.boundingBox()
      expect(right?.x).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0))
      expect(Math.abs((left?.y ?? 0) - (right?.y ?? 1))).toBeLessThan(1)
    }
  })
})

/** A legal driver on file, saved again from its form: the list's notice of the save, shown. */
async function savedDriverNotice(page: Page, gateway: GatewayClient) {
  const fleet = await seedFleet(gateway, 'LEGAL_ENTITY', await reference(gateway))
  await page.goto(`${cabinet('legalDriverEdit')}?id=${fleet.driver.id}`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const notice = page.getByRole('status').filter({ hasText: 'has been saved' })
  await expect(notice).toContainText('The driver Döwlet Annaýew has been saved')
  return notice
}
