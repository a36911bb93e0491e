import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { clientOnly, currentUser } from '../accounts/authenticate.js'
import type { AppContext } from '../context.js'
import { notFound } from '../http/api-error.js'
import { bearerAuth, responses } from '../http/schemas.js'
import { translate } from '../i18n/messages.js'
import { changeRequestStatus } from './request-status.js'
import { REQUEST_STATUS, type RequestModel, requestStatusName } from './requests.js'
import { type RequestRow, requestsRepository } from './requests.repository.js'
import { CancelAnswer, CancelBody, HISTORY_PER_PAGE, HistoryPage, PageParams } from './schemas.js'

/** The client's request history and cancelling a pending request. */
export const historyRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  const requests = requestsRepository(db)

  app.get(
    '/api/history/:page',
    {
      onRequest: clientOnly(db),
      config: { notFound: 'page_not_found' },
      schema: {
        tags: ['cabinet'],
        summary: `The client's online applications and loading/unloading permissions, newest first, ${HISTORY_PER_PAGE} a page`,
        security: bearerAuth,
        params: PageParams,
        response: responses(HistoryPage, { auth: 'client', notFound: true }),
      },
    },
    async (request) => {
      const scope = { ownerId: currentUser(request).id }
      const [rows, total] = await Promise.all([
        requests.page(scope, request.params.page, HISTORY_PER_PAGE),
        requests.count(scope),
      ])
      return { payload: rows.map(historyItem), history_length: total }
    },
  )

  app.post(
    '/api/history-cancel',
    {
      onRequest: clientOnly(db),
      schema: {
        tags: ['cabinet'],
        summary: 'Cancel one of the client’s own requests while it is pending',
        description:
          'A request that is no longer pending answers `status: failure` with a `message` naming its status; another client’s request, or none, is a 404.',
        security: bearerAuth,
        body: CancelBody,
        response: responses(CancelAnswer, { auth: 'client', validation: true, notFound: true }),
      },
    },
    async (request) => {
      const user = currentUser(request)
      const move = await changeRequestStatus(db, {
        ref: { modelId: request.body.model_id as RequestModel, itemId: request.body.item_id },
        ownerId: user.id,
        from: REQUEST_STATUS.pending,
        to: REQUEST_STATUS.canceled,
        actor: { id: user.id, role: 'client' },
      })
      if (move.outcome === 'missing') throw notFound('request_not_found')
      if (move.outcome === 'refused') {
        return {
          status: 'failure' as const,
          message: translate(request.lang, 'request_cancel_not_pending', {
            status: requestStatusName(request.lang, move.status),
          }),
        }
      }
      return { status: 'success' as const }
    },
  )
}

/** A row as the earlier client reads it: each model with its own field names. */
function historyItem(row: RequestRow) {
  const common = { id: row.id, status: row.status, created_at: row.created_at.toISOString() }
  if (row.model_id === 1) {
    return {
      ...common,
      model_id: 1 as const,
      permission_number: row.number,
      cmr_number: row.cmr,
      woditel_fio: null,
    }
  }
  return {
    ...common,
    model_id: row.model_id,
    razresheniye_no: row.number,
    cmr_no: row.cmr,
    woditel_fio: row.woditel_fio ?? '',
  }
}
