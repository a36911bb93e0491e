import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { wcagViolations } from './support/axe.js'
import { translated } from './support/catalogs.js'
import { inDays, type Kind, reference, seedFleet } from './support/fleet.js'
import type { Lang } from './support/gateway.js'
import { gotoCabinetPage, graphqlOperations } from './support/network.js'
import { literally } from './support/text.js'

/**
 * The fleet of a signed-in haulier, in a real browser: drivers, cars and trailers of each
 * profile added, linked, edited and deleted, each list showing the change without a reload;
 * what a save and a delete cost on the wire (one GraphQL request each, the list shown from the
 * mutation's answer); the popup that sends a haulier without data to fill it in first.
 */

type Group = 'individual' | 'legal'
const GROUPS = {
  legal: {
    kind: 'LEGAL_ENTITY',
    data: 'legalData',
    drivers: 'legalDrivers',
    driverCreate: 'legalDriverCreate',
    cars: 'legalCars',
    trailers: 'legalTrailers',
    carEdit: 'legalCarEdit',
  },
  individual: {
    kind: 'INDIVIDUAL',
    data: 'individualDataTab',
    drivers: 'individualDrivers',
    driverCreate: 'individualDriversCreate',
    cars: 'individualCars',
    trailers: 'individualTrailers',
    carEdit: 'individualCarEdit',
  },
} as const satisfies Record<Group, { kind: Kind } & Record<string, string>>

/** The interface text in the journey's language, from the fleet's catalog (or another's). */
const textsIn =
  (lang: Lang) =>
  (english: string, feature = 'fleet') =>
    translated(english, feature)[lang]

const cabinet = (tab: string) => `/online-application/${tab}`

/** Ticks the options of a multi-select ("N selected") whose text begins so, and closes it. */
async function tick(page: Page, label: string, options: RegExp[]) {
  await page.getByRole('button', { name: label }).click()
  for (const option of options) await page.getByRole('checkbox', { name: option }).check()
  await page.keyboard.press('Escape')
}

// Each kind of haulier in Turkmen (the portal's default) and in English.
const journeys: { group: Group; lang: Lang }[] = [
  { group: 'legal', lang: 'tm' },
  { group: 'legal', lang: 'en' },
  { group: 'individual', lang: 'tm' },
  { group: 'individual', lang: 'en' },
]

for (const { group, lang } of journeys) {
  test.describe(`a ${group} haulier, in ${lang}`, () => {
    test.use({ lang, profile: group })

    test('adds a driver, a car and a trailer of that driver, edits the car, deletes the trailer and the driver', async ({
      page,
      haulier,
    }) => {
      const say = textsIn(lang)
      const tabs = GROUPS[group]
      const ref = await reference(haulier.gateway)

      // A driver, from the empty list: one request saves it, and the list shows it from the answer.
      await gotoCabinetPage(page, cabinet(tabs.drivers))
      await expect(page.getByText(say('No drivers yet'))).toBeVisible()
      await page.getByRole('link', { name: say('Add a driver') }).click()
      await expect(page).toHaveURL(new RegExp(`${cabinet(tabs.driverCreate)}$`))
      await page.getByLabel(say('Name'), { exact: true }).fill('Merdan')
      await page.getByLabel(say('Surname'), { exact: true }).fill('Atayew')
      await page.getByLabel(say('Patronymic'), { exact: true }).fill('Gurbanowiç')
      await page.getByLabel(say('Driving licence number')).fill('DL 445566')
      await page.getByLabel(say('Licence expiry date')).fill(inDays(500))
      await tick(page, say('Licence categories'), [/^C — /, /^CE — /])
      await expect(page.getByRole('button', { name: say('Licence categories') })).toContainText('2')
      const toCreate = await graphqlOperations(page, async () => {
        await page.getByRole('button', { name: say('Save') }).click()
        await expect(page.getByRole('cell', { name: 'Gurbanowiç' })).toBeVisible()
      })
      expect(toCreate, 'GraphQL requests to create a driver and show the list').toHaveLength(1)
      await expect(page).toHaveURL(new RegExp(`${cabinet(tabs.drivers)}$`))
      await expect(page.getByRole('status').filter({ hasText: 'Merdan Atayew' })).toBeVisible()

      // A car and a trailer, each with that driver, from the side navigation's links.
      for (const [list, plate, brand] of [
        ['Cars', 'AG 1111 AG', ref.truckBrand.title],
        ['Trailers', 'AG 3333 TR', ref.trailerBrand.title],
      ] as const) {
        const vehicle = list === 'Cars' ? 'car' : 'trailer'
        const Vehicle = list === 'Cars' ? 'Car' : 'Trailer'
        await page
          .getByRole('navigation', { name: say('Cabinet sections', 'cabinet') })
          .getByRole('link', { name: say(list, 'cabinet') })
          .click()
        await page.getByRole('link', { name: say(`Add a ${vehicle}`) }).click()
        await page.getByLabel(say(`${Vehicle} brand`)).selectOption({ label: brand })
        await page.getByLabel(say(`${Vehicle} plate number`)).fill(plate)
        await page.getByLabel(say(`${Vehicle} registration card number`)).fill(`TP-${plate}`)
        await page.getByLabel(say('Card start date')).fill(inDays(-100))
        await page
          .getByLabel(say('Driver'), { exact: true })
          .selectOption({ label: 'Merdan Atayew' })
        await page.getByRole('button', { name: say('Save') }).click()
        const row = page.getByRole('row', { name: literally(plate) })
        await expect(row).toContainText('Merdan Atayew')
        await expect(row).toContainText(brand)
      }

      // The driver's form lists the car and the trailer as theirs.
      await page
        .getByRole('navigation', { name: say('Cabinet sections', 'cabinet') })
        .getByRole('link', { name: say('Drivers', 'cabinet') })
        .click()
      await page.getByRole('link', { name: `${say('Edit')} Merdan Atayew` }).click()
      await expect(page.getByRole('button', { name: say('Cars the driver takes') })).toContainText(
        '1',
      )
      await expect(
        page.getByRole('button', { name: say('Trailers the driver takes') }),
      ).toContainText('1')

      // The car edited: its address names it, so a reload keeps the form; the list shows the edit.
      await page.goto(cabinet(tabs.cars))
      await page.getByRole('link', { name: `${say('Edit')} AG 1111 AG` }).click()
      await expect(page).toHaveURL(new RegExp(`${cabinet(tabs.carEdit)}\\?id=\\w+$`))
      await page.reload()
      const plate = page.getByLabel(say('Car plate number'))
      await expect(plate).toHaveValue('AG 1111 AG')
      await plate.fill('AG 2222 AG')
      await page.getByRole('button', { name: say('Save') }).click()
      await expect(page.getByRole('row', { name: /AG 2222 AG/ })).toContainText('Merdan Atayew')
      await expect(page.getByRole('row', { name: /AG 1111 AG/ })).toHaveCount(0)
      // Back and forward keep the screens.
      await page.goBack()
      await expect(page.getByLabel(say('Car plate number'))).toHaveValue('AG 2222 AG')
      await page.goForward()
      await expect(page).toHaveURL(new RegExp(`${cabinet(tabs.cars)}$`))

      // The trailer deleted after the question, by keyboard: the question opens with Cancel
      // focused (Escape keeps the trailer); Shift+Tab reaches Delete.
      await page.goto(cabinet(tabs.trailers))
      const remove = page.getByRole('button', { name: `${say('Delete')} AG 3333 TR` })
      const question = page.getByRole('dialog', { name: say('Delete the trailer?') })
      await remove.focus()
      await page.keyboard.press('Enter')
      await expect(question.getByRole('button', { name: say('Cancel') })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(question).toBeHidden()
      await expect(page.getByRole('row', { name: /AG 3333 TR/ })).toBeVisible()
      await remove.focus()
      await page.keyboard.press('Enter')
      await page.keyboard.press('Shift+Tab')
      await expect(question.getByRole('button', { name: say('Delete'), exact: true })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('dialog', { name: say('Deleted') })).toBeVisible()
      await page.getByRole('button', { name: say('OK', '') }).click()
      await expect(page.getByText(say('No trailers yet'))).toBeVisible()

      // The driver deleted: one request, and the lists show it gone (the car is left driverless).
      await gotoCabinetPage(page, cabinet(tabs.drivers))
      await page.getByRole('button', { name: `${say('Delete')} Merdan Atayew` }).click()
      const toDelete = await graphqlOperations(page, async () => {
        await page
          .getByRole('dialog', { name: say('Delete the driver?') })
          .getByRole('button', { name: say('Delete'), exact: true })
          .click()
        await expect(page.getByText(say('No drivers yet'))).toBeVisible()
      })
      expect(toDelete, 'GraphQL requests to delete a driver and show the list').toHaveLength(1)
      await page.getByRole('button', { name: say('OK', '') }).click()
      await page
        .getByRole('navigation', { name: say('Cabinet sections', 'cabinet') })
        .getByRole('link', { name: say('Cars', 'cabinet') })
        .click()
      await expect(page.getByRole('row', { name: /AG 2222 AG/ })).toContainText(say('No driver'))
    })
  })
}

test.describe('in English', () => {
  test.use({ lang: 'en' })

  test('a haulier without data meets the "No data" popup, and Go leads to the data tab', async ({
    page,
    haulier,
  }) => {
    expect(haulier.profile).toBeUndefined()
    await page.goto(cabinet(GROUPS.legal.drivers))
    await page.getByRole('link', { name: 'Add a driver' }).click()
    const popup = page.getByRole('dialog', { name: 'No data' })
    await expect(popup).toContainText('Fill in the data')
    await popup.getByRole('button', { name: 'Go' }).click()
    await expect(page).toHaveURL(new RegExp(`${cabinet(GROUPS.legal.data)}$`))
  })
})

const FLEET_TABS = (['individual', 'legal'] as const).flatMap((group) =>
  (['driver', 'car', 'trailer'] as const).flatMap((subject) => {
    const lists = { driver: 'Drivers', car: 'Cars', trailer: 'Trailers' }
    const singular = { driver: 'Driver', car: 'Car', trailer: 'Trailer' }
    // The product's own spelling: individualDriversCreate but legalDriverCreate.
    const form = group === 'individual' && subject === 'driver' ? 'Drivers' : singular[subject]
    return [
      { group, subject, tab: `${group}${lists[subject]}`, form: false },
      { group, subject, tab: `${group}${form}Create`, form: true },
      { group, subject, tab: `${group}${form}Edit`, form: true, edit: true },
    ]
  }),
)

// Every fleet tab (18), each profile with a driver, a car and a trailer: as a table at 1280 px
// in the light theme, as cards at 390 px in the dark one; axe-core's WCAG 2.1 AA rules, and
// nothing wider than the screen.
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

    for (const group of ['individual', 'legal'] as const) {
      test.describe(`${group} data`, () => {
        test.use({ profile: group })

        test(`every ${group} fleet tab passes WCAG 2.1 AA`, async ({ page, haulier }) => {
          // Nine tabs, each loaded afresh and checked by axe: longer than one journey's step.
          test.slow()
          const say = textsIn('tm')
          const ref = await reference(haulier.gateway)
          const records = await seedFleet(haulier.gateway, GROUPS[group].kind, ref)
          const tabs = FLEET_TABS.filter((each) => each.group === group)
          expect(tabs).toHaveLength(9)
          const problems: Record<string, unknown> = {}
          for (const { subject, tab, form, edit } of tabs) {
            const id = edit ? `?id=${records[subject].id}` : ''
            await page.goto(cabinet(`${tab}${id}`))
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
            if (form) await expect(page.getByRole('button', { name: say('Save') })).toBeVisible()
            else await expect(page.getByRole('table')).toBeVisible()
            const width = await page.evaluate(() => document.documentElement.scrollWidth)
            expect(width, `${tab} is wider than the screen`).toBeLessThanOrEqual(
              look.viewport.width,
            )
            const violations = await wcagViolations(page)
            if (violations.length > 0) problems[tab] = violations
          }
          expect(problems, JSON.stringify(problems, null, 2)).toEqual({})
        })
      })
    }
  })
}
