import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { translated } from './support/catalogs.js'
import { GatewayClient, type Lang, signUpThroughGateway } from './support/gateway.js'
import {
  checkAndShootInEachTheme,
  expectAccessible,
  expectAccessibleInEachTheme,
} from './support/looks.js'
import { inviteThroughGateway, newcomerThroughGateway, personIn, signedIn } from './support/team.js'

/**
 * An administrator manages the team in a real browser (ADRs 0104, 0111): suspends, reactivates
 * and removes a member and revokes an invitation waiting, each after a question, and the log
 * names what happened; a member leaves a company from the Team tab and works for their own
 * again, and its only administrator is told up front, in their language, that they cannot leave;
 * a suspended member is told so on the first tab and the Team tab, the company's lists say why
 * they are empty, and they may leave the company from there. axe finds nothing.
 */

const cabinet = (tab: string) => `/online-application/${tab}`

const textsIn =
  (lang: Lang) =>
  (english: string, feature = 'team') =>
    translated(english, feature)[lang]

/** Answers the question `title` with its button `confirm`, then closes the popup `done`. */
async function confirmed(page: Page, title: string, confirm: string, done: string) {
  const question = page.getByRole('dialog', { name: title })
  await question.getByRole('button', { name: confirm, exact: true }).click()
  const told = page.getByRole('dialog', { name: done })
  await expect(told).toBeVisible()
  await told.getByRole('button').first().click()
  await expect(told).toBeHidden()
}

test.describe('an administrator manages the team, in English', () => {
  test.use({ lang: 'en' })

  test('suspends, reactivates and removes a member and revokes an invitation; the log names the acceptance and the removal @mobile', async ({
    page,
    haulier,
    outbox,
    baseURL,
  }) => {
    const say = textsIn('en')
    const stamp = Date.now()
    const member = { email: `member.${stamp}@example.com`, name: 'Aýna Dispeçerowa' }
    const memberGateway = await newcomerThroughGateway(baseURL as string, outbox, haulier.gateway, {
      ...member,
      role: 'DISPATCHER',
    })
    const waitingEmail = `waiting.${stamp}@example.com`
    await inviteThroughGateway(haulier.gateway, waitingEmail, 'VIEWER')

    await page.goto(cabinet('teamTab'))
    const members = page.getByRole('region', { name: say('Members') })
    const card: Locator = members.getByRole('listitem').filter({ hasText: member.email })
    await expect(card).toContainText(say('Active'))
    await checkAndShootInEachTheme(page, 'team-tab')

    await card.getByRole('button', { name: `${say('Suspend')} ${member.name}` }).click()
    await expectAccessible(page, 'the question before a suspension')
    await confirmed(
      page,
      say('Suspend {0}?').replace('{0}', member.name),
      say('Suspend'),
      say('Done'),
    )
    await expect(card).toContainText(say('Suspended'))
    // Suspended, the member's session reaches none of the company's records.
    const seen = await memberGateway.call<{ me: { company: null | { id: string } } }>(
      '{ me { company { id } } }',
    )
    expect(seen.me.company).toBeNull()

    await card.getByRole('button', { name: `${say('Reactivate')} ${member.name}` }).click()
    await confirmed(
      page,
      say('Reactivate {0}?').replace('{0}', member.name),
      say('Reactivate'),
      say('Done'),
    )
    await expect(card).toContainText(say('Active'))

    await card.getByRole('button', { name: `${say('Remove')} ${member.name}` }).click()
    await confirmed(
      page,
      say('Remove {0} from the company?').replace('{0}', member.name),
      say('Remove'),
      say('Done'),
    )
    await expect(members.getByText(member.email)).toHaveCount(0)

    const waiting = page.getByRole('region', { name: say('Invitations waiting') })
    const invitation = waiting.getByRole('listitem').filter({ hasText: waitingEmail })
    await invitation.getByRole('button', { name: new RegExp(`^${say('Revoke')}`) }).click()
    await confirmed(
      page,
      say('Revoke the invitation of {0}?').replace('{0}', waitingEmail),
      say('Revoke'),
      say('Done'),
    )
    await expect(page.getByText(waitingEmail)).toHaveCount(0)
    await expectAccessibleInEachTheme(page, 'the Team tab after the changes')

    // The log names the member's joining and their removal, each its own kind.
    await page.goto(cabinet('activityTab'))
    const entries = page.getByRole('main').getByRole('listitem')
    const words = (english: string) => translated(english, 'activity').en
    await expect(entries.filter({ hasText: words('Invitation accepted') })).toContainText(
      member.name,
    )
    await expect(entries.filter({ hasText: words('Member removed') })).toContainText(member.name)
    // The suspension and the reactivation are changes of the member.
    await expect(entries.filter({ hasText: words("Member's role changed") })).toHaveCount(2)
    await expectAccessible(page, 'the Activity tab')
    await memberGateway.close()
  })
})

test.describe('a member leaves a company, in Turkmen', () => {
  test.use({ lang: 'tm' })

  test('leaves the company they were invited into and works for their own; as its only administrator, is told up front they cannot leave their own', async ({
    page,
    haulier,
    outbox,
    baseURL,
  }) => {
    const say = textsIn('tm')
    // Another company's administrator invites the haulier, who accepts (their session with it).
    const otherAdmin = await GatewayClient.open(baseURL as string)
    await signUpThroughGateway(baseURL as string, outbox, otherAdmin)
    const other = await otherAdmin.call<{ me: { company: { name: string } } }>(
      '{ me { company { name } } }',
    )
    await inviteThroughGateway(otherAdmin, haulier.email, 'DISPATCHER', 'TM')
    const link = await outbox.waitFor(haulier.email, (one) => one.text.includes('token='))
    const token = decodeURIComponent(/token=(\S+)/.exec(link.text)?.[1] ?? '')
    await haulier.gateway.call(
      `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { company { id } } }`,
      { input: { token } },
    )

    // Both companies are named alike (the fixtures' sign-up): the role tells them apart.
    const companyName = other.me.company.name
    const lead = page.getByText(
      say('{0}: your role is {1}.').split('{1}')[0]?.replace('{0}', companyName) ?? '',
    )
    const leaveButton = page.getByRole('button', {
      name: say('Leave {0}').replace('{0}', companyName),
      exact: true,
    })
    const question = page.getByRole('dialog', {
      name: say('Leave {0}?').replace('{0}', companyName),
    })
    await page.goto(cabinet('teamTab'))
    await expect(lead).toContainText(say('Dispatcher'))
    await leaveButton.click()
    await expectAccessible(page, 'the question before leaving')
    await question.getByRole('button', { name: say('Leave the company'), exact: true }).click()
    const left = page.getByRole('dialog', {
      name: say('You left {0}').replace('{0}', companyName),
    })
    await expect(left).toContainText(say('You work for {0} now.').replace('{0}', companyName))
    await left.getByRole('button').first().click()

    // The Team tab is read again, for the haulier's own company, where they administer.
    await expect(lead).toContainText(say('Administrator'))
    await expect(page.getByRole('button', { name: say('Send the invitation') })).toBeVisible()
    const companies = await haulier.gateway.call<{ me: { companies: { role: string }[] } }>(
      '{ me { companies { role } } }',
    )
    expect(companies.me.companies).toEqual([{ role: 'ADMINISTRATOR' }])

    // Its only administrator cannot leave it: told so, and why, in Turkmen, where the button was.
    const leaving = page.getByRole('region', { name: say('Leave the company') })
    await expect(leaving).toContainText(
      say(
        'You are the only administrator of {0}, so you cannot leave it: first make another member an administrator.',
      ).replace('{0}', companyName),
    )
    await expect(leaving).toContainText('ýeke-täk administratory')
    await expect(leaveButton).toHaveCount(0)
    await expectAccessible(page, 'the Team tab of its only administrator')
    await otherAdmin.close()
  })
})

test.describe('a suspended member, in Russian', () => {
  test.use({ lang: 'ru' })

  test('is told on the first tab and the Team tab that they work for no company, sees the company that suspended them, and leaves it @mobile', async ({
    browser,
    haulier,
    outbox,
    baseURL,
  }) => {
    const say = textsIn('ru')
    const person = {
      email: `suspended.${Date.now()}@example.com`,
      name: 'Мерген Диспетчеров',
      role: 'DISPATCHER' as const,
    }
    const personGateway = await newcomerThroughGateway(
      baseURL as string,
      outbox,
      haulier.gateway,
      person,
      'ru',
    )
    type Team = {
      me: { company: { name: string } }
      companyMembers: { members: { id: string; email: string }[] }
    }
    const team = await haulier.gateway.call<Team>(
      '{ me { company { name } } companyMembers { members { id email } } }',
    )
    const companyName = team.me.company.name
    const memberId = team.companyMembers.members.find((one) => one.email === person.email)?.id
    await haulier.gateway.call(
      'mutation ($input: MemberInput!) { suspendMember(input: $input) { member { status } } }',
      { input: { memberId } },
    )

    const context = await personIn(browser, baseURL as string, 'ru')
    await signedIn(context, personGateway, person.name)
    const page = await context.newPage()
    // The first tab says why no work waits for them, and leads to their memberships.
    await page.goto('/online-application')
    const needsMe = page.getByRole('region', { name: say('What needs you', 'needs-me') })
    await expect(needsMe).toContainText(
      say(
        "You are not an active member of any company now, so no company's work waits for you.",
        'needs-me',
      ),
    )
    await expect(needsMe.getByRole('alert')).toHaveCount(0)
    await needsMe.getByRole('link', { name: say('See your memberships', 'needs-me') }).click()
    await expect(page).toHaveURL(/\/online-application\/teamTab$/)
    await expect(
      page.getByText(
        say(
          'You are not an active member of any company now. An administrator can invite you into theirs.',
        ),
      ),
    ).toBeVisible()
    const suspended = page.getByRole('region', { name: say('Suspended memberships') })
    const membership = suspended.getByRole('listitem').filter({ hasText: companyName })
    await expect(membership).toContainText(say('Dispatcher'))
    // The team's list is not the person's to read now: no members, and no error in its place.
    await expect(page.getByRole('region', { name: say('Members') })).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await checkAndShootInEachTheme(page, 'team-tab-suspended')

    // The company's lists say why they show nothing, in the API's words, with no alarm, and
    // offer no change: a person in no company writes nothing.
    await page.goto(cabinet('ePermitHistory'))
    await expect(page.getByText('Вы не состоите ни в одной компании')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(
      page.getByRole('link', { name: say('Request an e-permit', 'permits') }),
    ).toHaveCount(0)
    // A list read as the page opens (the fleet's) is a page refused, with the same reason.
    await page.goto(cabinet('legalDrivers'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      say('This page is not open to you', ''),
    )
    await expect(page.getByText('Вы не состоите ни в одной компании')).toBeVisible()
    await page.goto(cabinet('teamTab'))

    await membership
      .getByRole('button', { name: say('Leave {0}').replace('{0}', companyName), exact: true })
      .click()
    const told = page.getByRole('dialog', { name: say('You left {0}').replace('{0}', companyName) })
    await page
      .getByRole('dialog', { name: say('Leave {0}?').replace('{0}', companyName) })
      .getByRole('button', { name: say('Leave the company'), exact: true })
      .click()
    await expect(told).toContainText(say('Only a new invitation brings you back to it.'))
    await told.getByRole('button').first().click()
    await expect(told).toBeHidden()
    // The tab stays and is read again: the membership is gone, here and in the company's team.
    await expect(suspended).toHaveCount(0)
    await expect(page).toHaveURL(/teamTab/)
    const after = await haulier.gateway.call<Team>('{ companyMembers { members { id email } } }')
    expect(after.companyMembers.members.map((one) => one.email)).not.toContain(person.email)
    await expectAccessible(page, 'the Team tab after leaving a suspended membership')
    await context.close()
    await personGateway.close()
  })
})
