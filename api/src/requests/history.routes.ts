import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import type { RequestStatus } from '../db/schema.js'
import { notFound } from '../http/api-error.js'
import { bearerAuth, responses } from '../http/schemas.js'
import { translate } from '../i18n/messages.js'
import { clientOnly, currentCompany, currentMember } from '../sessions/authenticate.js'
import {
  CancelAnswer,
  CancelBody,
  HISTORY_PER_PAGE,
  HistoryItem,
  HistoryPage,
  HistoryQuery,
  PageParams,
  RequestRefParams,
} from './history.schemas.js'
import {
  type CargoPermissionDetails,
  requestDetailsRepository,
} from './request-details.repository.js'
import { REQUEST_STATUS, type RequestModel, requestStatusName } from './request-kinds.js'
import { changeRequestStatus } from './request-status.js'
import { type RequestRow, requestsRepository } from './requests.repository.js'

/** The client's request history and cancelling a pending request. */
export const historyRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'db'>> = async (
  app,
  { db },
) => {
  const requests = requestsRepository(db)
  const details = requestDetailsRepository(db)

  /** The rows as the history lists them, each permission with what was filed (one query). */
  async function historyItems(rows: RequestRow[]) {
    const ids = rows.filter((row) => row.model_id !== 1).map((row) => row.id)
    const filed = new Map((await details.cargoPermissions(ids)).map((row) => [row.id, row]))
    return rows.map((row) => historyItem(row, filed.get(row.id)))
  }

  app.get(
    '/api/history/:page',
    {
      onRequest: clientOnly(db),
      config: { notFound: 'page_not_found' },
      schema: {
        tags: ['cabinet'],
        summary: `The client's online applications and loading/unloading permissions, newest first, ${HISTORY_PER_PAGE} a page`,
        description:
          'Narrowed by status, kind, filing days and a search text when they are given; `history_length` counts what the filter leaves. A bad date or an unknown status or kind is a 422 naming the parameter.',
        security: bearerAuth,
        params: PageParams,
        querystring: HistoryQuery,
        response: responses(HistoryPage, { auth: 'client', validation: true, notFound: true }),
      },
    },
    async (request) => {
      const { status, model_id, filed_from, filed_to, q } = request.query
      const scope = {
        ownerId: currentCompany(request),
        status: status as RequestStatus | undefined,
        modelId: model_id as RequestModel | undefined,
        filter: { filed_from, filed_to },
        search: q,
      }
      const [rows, total] = await Promise.all([
        requests.page(scope, request.params.page, HISTORY_PER_PAGE),
        requests.count(scope),
      ])
      return { payload: await historyItems(rows), history_length: total }
    },
  )

  app.get(
    '/api/history-item/:model_id/:item_id',
    {
      onRequest: clientOnly(db),
      config: { notFound: 'request_not_found' },
      schema: {
        tags: ['cabinet'],
        summary: 'One of the client’s own requests, as the history lists it',
        description:
          'What a confirmation page shows after a filing, and what a reload of it reads again. Another client’s request, or none, is a 404.',
        security: bearerAuth,
        params: RequestRefParams,
        response: responses(HistoryItem, { auth: 'client', validation: true, notFound: true }),
      },
    },
    async (request) => {
      const ref = {
        modelId: request.params.model_id as RequestModel,
        itemId: request.params.item_id,
      }
      const row = await requests.one({ ownerId: currentCompany(request) }, ref)
      if (!row) throw notFound('request_not_found')
      const [item] = await historyItems([row])
      return item
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
          'A request that is no longer pending answers `status: failure` with a `message` naming its status; another client’s request, or none, is a 404. Either answer carries the request as the history lists it (`item`), with its status now.',
        security: bearerAuth,
        body: CancelBody,
        response: responses(CancelAnswer, { auth: 'client', validation: true, notFound: true }),
      },
    },
    async (request) => {
      const owner = currentCompany(request)
      const member = currentMember(request)
      const ref = { modelId: request.body.model_id as RequestModel, itemId: request.body.item_id }
      const move = await changeRequestStatus(db, {
        ref,
        ownerId: owner,
        from: REQUEST_STATUS.pending,
        to: REQUEST_STATUS.canceled,
        actor: { id: member, role: 'client' },
      })
      if (move.outcome === 'missing') throw notFound('request_not_found')
      const row = await requests.one({ ownerId: owner }, ref)
      const item = row ? { item: (await historyItems([row]))[0] } : {}
      if (move.outcome === 'refused') {
        return {
          status: 'failure' as const,
          message: translate(request.lang, 'request_cancel_not_pending', {
            status: requestStatusName(request.lang, move.status),
          }),
          ...item,
        }
      }
      return { status: 'success' as const, ...item }
    },
  )
}

/**
 * A row as the earlier client reads it: each model with its own field names. A permission carries
 * everything that was filed (the record of spec §3), so a front end can offer to file it again.
 */
function historyItem(row: RequestRow, filed: CargoPermissionDetails | undefined) {
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
    valid_until: row.valid_until ?? '',
    gos_prinad: filed?.gos_prinad ?? '',
    marka: filed?.marka ?? '',
    gos_nomer: filed?.gos_nomer ?? '',
    punkt_pog: filed?.punkt_pog ?? '',
    punkt_wyg: filed?.punkt_wyg ?? '',
    marshrut: filed?.marshrut ?? '',
    gruz: filed?.gruz ?? '',
    prinad: filed?.prinad ?? '',
    zayawitel: filed?.zayawitel ?? '',
    mesto_wydachi: filed?.mesto_wydachi ?? '',
  }
}
