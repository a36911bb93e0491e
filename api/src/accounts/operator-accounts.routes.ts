import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { notFound, ValidationFailed } from '../http/api-error.js'
import { RATE_RULES } from '../http/rate-limit.js'
import {
  bearerAuth,
  Email,
  IdParams,
  MessageBody,
  Password,
  RequiredText,
  responses,
  Status,
} from '../http/schemas.js'
import { currentUser, operatorOnly } from '../sessions/authenticate.js'
import { sessionCookies } from '../sessions/cookie-session.js'
import type { OperatorAccountRow } from './operator-accounts.repository.js'
import { operatorAccountsRepository } from './operator-accounts.repository.js'
import { operatorInvitations } from './operator-invitations.js'
import { profileOf } from './profile.routes.js'
import { Profile } from './schemas.js'
import { usersRepository } from './users.repository.js'

const LangValue = Type.Union([Type.Literal('tm'), Type.Literal('ru'), Type.Literal('en')])

const OperatorAccount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  status: Type.Union([
    Type.Literal('invited'),
    Type.Literal('active'),
    Type.Literal('deactivated'),
  ]),
  lang: LangValue,
  created_at: Type.String({ format: 'date-time' }),
})
const OperatorAnswer = Type.Object({ status: Status('success'), operator: OperatorAccount })
const TokenBody = Type.Object({ token: RequiredText(200) })

const present = (row: OperatorAccountRow) => ({ ...row, created_at: row.created_at.toISOString() })

/**
 * Operators' accounts (ADR 0064): the list, invitations by e-mail, deactivation. The invitation's
 * two public steps (check the link, set the password) need no session: the token is the secret.
 */
export const operatorAccountRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db' | 'limiter' | 'mailQueue' | 'mailer' | 'passwords'>
> = async (app, context) => {
  const { db, limiter } = context
  const accounts = operatorAccountsRepository(db)
  const invitations = operatorInvitations(context)
  const cookies = sessionCookies(context.config.publicUrl.startsWith('https:'))
  const forbidden = { 403: MessageBody }

  app.get(
    '/api/operator/operators',
    {
      onRequest: operatorOnly(db),
      schema: {
        tags: ['operators'],
        summary: 'Every operator account, invited and deactivated ones included, by name',
        security: bearerAuth,
        response: {
          ...responses(Type.Object({ operators: Type.Array(OperatorAccount) }), { auth: true }),
          ...forbidden,
        },
      },
    },
    async () => ({ operators: (await accounts.list()).map(present) }),
  )

  app.post(
    '/api/operator/operators/invite',
    {
      onRequest: operatorOnly(db),
      schema: {
        tags: ['operators'],
        summary:
          'Invite a person to become an operator: the account is made (invited) and a link to set its password is e-mailed in `lang`',
        security: bearerAuth,
        body: Type.Object({ email: Email, name: RequiredText(255), lang: LangValue }),
        response: {
          ...responses(OperatorAnswer, { auth: true, validation: true }),
          ...forbidden,
        },
      },
    },
    async (request) => {
      const operator = await invitations.invite(currentUser(request).id, request.body)
      return { status: 'success' as const, operator: present(operator) }
    },
  )

  for (const step of ['deactivate', 'reactivate'] as const) {
    app.post(
      `/api/operator/operators/:id/${step}`,
      {
        onRequest: operatorOnly(db),
        config: { notFound: 'operator_not_found' },
        schema: {
          tags: ['operators'],
          summary:
            step === 'deactivate'
              ? 'Deactivate another operator: its sessions end at once, it cannot log in (422 on `status` for oneself)'
              : 'Let a deactivated operator log in again',
          security: bearerAuth,
          params: IdParams,
          response: {
            ...responses(OperatorAnswer, { auth: true, validation: true, notFound: true }),
            ...forbidden,
          },
        },
      },
      async (request) => {
        const { id } = request.params
        if (step === 'deactivate' && id === currentUser(request).id) {
          throw ValidationFailed.field('status', 'operator_self_deactivation')
        }
        const current = await accounts.one(id)
        if (!current) throw notFound('operator_not_found')
        const changed =
          step === 'deactivate'
            ? current.status === 'deactivated'
              ? current
              : await accounts.setStatus(id, current.status, 'deactivated')
            : current.status === 'deactivated'
              ? await accounts.setStatus(id, 'deactivated', 'active')
              : current
        if (!changed) throw ValidationFailed.field('status', 'operator_account_inactive')
        return { status: 'success' as const, operator: present(changed) }
      },
    )
  }

  app.post(
    '/api/operator-invitation/check',
    {
      schema: {
        tags: ['session'],
        summary: 'Whether an invitation link is live: the invited e-mail and name, or 404',
        body: TokenBody,
        response: responses(
          Type.Object({
            email: Type.String(),
            name: Type.String(),
            expires_at: Type.String({ format: 'date-time' }),
            lang: Type.Union([Type.Literal('tm'), Type.Literal('ru'), Type.Literal('en')], {
              description: "The invitation letter's language, the page's to open in",
            }),
          }),
          { validation: true, notFound: true, rateLimited: true },
        ),
      },
    },
    async (request) => {
      await limiter.consume(RATE_RULES.resetLinkFailuresPerIp, request.ip)
      const invitation = await invitations.check(request.body.token)
      if (!invitation) throw notFound('operator_invitation_invalid')
      await limiter.refund(RATE_RULES.resetLinkFailuresPerIp, request.ip)
      return {
        email: invitation.email,
        name: invitation.name,
        expires_at: invitation.expires_at.toISOString(),
        lang: invitation.lang,
      }
    },
  )

  app.post(
    '/api/operator-invitation/accept',
    {
      schema: {
        tags: ['session'],
        summary:
          'Accept an invitation: set the password, activate the account and log it in (a bearer token and the session cookie); 422 on `token` when the link is unknown, used or expired',
        body: Type.Object({ token: RequiredText(200), password: Password }),
        response: responses(
          Type.Object({
            status: Status('success'),
            token: Type.String(),
            currentUserName: Type.String(),
            account: Profile,
          }),
          { validation: true, rateLimited: true },
        ),
      },
    },
    async (request, reply) => {
      await limiter.consume(RATE_RULES.resetLinkFailuresPerIp, request.ip)
      const session = await invitations.accept(request.body.token, request.body.password)
      if (!session) throw ValidationFailed.field('token', 'operator_invitation_invalid')
      await limiter.refund(RATE_RULES.resetLinkFailuresPerIp, request.ip)
      cookies.start(reply, session.token)
      const user = await usersRepository(db).findById(session.userId)
      if (!user) throw notFound('operator_not_found')
      return {
        status: 'success' as const,
        token: session.token,
        currentUserName: session.name,
        account: profileOf(user, null),
      }
    },
  )
}
