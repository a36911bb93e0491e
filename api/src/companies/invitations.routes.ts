import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { RATE_RULES } from '../http/rate-limit.js'
import { bearerAuth, responses } from '../http/schemas.js'
import { authenticate, currentUser } from '../sessions/authenticate.js'
import { sessionCookies } from '../sessions/cookie-session.js'
import { companyInvitations } from './invitations.js'
import {
  ChooseCompanyAnswer,
  InvitationCheckAnswer,
  InvitationRegisterAnswer,
  InvitationRegisterBody,
  InvitationTokenBody,
} from './schemas.js'

const TAGS = ['company']

/** The invited person's side of an invitation: check the link, accept it, or sign up with it. */
export const invitationRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'db' | 'mailer' | 'passwords' | 'config' | 'limiter'>
> = async (app, context) => {
  const { db, limiter } = context
  const invitations = companyInvitations(context)
  const cookies = sessionCookies(context.config.publicUrl.startsWith('https:'))
  // Guessing links is limited as guessing password-reset links is.
  const guarded = async <T>(ip: string, run: () => Promise<T>) => {
    await limiter.consume(RATE_RULES.resetLinkFailuresPerIp, ip)
    const answer = await run()
    await limiter.refund(RATE_RULES.resetLinkFailuresPerIp, ip)
    return answer
  }

  app.post(
    '/api/company-invitation/check',
    {
      schema: {
        tags: TAGS,
        summary:
          'What a live invitation link invites to, and whether its address has an account; 422 on `token` when unknown, used, revoked or expired',
        body: InvitationTokenBody,
        response: responses(InvitationCheckAnswer, { validation: true, rateLimited: true }),
      },
    },
    async (request) =>
      guarded(request.ip, async () => {
        const invitation = await invitations.check(request.body.token)
        return {
          status: 'success' as const,
          company_name: invitation.company_name,
          email: invitation.email,
          role: invitation.role,
          account_exists: invitation.accountExists,
          lang: invitation.lang,
        }
      }),
  )

  app.post(
    '/api/company-invitation/accept',
    {
      onRequest: authenticate(db),
      schema: {
        tags: TAGS,
        summary:
          'The signed-in person, whose e-mail was invited, joins the company; the session works for it from now on',
        security: bearerAuth,
        body: InvitationTokenBody,
        response: responses(ChooseCompanyAnswer, {
          auth: true,
          validation: true,
          rateLimited: true,
        }),
      },
    },
    async (request) =>
      guarded(request.ip, async () => {
        const invitation = await invitations.accept(request.body.token, currentUser(request))
        return {
          status: 'success' as const,
          company: {
            id: invitation.company_id,
            name: invitation.company_name,
            role: invitation.role,
          },
        }
      }),
  )

  app.post(
    '/api/company-invitation/register',
    {
      schema: {
        tags: TAGS,
        summary:
          'A person without an account accepts: an account for the invited e-mail, a member of the company, signed in',
        body: InvitationRegisterBody,
        response: responses(InvitationRegisterAnswer, { validation: true, rateLimited: true }),
      },
    },
    async (request, reply) =>
      guarded(request.ip, async () => {
        const session = await invitations.register({ ...request.body, lang: request.lang })
        cookies.start(reply, session.token)
        return { status: 'success' as const, token: session.token, currentUserName: session.name }
      }),
  )
}
