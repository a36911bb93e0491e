import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyBaseLogger } from 'fastify'
import { clientProfiles } from '../clients/clients.shared.js'
import type { AppContext } from '../context.js'
import { ApiError, notFound, ValidationFailed } from '../http/api-error.js'
import { bearerAuth, isSet, MessageBody, responses } from '../http/schemas.js'
import { recipientsRepository } from '../mail/recipients.repository.js'
import { depositSetLetter } from '../mail/templates.js'
import { currentUser, operatorOnly as operatorOnlyHooks } from '../sessions/authenticate.js'
import { OperatorDepositAnswer, OperatorDepositBody } from './deposit.schemas.js'

/** An amount in manat with at most two decimals, as numeric(14, 2) keeps it without rounding. */
const hasCents = (amount: number) => /^\d+(\.\d{1,2})?$/.test(String(amount))

/** Operators open or set a client's deposit. */
export const operatorDepositRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'db' | 'mailQueue' | 'config'>
> = async (app, { db, mailQueue, config }) => {
  const profiles = clientProfiles(db)
  const recipients = recipientsRepository(db)

  /**
   * The client is told by e-mail, in their language, what their deposit now is. Queued after the
   * change (the outbox's generic letter job); a letter that cannot be queued is logged only.
   */
  async function tellClient(
    log: FastifyBaseLogger,
    userId: number,
    isLegal: boolean,
    balance: number,
  ) {
    try {
      const user = await recipients.find(userId)
      if (!user) return
      const tab = isLegal ? 'legalData' : 'individualDataTab'
      const letter = depositSetLetter(user.lang, {
        balance,
        isLegal,
        link: `${config.webPublicUrl}/online-application/${tab}`,
      })
      await mailQueue.add('status-notice', { to: user.email, lang: user.lang, ...letter })
    } catch (error) {
      log.error({ err: error, userId }, 'deposit letter not queued')
    }
  }

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
      if (!hasCents(balance)) throw ValidationFailed.field('balance', 'balance_decimals')
      const saved = await profiles.setBalance({ userId, isLegal }, balance)
      if (!saved) throw notFound('client_profile_not_found')
      request.log.info(
        { operatorId: operator.id, userId, isLegal, balance: saved.balance },
        'deposit set',
      )
      await tellClient(request.log, userId, isLegal, saved.balance)
      return { status: 'success' as const, balance: saved.balance }
    },
  )
}
