import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { currentUser, operatorOnly as operatorOnlyHooks } from '../accounts/authenticate.js'
import type { AppContext } from '../context.js'
import { notFound } from '../http/api-error.js'
import { bearerAuth, IdParams, MessageBody, responses, Status } from '../http/schemas.js'
import { sendStatusNotice } from '../mail/status-notice.js'
import { movePermit } from '../permits/move-permit.js'
import { operatorPermitsRepository } from '../permits/operator.repository.js'
import {
  OPERATOR_PERMITS_PER_PAGE,
  OperatorPermit,
  OperatorPermitPage,
  OperatorPermitQuery,
  operatorPermit,
  PermitMoveBody,
} from '../permits/operator.schemas.js'
import { PERMIT_HISTORY_PATH, permitStatusName, permitTitle } from '../permits/permit-status.js'

const forbiddenAnswer = { 403: MessageBody }

/** E-permits as operators see and move them. */
export const operatorPermitRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, mailer, config },
) => {
  const permits = operatorPermitsRepository(db)
  const operatorOnly = operatorOnlyHooks(db)

  app.get(
    '/api/operator/permits',
    {
      onRequest: operatorOnly,
      schema: {
        tags: ['operators'],
        summary: `All e-permits, newest first, ${OPERATOR_PERMITS_PER_PAGE} a page; ?status= filters`,
        security: bearerAuth,
        querystring: OperatorPermitQuery,
        response: {
          ...responses(OperatorPermitPage, { auth: true, validation: true }),
          ...forbiddenAnswer,
        },
      },
    },
    async (request) => {
      const { status, page = 1 } = request.query
      const [total, rows] = await Promise.all([
        permits.count(status),
        permits.page({
          status,
          offset: (page - 1) * OPERATOR_PERMITS_PER_PAGE,
          limit: OPERATOR_PERMITS_PER_PAGE,
        }),
      ])
      const { lang } = request
      return {
        permits: rows.map((row) => operatorPermit(row, lang, permitStatusName(lang, row.status))),
        total,
        page,
        per_page: OPERATOR_PERMITS_PER_PAGE,
      }
    },
  )

  app.post(
    '/api/operator/permits/:id/status',
    {
      onRequest: operatorOnly,
      config: { notFound: 'permit_not_found' },
      schema: {
        tags: ['operators'],
        summary: 'Move an e-permit: 1→2, 2→3 (price), 4→5, 1/2/3→6 (reason); 3→4 only by a payment',
        security: bearerAuth,
        params: IdParams,
        body: PermitMoveBody,
        response: {
          ...responses(Type.Object({ status: Status('success'), permit: OperatorPermit }), {
            auth: true,
            validation: true,
            notFound: true,
          }),
          ...forbiddenAnswer,
        },
      },
    },
    async (request) => {
      const operator = currentUser(request)
      const { lang } = request
      const moved = await movePermit(db, { id: operator.id, lang }, request.params.id, request.body)
      await sendStatusNotice(
        { db, mailer, config, logger: request.log },
        {
          userId: moved.userId,
          subjectTitle: (to) => permitTitle(to, moved.id),
          statusName: (to) => permitStatusName(to, moved.to),
          reason: moved.reason,
          path: PERMIT_HISTORY_PATH,
        },
      )
      const row = await permits.one(moved.id)
      if (!row) throw notFound('permit_not_found')
      return {
        status: 'success' as const,
        permit: operatorPermit(row, lang, permitStatusName(lang, row.status)),
      }
    },
  )
}
