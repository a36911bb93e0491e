import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { clientProfiles } from '../clients/clients.shared.js'
import type { AppContext } from '../context.js'
import { ApiError, notFound } from '../http/api-error.js'
import { assertMoney } from '../http/money.js'
import { bearerAuth, isSet, MessageBody, responses } from '../http/schemas.js'
import { queueLetterTo } from '../mail/status-notice.js'
import { depositSetLetter } from '../mail/templates.js'
import { currentUser, operatorOnly as operatorOnlyHooks } from '../sessions/authenticate.js'
import { OperatorDepositAnswer, OperatorDepositBody } from './deposit.schemas.js'

/** Operators open or set a client's deposit. */
export const operatorDepositRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'db' | 'mailQueue' | 'config'>
> = async (app, { db, mailQueue, config }) => {
  const profiles = clientProfiles(db)

  app.post(
    '/api/operator/deposit',
    {
      // The role is checked before the body is read, so a client learns nothing from a 422.
      onRequest: operatorOnlyHooks(db),
      schema: {
        tags: ['operators'],
        summary: "Set the deposit (bank balance) of a client's profile of one kind",
        security: bearerAuth,
        body: OperatorDepositBody,
        response: {
          ...responses(OperatorDepositAnswer, { auth: true, validation: true, notFound: true }),
          403: MessageBody,
        },
      },
    },
    async (request) => {
      const { user_id: userId, balance } = request.body
      const operator = currentUser(request)
      if (userId === operator.id) throw new ApiError(403, 'own_request')
      const isLegal = isSet(request.body.is_legal)
      assertMoney('balance', balance)
      const saved = await profiles.setBalance({ userId, isLegal }, balance)
      if (!saved) throw notFound('client_profile_not_found')
      request.log.info(
        { operatorId: operator.id, userId, isLegal, balance: saved.balance },
        'deposit set',
      )
      // The client is told, in their language, with a link to that data in the cabinet.
      const tab = isLegal ? 'legalData' : 'individualDataTab'
      await queueLetterTo({ db, mailQueue, logger: request.log }, userId, (lang) =>
        depositSetLetter(lang, {
          balance: saved.balance,
          isLegal,
          link: `${config.webPublicUrl}/online-application/${tab}`,
        }),
      )
      return { status: 'success' as const, balance: saved.balance }
    },
  )
}
