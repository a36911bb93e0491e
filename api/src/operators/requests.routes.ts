import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import type { RequestStatus } from '../db/schema.js'
import { ApiError, notFound, ValidationFailed } from '../http/api-error.js'
import { bearerAuth, MessageBody, responses, Status } from '../http/schemas.js'
import { sendStatusNotice } from '../mail/status-notice.js'
import {
  changeRequestStatus,
  HISTORY_PATH,
  PageParams,
  REQUEST_MODEL,
  REQUEST_STATUS,
  type RequestModel,
  RequestRefBody,
  requestStatusName,
  requestsForOperators,
  requestTitle,
  subjectOf,
} from '../requests/requests.shared.js'
import { currentUser, operatorOnly as operatorOnlyHooks } from '../sessions/authenticate.js'
import { refuseClaimOutcome, refuseOthersClaim } from './claims.js'
import { type ClaimSubject, claimsRepository } from './claims.repository.js'
import {
  AnswerBody,
  OPERATOR_REQUESTS_PER_PAGE,
  OperatorRequest,
  OperatorRequestDetails,
  OperatorRequestsPage,
  OperatorRequestsQuery,
  operatorRequestPage,
  presentRequests,
  RequestParams,
} from './operator-requests.js'
import { ReviewTimeline, reviewTimeline } from './review-timeline.js'

const ANSWERS: RequestStatus[] = [REQUEST_STATUS.accepted, REQUEST_STATUS.declined]

/** Requests (online applications, loading and unloading permissions) as operators see and answer them. */
export const operatorRequestRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db' | 'mailQueue'>
> = async (app, context) => {
  const { db, config, mailQueue } = context
  const operatorOnly = operatorOnlyHooks(db)
  const claims = claimsRepository(db)

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
      const { status, model_id, order, ...filter } = request.query
      return operatorRequestPage(
        db,
        {
          status: status as RequestStatus | undefined,
          modelId: model_id as RequestModel | undefined,
          order,
          filter,
        },
        request.params.page,
        config.publicUrl,
        currentUser(request).id,
      )
    },
  )

  app.get(
    '/api/operator/requests/:model/:id',
    {
      onRequest: operatorOnly,
      config: { notFound: 'request_not_found' },
      schema: {
        tags: ['operators'],
        summary: 'One request with its claim, the actions open to the caller and its timeline',
        security: bearerAuth,
        params: RequestParams,
        response: {
          ...responses(OperatorRequestDetails, { auth: true, notFound: true, validation: true }),
          403: MessageBody,
        },
      },
    },
    async (request) => {
      const now = await requestNow(
        request.params.model as RequestModel,
        request.params.id,
        currentUser(request).id,
      )
      if (!now) throw notFound('request_not_found')
      return now
    },
  )

  /**
   * The request as it stands, as `operatorId` sees it, with its timeline: what the page shows
   * and what an action answers, so that its caller shows the change without asking again.
   */
  async function requestNow(model: RequestModel, id: number, operatorId: number) {
    const [[item], timeline] = await Promise.all([
      presentRequests(db, [{ id, model_id: model }], config.publicUrl, operatorId),
      reviewTimeline(db, subjectOf(model), id),
    ])
    return item ? { item, timeline } : undefined
  }

  for (const step of ['claim', 'release'] as const) {
    app.post(
      `/api/operator/requests/${step}`,
      {
        onRequest: operatorOnly,
        config: { notFound: 'request_not_found' },
        schema: {
          tags: ['operators'],
          summary:
            step === 'claim'
              ? 'Claim a pending request before answering it: 422 on `claimed_by` when another operator holds it'
              : 'Give up one’s claim on a request: 422 on `claim` when the caller holds none',
          description:
            'Answers the request as the step left it (`item`) with its timeline (`timeline`).',
          security: bearerAuth,
          body: Type.Object(RequestRefBody),
          response: {
            ...responses(
              Type.Object({
                status: Status('success'),
                item: OperatorRequest,
                timeline: ReviewTimeline,
              }),
              {
                auth: true,
                validation: true,
                notFound: true,
              },
            ),
            403: MessageBody,
          },
        },
      },
      async (request) => {
        const operatorId = currentUser(request).id
        const model = request.body.model_id as RequestModel
        const subject = claimSubjectOf(model, request.body.item_id)
        const outcome =
          step === 'claim'
            ? await claims.claim(subject, operatorId)
            : await claims.release(subject, operatorId)
        refuseClaimOutcome(outcome, 'request_not_found', (status) =>
          requestStatusName(request.lang, status as RequestStatus),
        )
        const now = await requestNow(model, request.body.item_id, operatorId)
        if (!now) throw notFound('request_not_found')
        return { status: 'success' as const, ...now }
      },
    )
  }

  app.post(
    '/api/operator/requests/status',
    {
      onRequest: operatorOnly,
      schema: {
        tags: ['operators'],
        summary: 'Accept (1) or decline (2) a pending request; the client is e-mailed',
        description:
          'Only a pending request (status 0) can be answered, by the operator holding its claim (`/api/operator/requests/claim`): 422 on `claim` when nobody holds it, on `claimed_by` when another operator does. Any other status, or any other target status, is a 422 on `status`. Answers the request as it stands now (`item`) with its timeline, the answer’s own entry included (`timeline`). Operators only: a client gets 403.',
        security: bearerAuth,
        body: AnswerBody,
        response: {
          ...responses(
            Type.Object({
              status: Status('success'),
              item: Type.Optional(OperatorRequest),
              timeline: Type.Optional(ReviewTimeline),
            }),
            { auth: true, validation: true, notFound: true },
          ),
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
      if ((await requestsForOperators(db).ownerOf(ref)) === operatorId) {
        throw new ApiError(403, 'own_request')
      }
      const move = await changeRequestStatus(db, {
        ref,
        from: REQUEST_STATUS.pending,
        to,
        actor: { id: operatorId, role: 'operator' },
        reason,
        claimedBy: operatorId,
      })
      if (move.outcome === 'missing') throw notFound('request_not_found')
      if (move.outcome === 'unclaimed') {
        await refuseOthersClaim(db, claimSubjectOf(model, body.item_id), move.claimedBy, operatorId)
      }
      if (move.outcome === 'refused') {
        throw ValidationFailed.field('status', 'request_answer_not_pending', {
          status: requestStatusName(lang, move.status),
        })
      }
      if (move.outcome !== 'changed') throw new Error(`unexpected move outcome ${move.outcome}`)
      await sendStatusNotice(
        { db, mailQueue, config, logger: request.log },
        {
          userId: move.ownerId,
          filedBy: move.filedBy,
          subjectTitle: (letterLang) => requestTitle(letterLang, model, move.number),
          statusName: (letterLang) => requestStatusName(letterLang, to),
          // A comment on an acceptance is a note; on a refusal, its reason.
          ...(to === REQUEST_STATUS.accepted ? { note: reason } : { reason }),
          path: HISTORY_PATH,
        },
      )
      const now = await requestNow(model, body.item_id, operatorId)
      return { status: 'success' as const, ...now }
    },
  )
}

/** The row a claim on a request lives in. */
function claimSubjectOf(model: RequestModel, id: number): ClaimSubject {
  return model === REQUEST_MODEL.onlineApplication
    ? { table: 'online_applications', id }
    : { table: 'cargo_permissions', id, kind: model }
}
