import { describe, expect, test } from 'vitest'
import { createHaulier, letterTo } from './testing/accounts.js'
import { type Browser, dataOf } from './testing/browser.js'
import { loggedInHaulier, stackForThisFile } from './testing/stack.js'

/** A company's team through the gateway: invitations, roles, suspension, switching (ADR 0103). */
const stack = stackForThisFile()

const MEMBERS = `{ companyMembers {
  members { id name email role status isYou }
  invitations { id email role language } } }`
const MEMBER_CHANGE = (name: string, inputType: string) =>
  `mutation ($input: ${inputType}!) { ${name}(input: $input) {
    member { email role status } userErrors { field code message } } }`
const ME = '{ me { email company { id name role } companies { id name role } } }'

async function invite(admin: Browser, email: string, role: string) {
  const answer = dataOf(
    await admin.graphql(
      `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) {
        done query { companyMembers { invitations { email role } } } userErrors { field code } } }`,
      { input: { email, role, language: 'RU' } },
    ),
  ).inviteMember
  expect(answer.done).toBe(true)
  expect(answer.query.companyMembers.invitations).toContainEqual({ email, role })
  const letter = await letterTo(stack.api.dataDir, email, (text) => text.includes('/invitation'))
  return decodeURIComponent(/token=(\S+)/.exec(letter.text)?.[1] ?? '')
}

const checkQuery = (browser: Browser, token: string) =>
  browser.graphql(
    `query ($token: String!) { companyInvitation(token: $token) {
      companyName email role accountExists } }`,
    { token },
  )

describe('a company’s team', () => {
  test('a newcomer signs up with the link, an existing haulier accepts and switches between companies', async () => {
    const { browser: admin, haulier: owner } = await loggedInHaulier(stack)
    const ownCompany = dataOf(await admin.graphql(ME)).me.company
    expect(ownCompany.role).toBe('ADMINISTRATOR')

    const newcomer = `dispatcher.${Date.now()}@example.com`
    const newcomerToken = await invite(admin, newcomer, 'DISPATCHER')
    const visitor = stack.browser()
    const checked = dataOf(await checkQuery(visitor, newcomerToken)).companyInvitation
    expect(checked).toEqual({
      companyName: ownCompany.name,
      email: newcomer,
      role: 'DISPATCHER',
      accountExists: false,
    })
    const registered = dataOf(
      await visitor.graphql(
        `mutation ($input: RegisterWithInvitationInput!) { registerWithInvitation(input: $input) {
          userName userErrors { field code } } }`,
        { input: { token: newcomerToken, name: 'Merdan Dispeçer', password: 'Dispatch-2026' } },
      ),
    ).registerWithInvitation
    expect(registered).toEqual({ userName: 'Merdan Dispeçer', userErrors: [] })
    expect(dataOf(await visitor.graphql(ME)).me.company).toEqual(
      expect.objectContaining({ id: ownCompany.id, role: 'DISPATCHER' }),
    )
    // The link works once.
    expect(dataOf(await checkQuery(stack.browser(), newcomerToken)).companyInvitation).toBeNull()

    // A haulier with a company of their own joins as a viewer, and chooses between the two.
    const { browser: other, haulier: otherHaulier } = await loggedInHaulier(stack)
    const viewerToken = await invite(admin, otherHaulier.email, 'VIEWER')
    expect(dataOf(await checkQuery(other, viewerToken)).companyInvitation.accountExists).toBe(true)
    const accepted = dataOf(
      await other.graphql(
        `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) {
          company { id role } userErrors { field code } } }`,
        { input: { token: viewerToken } },
      ),
    ).acceptInvitation
    expect(accepted).toEqual({ company: { id: ownCompany.id, role: 'VIEWER' }, userErrors: [] })
    const both = dataOf(await other.graphql(ME)).me
    expect(both.company.id).toBe(ownCompany.id)
    expect(both.companies.map((company: { role: string }) => company.role)).toEqual([
      'ADMINISTRATOR',
      'VIEWER',
    ])
    const switched = dataOf(
      await other.graphql(
        `mutation ($input: SwitchCompanyInput!) { switchCompany(input: $input) {
          company { id role } userErrors { code } } }`,
        { input: { companyId: both.companies[0].id } },
      ),
    ).switchCompany
    expect(switched).toEqual({
      company: { id: both.companies[0].id, role: 'ADMINISTRATOR' },
      userErrors: [],
    })
    const notMine = dataOf(
      await visitor.graphql(
        `mutation ($input: SwitchCompanyInput!) { switchCompany(input: $input) {
          company { id } userErrors { code } } }`,
        { input: { companyId: both.companies[0].id } },
      ),
    ).switchCompany
    expect(notMine).toEqual({ company: null, userErrors: [{ code: 'NOT_FOUND' }] })

    const team = dataOf(await admin.graphql(MEMBERS)).companyMembers
    expect(
      team.members.map((member: { email: string; role: string; isYou: boolean }) => [
        member.email,
        member.role,
        member.isYou,
      ]),
    ).toEqual([
      [owner.email, 'ADMINISTRATOR', true],
      [newcomer, 'DISPATCHER', false],
      [otherHaulier.email, 'VIEWER', false],
    ])
    expect(team.invitations).toEqual([])
  })

  test('an administrator changes roles, suspends, reactivates, removes and revokes; the last administrator stays; others may not', async () => {
    const { browser: admin } = await loggedInHaulier(stack)
    const own = dataOf(await admin.graphql(MEMBERS)).companyMembers.members[0]
    const demoted = dataOf(
      await admin.graphql(MEMBER_CHANGE('changeMemberRole', 'ChangeMemberRoleInput'), {
        input: { memberId: own.id, role: 'VIEWER' },
      }),
    ).changeMemberRole
    expect(demoted.member).toBeNull()
    expect(demoted.userErrors).toEqual([
      expect.objectContaining({ field: null, code: 'NOT_ALLOWED' }),
    ])
    expect(demoted.userErrors[0].message).not.toBe('')

    const email = `viewer.${Date.now()}@example.com`
    const token = await invite(admin, email, 'VIEWER')
    const newcomer = stack.browser({ lang: 'ru' })
    await newcomer.graphql(
      `mutation ($input: RegisterWithInvitationInput!) { registerWithInvitation(input: $input) {
        userName } }`,
      { input: { token, name: 'Aýgül Görüji', password: 'Viewer-2026-x' } },
    )
    const member = dataOf(await admin.graphql(MEMBERS)).companyMembers.members.find(
      (one: { email: string }) => one.email === email,
    )

    // A viewer (and a dispatcher) may read the team, not change it; no invitations shown.
    const seen = dataOf(await newcomer.graphql(MEMBERS)).companyMembers
    expect(seen.members).toHaveLength(2)
    expect(seen.invitations).toEqual([])
    const refused = await newcomer.graphql(MEMBER_CHANGE('suspendMember', 'MemberInput'), {
      input: { memberId: own.id },
    })
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN')

    const promoted = dataOf(
      await admin.graphql(MEMBER_CHANGE('changeMemberRole', 'ChangeMemberRoleInput'), {
        input: { memberId: member.id, role: 'DISPATCHER' },
      }),
    ).changeMemberRole
    expect(promoted).toEqual({
      member: { email, role: 'DISPATCHER', status: 'ACTIVE' },
      userErrors: [],
    })
    const suspended = dataOf(
      await admin.graphql(MEMBER_CHANGE('suspendMember', 'MemberInput'), {
        input: { memberId: member.id },
      }),
    ).suspendMember
    expect(suspended.member.status).toBe('SUSPENDED')
    // Suspended, the person's session works for no company; the one that suspended them is
    // named apart, for them to leave if they wish.
    const suspendedMe = dataOf(
      await newcomer.graphql('{ me { company { id } suspendedCompanies { id name role } } }'),
    ).me
    expect(suspendedMe.company).toBeNull()
    const adminCompany = dataOf(await admin.graphql(ME)).me.company
    expect(suspendedMe.suspendedCompanies).toEqual([
      { id: adminCompany.id, name: adminCompany.name, role: 'DISPATCHER' },
    ])
    const reactivated = dataOf(
      await admin.graphql(MEMBER_CHANGE('reactivateMember', 'MemberInput'), {
        input: { memberId: member.id },
      }),
    ).reactivateMember
    expect(reactivated.member.status).toBe('ACTIVE')

    const removed = dataOf(
      await admin.graphql(
        `mutation ($input: MemberInput!) { removeMember(input: $input) {
          done query { companyMembers { members { email } } } userErrors { code } } }`,
        { input: { memberId: member.id } },
      ),
    ).removeMember
    expect(removed.done).toBe(true)
    expect(
      removed.query.companyMembers.members.map((one: { email: string }) => one.email),
    ).not.toContain(email)

    const later = `later.${Date.now()}@example.com`
    const laterToken = await invite(admin, later, 'DISPATCHER')
    const pending = dataOf(await admin.graphql(MEMBERS)).companyMembers.invitations
    expect(pending).toEqual([
      expect.objectContaining({ email: later, role: 'DISPATCHER', language: 'RU' }),
    ])
    const revoked = dataOf(
      await admin.graphql(
        `mutation ($input: InvitationInput!) { revokeInvitation(input: $input) {
          done query { companyMembers { invitations { id } } } userErrors { code } } }`,
        { input: { invitationId: pending[0].id } },
      ),
    ).revokeInvitation
    expect(revoked).toEqual({
      done: true,
      query: { companyMembers: { invitations: [] } },
      userErrors: [],
    })
    expect(dataOf(await checkQuery(stack.browser(), laterToken)).companyInvitation).toBeNull()
    const malformed = dataOf(
      await admin.graphql(MEMBER_CHANGE('suspendMember', 'MemberInput'), {
        input: { memberId: 'x' },
      }),
    ).suspendMember
    expect(malformed.userErrors).toEqual([
      expect.objectContaining({ field: ['memberId'], code: 'INVALID' }),
    ])
  })

  test('a member leaves and their session works for their own company; the last administrator may not leave', async () => {
    const { browser: admin } = await loggedInHaulier(stack)
    const company = dataOf(await admin.graphql(ME)).me.company
    const { browser: person, haulier } = await loggedInHaulier(stack)
    const token = await invite(admin, haulier.email, 'DISPATCHER')
    await person.graphql(
      'mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { company { id } } }',
      { input: { token } },
    )
    const LEAVE = `mutation ($input: LeaveCompanyInput!) { leaveCompany(input: $input) {
      left company { id role } userErrors { field code message } } }`
    const left = dataOf(
      await person.graphql(LEAVE, { input: { companyId: company.id } }),
    ).leaveCompany
    const own = dataOf(await person.graphql(ME)).me
    expect(left).toEqual({
      left: true,
      company: { id: own.companies[0].id, role: 'ADMINISTRATOR' },
      userErrors: [],
    })
    expect(own.company.id).toBe(own.companies[0].id)
    expect(own.companies.map((one: { id: string }) => one.id)).not.toContain(company.id)

    const refused = dataOf(
      await admin.graphql(LEAVE, { input: { companyId: company.id } }),
    ).leaveCompany
    expect(refused).toEqual({
      left: false,
      company: null,
      userErrors: [
        {
          field: null,
          code: 'NOT_ALLOWED',
          message: expect.stringContaining('The last administrator of a company cannot leave'),
        },
      ],
    })
    const notTheirs = dataOf(
      await person.graphql(LEAVE, { input: { companyId: company.id } }),
    ).leaveCompany
    expect(notTheirs.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })])
  })

  test('an invitation for another address is refused on its token; a wrong token shows nothing', async () => {
    const { browser: admin } = await loggedInHaulier(stack)
    const invited = `someone.${Date.now()}@example.com`
    const token = await invite(admin, invited, 'VIEWER')
    const stranger = await createHaulier(stack.api.url, stack.api.dataDir)
    const browser = stack.browser()
    await browser.graphql('mutation ($input: LogInInput!) { logIn(input: $input) { userName } }', {
      input: { email: stranger.email, password: stranger.password },
    })
    const accepted = dataOf(
      await browser.graphql(
        `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) {
          company { id } userErrors { field code } } }`,
        { input: { token } },
      ),
    ).acceptInvitation
    expect(accepted).toEqual({ company: null, userErrors: [{ field: ['token'], code: 'INVALID' }] })
    expect(dataOf(await checkQuery(browser, 'no-such-token')).companyInvitation).toBeNull()
    expect(dataOf(await checkQuery(browser, '')).companyInvitation).toBeNull()
  })
})
