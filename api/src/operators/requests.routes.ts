import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { currentUser, operatorOnly as operatorOnlyHooks } from '../accounts/authenticate.js'
import type { AppContext } from '../context.js'
import type { RequestStatus } from '../db/schema.js'
import {
  AnswerBody,
  OPERATOR_REQUESTS_PER_PAGE,
  OperatorRequestsPage,
  OperatorRequestsQuery,
  operatorRequestPage,
} from '../history/operator-requests.js'
import { changeRequestStatus } from '../history/request-status.js'
import {
  HISTORY_PATH,
  REQUEST_STATUS,
  type RequestModel,
  requestStatusName,
  requestTitle,
} from '../history/requests.js'
import { requestsRepository } from '../history/requests.repository.js'
import { PageParams } from '../history/schemas.js'
import { ApiError, notFound, ValidationFailed } from '../http/api-error.js'
import { bearerAuth, MessageBody, responses, SuccessAnswer } from '../http/schemas.js'
import { sendStatusNotice } from '../mail/status-notice.js'

const ANSWERS: RequestStatus[] = [REQUEST_STATUS.accepted, REQUEST_STATUS.declined]

/** Requests (online applications, loading and unloading permissions) as operators see and answer them. */
export const operatorRequestRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  context,
) => {
  const { db, config, mailer } = context
  const operatorOnly = operatorOnlyHooks(db)

  app.get(
    '/api/operator/requests/:page',
    {
      onRequest: operatorOnly,
      config: { notFound: 'page_not_found' },
      schema: {
        tags: ['operators'],
        summary: `Every client's requests, newest first, ${OPERATOR_REQUESTS_PER_PAGE} a page`,
        description:
          'Online applications (model 1) with their attachments (download each from its `url` with the operator’s token), loading (2) and unloading (3) permissions, each with its owner. `?status=0` lists the pending ones. Operators only: a client gets 403.',
        security: bearerAuth,
        params: PageParams,
        querystring: OperatorRequestsQuery,
        response: {
          ...responses(OperatorRequestsPage, { auth: true, notFound: true, validation: true }),
          403: MessageBody,
        },
      },
    },
    async (request) => {
      const status = request.query.status as RequestStatus | undefined
      return operatorRequestPage(db, { status }, request.params.page, config.publicUrl)
    },
  )

  app.post(
    '/api/operator/requests/status',
    {
      onRequest: operatorOnly,
      schema: {
        tags: ['operators'],
        summary: 'Accept (1) or decline (2) a pending request; the client is e-mailed',
        description:
          'Only a pending request (status 0) can be answered; any other status, or any other target status, is a 422 on `status`. Operators only: a client gets 403.',
        security: bearerAuth,
        body: AnswerBody,
        response: {
          ...responses(SuccessAnswer, { auth: true, validation: true, notFound: true }),
          403: MessageBody,
        },
      },
    },
    async (request) => {
      const { lang } = request
      const body = request.body
      const to = body.status as RequestStatus
      if (!ANSWERS.includes(to)) throw ValidationFailed.field('status', 'request_answer_status')
      const model = body.model_id as RequestModel
      const reason = body.reason?.trim() || null
      const ref = { modelId: model, itemId: body.item_id }
      const operatorId = currentUser(request).id
      // An account that filed the request cannot be the one that answers it.
      if ((await requestsRepository(db).ownerOf(ref)) === operatorId) {
        throw new ApiError(403, 'own_request')
      }
      const move = await changeRequestStatus(db, {
        ref,
        from: REQUEST_STATUS.pending,
        to,
        actor: { id: operatorId, role: 'operator' },
        reason,
      })
      if (move.outcome === 'missing') throw notFound('request_not_found')
      if (move.outcome === 'refused') {
        throw ValidationFailed.field('status', 'request_answer_not_pending', {
          status: requestStatusName(lang, move.status),
        })
      }
      await sendStatusNotice(
        { db, mailer, config, logger: request.log },
        {
          userId: move.ownerId,
          subjectTitle: (letterLang) => requestTitle(letterLang, model, move.number),
          statusName: (letterLang) => requestStatusName(letterLang, to),
          reason,
          path: HISTORY_PATH,
        },
      )
      return { status: 'success' as const }
    },
  )
}
