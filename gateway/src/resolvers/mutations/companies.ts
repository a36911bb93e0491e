import type {
  MutationResolvers,
  ResolversParentTypes,
} from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import { FieldNames, type MutationFieldNames } from '../field-names.js'
import { inputId } from '../ids.js'
import { restRoleOf } from '../member-roles.js'
import { withUserErrors } from '../user-errors.js'

// The API refuses to let the last active administrator go on the field it would change.
const LAST_ADMINISTRATOR = {
  codes: { role: 'NOT_ALLOWED', status: 'NOT_ALLOWED', id: 'NOT_ALLOWED' },
} as const
const INVITE_NAMES = new FieldNames({ email: 'email', role: 'role', language: 'lang' })
const MEMBER_NAMES = new FieldNames({ memberId: 'id' }, LAST_ADMINISTRATOR)
const ROLE_NAMES = new FieldNames({ memberId: 'id', role: 'role' }, LAST_ADMINISTRATOR)
const INVITATION_NAMES = new FieldNames({ invitationId: 'id' })
const ACCEPT_NAMES = new FieldNames({ token: 'token' })
const REGISTER_NAMES = new FieldNames({ token: 'token', name: 'name', password: 'password' })
const SWITCH_NAMES = new FieldNames({ companyId: 'company_id' })
// The last active administrator's refusal names the company they would leave without one.
const LEAVE_NAMES = new FieldNames(
  { companyId: 'company_id' },
  { codes: { company_id: 'NOT_ALLOWED' } },
)

export const companyFieldNames = {
  inviteMember: INVITE_NAMES,
  changeMemberRole: ROLE_NAMES,
  suspendMember: MEMBER_NAMES,
  reactivateMember: MEMBER_NAMES,
  removeMember: MEMBER_NAMES,
  revokeInvitation: INVITATION_NAMES,
  acceptInvitation: ACCEPT_NAMES,
  registerWithInvitation: REGISTER_NAMES,
  switchCompany: SWITCH_NAMES,
  leaveCompany: LEAVE_NAMES,
} satisfies MutationFieldNames

type MemberPayload = ResolversParentTypes['CompanyMemberPayload']
type MembersPayload = ResolversParentTypes['CompanyMembersPayload']
type CompanyPayload = ResolversParentTypes['CompanyPayload']

/** Changes one member (role or status); the payload carries them as the API left them. */
function changeMember(
  context: GatewayContext,
  names: typeof MEMBER_NAMES | typeof ROLE_NAMES,
  memberId: string,
  change: { role?: 'administrator' | 'dispatcher' | 'viewer'; status?: 'active' | 'suspended' },
) {
  return withUserErrors<MemberPayload>(context, names, { member: null }, async () => {
    const id = inputId(memberId, 'memberId', context.lang)
    const answer = await context.api.companies.changeMember(id, change)
    return { member: answer.member, userErrors: [] }
  })
}

const memberStatus =
  (status: 'active' | 'suspended'): MutationResolvers['suspendMember'] =>
  (_, { input }, context) =>
    changeMember(context, MEMBER_NAMES, input.memberId, { status })

/** An administrator's changes to the session's company's members and invitations. */
export const companyMemberMutations: MutationResolvers = {
  inviteMember: (_, { input }, context) =>
    withUserErrors<MembersPayload>(context, INVITE_NAMES, { done: false }, async () => {
      const { language, ...rest } = input
      await context.api.companies.invite(
        INVITE_NAMES.body({
          email: rest.email,
          role: restRoleOf(rest.role),
          ...(language ? { language: language.toLowerCase() as Lowercase<typeof language> } : {}),
        }),
      )
      return { done: true, userErrors: [] }
    }),
  changeMemberRole: (_, { input }, context) =>
    changeMember(context, ROLE_NAMES, input.memberId, { role: restRoleOf(input.role) }),
  suspendMember: memberStatus('suspended'),
  reactivateMember: memberStatus('active'),
  removeMember: (_, { input }, context) =>
    withUserErrors<MembersPayload>(context, MEMBER_NAMES, { done: false }, async () => {
      await context.api.companies.removeMember(inputId(input.memberId, 'memberId', context.lang))
      return { done: true, userErrors: [] }
    }),
  revokeInvitation: (_, { input }, context) =>
    withUserErrors<MembersPayload>(context, INVITATION_NAMES, { done: false }, async () => {
      const id = inputId(input.invitationId, 'invitationId', context.lang)
      await context.api.companies.revokeInvitation(id)
      return { done: true, userErrors: [] }
    }),
}

/** A person's own side: join a company by its invitation, or choose which one to work for. */
export const companyPersonMutations: MutationResolvers = {
  acceptInvitation: (_, { input }, context) =>
    withUserErrors<CompanyPayload>(context, ACCEPT_NAMES, { company: null }, async () => {
      const answer = await context.api.companies.acceptInvitation(input.token)
      return { company: answer.company, userErrors: [] }
    }),
  registerWithInvitation: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['RegisterWithInvitationPayload']>(
      context,
      REGISTER_NAMES,
      { userName: null },
      async () => {
        const answer = await context.api.companies.registerWithInvitation(
          REGISTER_NAMES.body(input),
        )
        context.session.start(answer.token)
        return { userName: answer.currentUserName, userErrors: [] }
      },
    ),
  switchCompany: (_, { input }, context) =>
    withUserErrors<CompanyPayload>(context, SWITCH_NAMES, { company: null }, async () => {
      const id = inputId(input.companyId, 'companyId', context.lang)
      const answer = await context.api.companies.choose(id)
      return { company: answer.company, userErrors: [] }
    }),
  leaveCompany: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['LeaveCompanyPayload']>(
      context,
      LEAVE_NAMES,
      { left: false, company: null },
      async () => {
        const id = inputId(input.companyId, 'companyId', context.lang)
        const answer = await context.api.companies.leave(id)
        return { left: true, company: answer.company, userErrors: [] }
      },
    ),
}
