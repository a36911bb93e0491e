import Type from 'typebox'
import { Email, EntityId, Password, RequiredText, Status } from '../http/schemas.js'

export const MemberRoleSchema = Type.Union(
  [Type.Literal('administrator'), Type.Literal('dispatcher'), Type.Literal('viewer')],
  {
    description:
      'administrator: everything and the members; dispatcher: the daily work; viewer: reads',
  },
)
const LangSchema = Type.Union([Type.Literal('tm'), Type.Literal('ru'), Type.Literal('en')])
const Timestamp = Type.String({ format: 'date-time' })

export const CompanyItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: MemberRoleSchema,
})

export const CompaniesAnswer = Type.Object({
  /** The company the session works for; null when the person is in none. */
  current: Type.Union([Type.Integer(), Type.Null()]),
  companies: Type.Array(CompanyItem),
  suspended: Type.Array(CompanyItem, {
    description:
      'The companies that suspended the caller: they reach none of their records until reactivated, and may leave them',
  }),
})

export const ChooseCompanyBody = Type.Object({ company_id: EntityId })
export const ChooseCompanyAnswer = Type.Object({ status: Status('success'), company: CompanyItem })
export const LeaveCompanyAnswer = Type.Object({
  status: Status('success'),
  company: Type.Union([CompanyItem, Type.Null()], {
    description: 'The company the session works for now; null when the person is in none',
  }),
})

export const Member = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: MemberRoleSchema,
  status: Type.Union([Type.Literal('active'), Type.Literal('suspended')]),
  created_at: Timestamp,
})

export const PendingInvitation = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: MemberRoleSchema,
  lang: LangSchema,
  created_at: Timestamp,
  expires_at: Timestamp,
})

export const MembersAnswer = Type.Object({
  members: Type.Array(Member),
  /** Invitations still waiting; only an administrator is shown them. */
  invitations: Type.Array(PendingInvitation),
})

export const InviteBody = Type.Object({
  email: Email,
  role: MemberRoleSchema,
  lang: Type.Optional(LangSchema),
})

export const MemberChangeBody = Type.Object(
  {
    role: Type.Optional(MemberRoleSchema),
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('suspended')])),
  },
  { minProperties: 1 },
)
export const MemberAnswer = Type.Object({ status: Status('success'), member: Member })

export const InvitationTokenBody = Type.Object({ token: RequiredText(200) })
export const InvitationCheckAnswer = Type.Object({
  status: Status('success'),
  company_name: Type.String(),
  email: Type.String(),
  role: MemberRoleSchema,
  account_exists: Type.Boolean(),
  lang: { ...LangSchema, description: "The invitation letter's language, the page's to open in" },
})
export const InvitationRegisterBody = Type.Object({
  token: RequiredText(200),
  name: RequiredText(255),
  password: Password,
})
export const InvitationRegisterAnswer = Type.Object({
  status: Status('success'),
  token: Type.String(),
  currentUserName: Type.String(),
})
