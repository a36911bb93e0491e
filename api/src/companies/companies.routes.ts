import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { ApiError } from '../http/api-error.js'
import { limitedWork, RATE_RULES } from '../http/rate-limit.js'
import { bearerAuth, IdParams, responses, SuccessAnswer } from '../http/schemas.js'
import {
  authenticate,
  clientOnly,
  currentCompany,
  currentMember,
  currentUser,
} from '../sessions/authenticate.js'
import { tokensRepository } from '../sessions/tokens.repository.js'
import { companiesRepository } from './companies.repository.js'
import { companyInvitations } from './invitations.js'
import { invitationsRepository } from './invitations.repository.js'
import { companyMembers } from './members.js'
import {
  ChooseCompanyAnswer,
  ChooseCompanyBody,
  CompaniesAnswer,
  InviteBody,
  LeaveCompanyAnswer,
  MemberAnswer,
  MemberChangeBody,
  MembersAnswer,
} from './schemas.js'

const TAGS = ['company']

/** A person's companies, and a company's members and invitations (ADR 0103). */
export const companyRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'db' | 'mailer' | 'mailQueue' | 'passwords' | 'config' | 'limiter'>
> = async (app, context) => {
  const { db, limiter } = context
  const companies = companiesRepository(db)
  const members = companyMembers(db)
  const invitations = companyInvitations(context)
  const signedIn = authenticate(db)
  const member = clientOnly(db)

  app.get(
    '/api/companies',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary:
          'The companies the caller is a member of, the one the session works for, and those that suspended them',
        security: bearerAuth,
        response: responses(CompaniesAnswer, { auth: true }),
      },
    },
    async (request) => {
      const user = currentUser(request)
      const [active, suspended] = await Promise.all([
        companies.ofPerson(user.id),
        companies.ofPerson(user.id, 'suspended'),
      ])
      return { current: user.companyId, companies: active, suspended }
    },
  )

  app.post(
    '/api/companies/current',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary: 'The session works for another of the caller’s companies from now on',
        security: bearerAuth,
        body: ChooseCompanyBody,
        response: responses(ChooseCompanyAnswer, { auth: true, notFound: true, validation: true }),
      },
    },
    async (request) => {
      const user = currentUser(request)
      const company = (await companies.ofPerson(user.id)).find(
        (one) => one.id === request.body.company_id,
      )
      const chosen =
        company && (await tokensRepository(db).chooseCompany(user.tokenId, user.id, company.id))
      if (!company || !chosen) throw new ApiError(404, 'company_not_found')
      return { status: 'success' as const, company }
    },
  )

  app.post(
    '/api/companies/leave',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary:
          'The caller leaves one of their companies; 422 for its last active administrator. The sessions that worked for it work for another of theirs (their own first)',
        security: bearerAuth,
        body: ChooseCompanyBody,
        response: responses(LeaveCompanyAnswer, { auth: true, notFound: true, validation: true }),
      },
    },
    async (request) => {
      const user = currentUser(request)
      await members.leave(request.body.company_id, user.id)
      const stayed = user.companyId === request.body.company_id ? undefined : user.companyId
      const theirs = await companies.ofPerson(user.id)
      const company = stayed === undefined ? theirs[0] : theirs.find((one) => one.id === stayed)
      return { status: 'success' as const, company: company ?? null }
    },
  )

  app.get(
    '/api/company/members',
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: "The session's company's members, and (to an administrator) its open invitations",
        security: bearerAuth,
        response: responses(MembersAnswer, { auth: 'client' }),
      },
    },
    async (request) => {
      const companyId = currentCompany(request)
      const administrator = currentUser(request).memberRole === 'administrator'
      const [list, pending] = await Promise.all([
        companies.members(companyId),
        administrator ? invitationsRepository(db).pending(companyId) : [],
      ])
      return {
        members: list.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
        invitations: pending.map((row) => ({
          ...row,
          created_at: row.created_at.toISOString(),
          expires_at: row.expires_at.toISOString(),
        })),
      }
    },
  )

  app.post(
    '/api/company/invitations',
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary:
          'Invite a person by e-mail with a role; the letter, in `lang` (default the caller’s), carries a link valid for 72 hours',
        security: bearerAuth,
        body: InviteBody,
        response: responses(SuccessAnswer, {
          auth: 'client',
          validation: true,
          rateLimited: true,
        }),
      },
    },
    async (request) => {
      const company = currentCompany(request)
      const invited = request.body.email.trim().toLowerCase()
      await limitedWork(
        limiter,
        [
          [RATE_RULES.invitationsPerCompany, String(company)],
          [RATE_RULES.invitationsPerAddress, invited],
        ],
        () =>
          invitations.invite(company, currentMember(request), {
            email: request.body.email,
            role: request.body.role,
            lang: request.body.lang ?? request.lang,
          }),
      )
      return { status: 'success' as const }
    },
  )

  app.delete(
    '/api/company/invitations/:id',
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'Revoke an invitation not yet accepted: its link stops working',
        security: bearerAuth,
        params: IdParams,
        response: responses(SuccessAnswer, { auth: 'client', notFound: true }),
      },
      config: { notFound: 'invitation_not_found' },
    },
    async (request) => {
      await invitations.revoke(currentCompany(request), request.params.id)
      return { status: 'success' as const }
    },
  )

  app.put(
    '/api/company/members/:id',
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary:
          "Change a member's role or suspend or reactivate them; 422 when it would leave the company without an active administrator",
        security: bearerAuth,
        params: IdParams,
        body: MemberChangeBody,
        response: responses(MemberAnswer, { auth: 'client', notFound: true, validation: true }),
      },
      config: { notFound: 'member_not_found' },
    },
    async (request) => {
      const changed = await members.change(
        currentCompany(request),
        request.params.id,
        request.body,
        currentMember(request),
      )
      return {
        status: 'success' as const,
        member: { ...changed, created_at: changed.created_at.toISOString() },
      }
    },
  )

  app.delete(
    '/api/company/members/:id',
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'Remove a member from the company; 422 for its last active administrator',
        security: bearerAuth,
        params: IdParams,
        response: responses(SuccessAnswer, { auth: 'client', notFound: true, validation: true }),
      },
      config: { notFound: 'member_not_found' },
    },
    async (request) => {
      await members.remove(currentCompany(request), request.params.id, currentMember(request))
      return { status: 'success' as const }
    },
  )
}
