import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { wcagViolations } from './support/axe.js'
import { translated } from './support/catalogs.js'
import { inDays, reference, seedFleet } from './support/fleet.js'
import { GatewayClient, type Lang, signUpThroughGateway } from './support/gateway.js'
import { movePermit, permitIds } from './support/permits.js'
import { invitationLink, personIn, signedIn } from './support/team.js'

/**
 * A haulier company's team in a real browser (ADR 0103): the administrator invites a dispatcher
 * from the Team tab, the dispatcher signs up with the e-mailed link, files an e-permit and pays
 * it; a viewer sees that permit (and the client data) and no button that would change anything;
 * the Team tab in the three languages; axe finds nothing on the tab or the invitation page.
 */

const cabinet = (tab: string) => `/online-application/${tab}`

/** The interface text in `lang`, from the team's catalog (or another feature's). */
const textsIn =
  (lang: Lang) =>
  (english: string, feature = 'team') =>
    translated(english, feature)[lang]

/** What the sandbox payment page's Pay says in Russian (the API's text). */
const SANDBOX_PAY_RU = 'Оплатить'

async function expectNoViolations(page: Page, what: string) {
  expect(await wcagViolations(page), what).toEqual([])
}

test.describe('a company’s team, in Russian', () => {
  test.use({ lang: 'ru', profile: 'legal' })

  test('an administrator invites a dispatcher who signs up, files and pays an e-permit; a viewer reads it with no change buttons', async ({
    page,
    haulier,
    operator,
    outbox,
    browser,
    baseURL,
  }) => {
    test.slow()
    const say = textsIn('ru')
    const fleet = await seedFleet(haulier.gateway, 'LEGAL_ENTITY', await reference(haulier.gateway))

    // The administrator invites a dispatcher from the Team tab.
    await page.goto(cabinet('initialTab'))
    const sections = page.getByRole('navigation', { name: say('Cabinet sections', 'cabinet') })
    await sections.getByRole('link', { name: say('Team', 'cabinet') }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: say('Team', 'cabinet') }),
    ).toBeVisible()
    await expect(page.getByText(haulier.email)).toBeVisible()
    const dispatcherEmail = `dispatcher.${Date.now()}@example.com`
    await page.getByLabel(say('E-mail'), { exact: true }).fill(dispatcherEmail)
    await page.getByLabel(say('Role'), { exact: true }).selectOption('DISPATCHER')
    await page.getByRole('button', { name: say('Send the invitation') }).click()
    await expect(page.getByRole('dialog', { name: say('Invitation sent') })).toBeVisible()
    await page.getByRole('dialog').getByRole('button').first().click()
    const waiting = page.getByRole('region', { name: say('Invitations waiting') })
    await expect(waiting.getByRole('listitem').filter({ hasText: dispatcherEmail })).toContainText(
      say('Dispatcher'),
    )
    await expectNoViolations(page, 'the Team tab of an administrator')

    // The dispatcher opens the e-mailed link in their own browser, which speaks Turkmen, and signs
    // up with it: the page speaks the Russian of the letter.
    const dispatcherContext = await personIn(browser, baseURL as string, 'tm')
    const dispatcher = await dispatcherContext.newPage()
    await dispatcher.goto(await invitationLink(outbox, dispatcherEmail))
    await expect(
      dispatcher.getByRole('heading', { level: 1, name: say('Invitation to a company') }),
    ).toBeVisible()
    await expect(dispatcher.getByText(say('Dispatcher')).first()).toBeVisible()
    await expectNoViolations(dispatcher, 'the invitation page')
    await dispatcher.getByLabel(say('Your name'), { exact: true }).fill('Мерген Диспетчеров')
    await dispatcher.getByLabel(say('Password'), { exact: true }).fill('Dispatcher-2026')
    await dispatcher.getByLabel(say('Repeat the password'), { exact: true }).fill('Dispatcher-2026')
    await dispatcher.getByRole('button', { name: say('Sign up and join') }).click()
    await expect(dispatcher).toHaveURL(/\/online-application\/teamTab$/)
    const team = dispatcher.getByRole('region', { name: say('Members') })
    await expect(team.getByText(dispatcherEmail)).toBeVisible()
    await expect(team.getByText(haulier.email)).toBeVisible()
    // A dispatcher manages nobody.
    await expect(team.getByRole('button')).toHaveCount(0)
    await expect(dispatcher.getByRole('button', { name: say('Send the invitation') })).toHaveCount(
      0,
    )

    // The dispatcher files an e-permit for the company in the form.
    await dispatcher.goto(cabinet('ePermitCreate'))
    await dispatcher.getByRole('radio', { name: say('As a legal entity', 'permits') }).check()
    const { countries, permitTypes } = await haulier.gateway.call<{
      countries: { id: string; code: string }[]
      permitTypes: { id: string }[]
    }>('{ countries { id code } permitTypes { id } }')
    const field = (english: string) =>
      dispatcher.getByLabel(say(english, 'permits'), { exact: true })
    await field('Country').selectOption(countries.find((one) => one.code === 'tr')?.id ?? '')
    await field('Permit type').selectOption(permitTypes[0]?.id ?? '')
    await field('Cargo type').fill('Pagta süýümi')
    await field('Container number').fill('1')
    await field('Departure date').fill(inDays(5))
    await field('Return date').fill(inDays(20))
    await field('Driver').selectOption(fleet.driver.id)
    await field('Car').selectOption(fleet.car.id)
    await field('Trailer').selectOption(fleet.trailer.id)
    await dispatcher.getByRole('button', { name: say('Continue', 'permits') }).click()
    await dispatcher.getByRole('button', { name: say('Send request', 'permits') }).click()
    await expect(dispatcher).toHaveURL(/\/online-application\/ePermitCreate\/submitted\/\d+$/)

    // The company's e-permit: the administrator's account sees it too; an operator prices it.
    const [permitId] = await permitIds(haulier.gateway)
    if (!permitId) throw new Error('the dispatcher filed no e-permit of the company')
    await movePermit(operator, permitId, 'UNDER_CONSIDERATION')
    await movePermit(operator, permitId, 'TO_PAY', { price: 150 })

    // The dispatcher pays it on the sandbox's payment page.
    await dispatcher.goto(cabinet('ePermitHistory'))
    const card = (on: Page) =>
      on.getByRole('listitem', {
        name: say('E-permit {0}', 'permits').replace('{0}', permitId),
        exact: true,
      })
    await card(dispatcher)
      .getByRole('button', { name: new RegExp(`^${say('Pay', 'permits')} `) })
      .click()
    await dispatcher.getByRole('button', { name: SANDBOX_PAY_RU, exact: true }).click()
    const success = dispatcher.getByRole('dialog', {
      name: say('PAYMENT WAS SUCCESSFUL', 'permits'),
    })
    await expect(success).toBeVisible()
    await success.getByRole('button').first().click()
    await expect(card(dispatcher)).toContainText(say('Paid', ''))
    const repeat = (on: Page) =>
      card(on).getByRole('link', { name: new RegExp(`^${say('Repeat', 'permits')} `) })
    await expect(repeat(dispatcher)).toBeVisible()
    await dispatcherContext.close()

    // A viewer, invited and signed up through the gateway, reads the permit and changes nothing.
    const viewerEmail = `viewer.${Date.now()}@example.com`
    await haulier.gateway.call(
      `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { done } }`,
      { input: { email: viewerEmail, role: 'VIEWER', language: 'RU' } },
    )
    const token = new URLSearchParams(
      (await invitationLink(outbox, viewerEmail)).split('?')[1],
    ).get('token')
    const viewerGateway = await GatewayClient.open(baseURL as string, 'ru')
    await viewerGateway.call(
      `mutation ($input: RegisterWithInvitationInput!) {
        registerWithInvitation(input: $input) { userName } }`,
      { input: { token, name: 'Айгуль Наблюдатель', password: 'Viewer-2026-x' } },
    )
    const viewerContext = await personIn(browser, baseURL as string, 'ru')
    await signedIn(viewerContext, viewerGateway, 'Айгуль Наблюдатель')
    const viewer = await viewerContext.newPage()
    await viewer.goto(cabinet('ePermitHistory'))
    await expect(card(viewer)).toContainText(say('Paid', ''))
    // Repeat would open a filled form the viewer could not send.
    await expect(repeat(viewer)).toHaveCount(0)
    await expect(
      viewer.getByRole('link', { name: say('Request an e-permit', 'permits') }),
    ).toHaveCount(0)
    // The form may be read (filled, even); where its Continue was, a note says why not.
    await viewer.goto(cabinet('ePermitCreate'))
    await viewer.getByRole('radio', { name: say('As a legal entity', 'permits') }).check()
    await expect(viewer.getByText(say('Your role lets you read only.', ''))).toBeVisible()
    await expect(viewer.getByRole('button', { name: say('Continue', 'permits') })).toHaveCount(0)
    await viewer.goto(cabinet('legalDrivers'))
    await expect(viewer.getByRole('table')).toBeVisible()
    await expect(viewer.getByRole('link', { name: new RegExp(say('Edit', 'fleet')) })).toHaveCount(
      0,
    )
    await expect(
      viewer.getByRole('button', { name: new RegExp(say('Delete', 'fleet')) }),
    ).toHaveCount(0)
    // The company's client data may be read; where its Save was, the note says why not.
    await viewer.goto(cabinet('legalData'))
    await expect(viewer.getByText(say('Your role lets you read only.', ''))).toBeVisible()
    await expect(
      viewer.getByRole('button', { name: say('Save', 'client-data'), exact: true }),
    ).toHaveCount(0)
    // The notification settings are the company's: a viewer reads the switches, with the note.
    await viewer.goto(cabinet('profileTab'))
    const settings = viewer.getByRole('form', { name: say('Notification settings', 'profile') })
    await expect(settings.getByRole('checkbox')).toHaveCount(3)
    await expect(settings.getByText(say('Your role lets you read only.', ''))).toBeVisible()
    await expect(
      viewer.getByRole('button', { name: say('Save notification settings', 'profile') }),
    ).toHaveCount(0)
    await viewer.goto(cabinet('teamTab'))
    await expect(
      viewer.getByRole('region', { name: say('Members') }).getByRole('button'),
    ).toHaveCount(0)
    await expectNoViolations(viewer, 'the Team tab of a viewer')
    await viewerContext.close()
    await viewerGateway.close()
  })
})

for (const lang of ['tm', 'en'] as const) {
  test.describe(`the Team tab, in ${lang}`, () => {
    test.use({ lang })

    test('names the tab, the members and the invitation form in the language', async ({
      page,
      haulier,
    }) => {
      const say = textsIn(lang)
      await page.goto(cabinet('teamTab'))
      const sections = page.getByRole('navigation', { name: say('Cabinet sections', 'cabinet') })
      await expect(sections.getByRole('link', { name: say('Team', 'cabinet') })).toBeVisible()
      await expect(
        page.getByRole('heading', { level: 1, name: say('Team', 'cabinet') }),
      ).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: say('Members') })).toBeVisible()
      await expect(
        page.getByRole('heading', { level: 2, name: say('Invite a member') }),
      ).toBeVisible()
      await expect(page.getByText(say('Administrator')).first()).toBeVisible()
      await expect(page.getByText(haulier.email)).toBeVisible()
      await expect(page.getByLabel(say('Language of the letter'), { exact: true })).toHaveValue(
        lang.toUpperCase(),
      )
    })
  })
}

test.describe('a haulier in two companies, in English', () => {
  test.use({ lang: 'en' })

  test('accepts an invitation signed in, then switches back to their own company from the profile menu', async ({
    page,
    haulier,
    outbox,
    baseURL,
  }) => {
    const say = textsIn('en')
    // Another company's administrator invites the haulier as a viewer.
    const otherAdmin = await GatewayClient.open(baseURL as string)
    await signUpThroughGateway(baseURL as string, outbox, otherAdmin)
    await otherAdmin.call(
      `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { done } }`,
      { input: { email: haulier.email, role: 'VIEWER' } },
    )
    await page.goto(await invitationLink(outbox, haulier.email))
    await expect(page.getByText(say('Viewer')).first()).toBeVisible()
    await page.getByRole('button', { name: say('Accept the invitation') }).click()
    await expect(page).toHaveURL(/\/online-application\/teamTab$/)
    const lead = page.getByText(/: your role is /)
    await expect(lead).toContainText(say('Viewer'))
    const welcome = page.getByRole('dialog', { name: say('Welcome') })
    await expect(welcome).toContainText(say('You work for {0} now.').split('{0}')[0] as string)
    await welcome.getByRole('button').first().click()

    // The profile menu offers both; the other one is chosen, and every screen reads it anew.
    await page.getByRole('button', { name: new RegExp(say('Account menu:', 'shell')) }).click()
    const current = say('(current)', 'shell')
    const companies = page.getByRole('list', { name: say('Working for', 'shell') })
    await expect(companies.getByRole('button')).toHaveCount(2)
    await companies.getByRole('button').filter({ hasNotText: current }).click()
    await expect(page.getByRole('dialog', { name: say('Company switched', 'shell') })).toBeVisible()
    await expect(lead).toContainText(say('Administrator'))
    await expect(page.getByRole('button', { name: say('Send the invitation') })).toBeVisible()
    await otherAdmin.close()
  })
})
