import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import type { PermitStatus } from '../db/schema.js'
import { notFound } from '../http/api-error.js'
import { bearerAuth, IdParams, MessageBody, responses, Status } from '../http/schemas.js'
import { sendStatusNotice } from '../mail/status-notice.js'
import { paymentProvider } from '../payments/payments.shared.js'
import {
  PERMIT_HISTORY_PATH,
  PERMIT_STATUS,
  permitStatusName,
  permitTitle,
} from '../permits/permits.shared.js'
import { receiptFile } from '../receipts/receipts.shared.js'
import { currentUser, operatorOnly as operatorOnlyHooks } from '../sessions/authenticate.js'
import { refuseClaimOutcome } from './claims.js'
import { claimsRepository } from './claims.repository.js'
import { movePermit } from './move-permit.js'
import { type OperatorPermitRow, operatorPermitsRepository } from './permits.repository.js'
import {
  OPERATOR_PERMITS_PER_PAGE,
  OperatorPermitDetails,
  OperatorPermitPage,
  OperatorPermitQuery,
  operatorPermit,
  PermitMoveBody,
  PermitRefundBody,
} from './permits.schemas.js'
import { refundPermit } from './refund-permit.js'
import { reviewTimeline } from './review-timeline.js'

const forbiddenAnswer = { 403: MessageBody }
const ALL_STATUSES: PermitStatus[] = [1, 2, 3, 4, 5, 6]
/** An action's answer: the e-permit as the action left it, its timeline included. */
const ActionAnswer = Type.Object({ status: Status('success'), permit: OperatorPermitDetails })

/** E-permits as operators see and move them. */
export const operatorPermitRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db' | 'fileStore' | 'mailQueue' | 'signer' | 'signingKey'>
> = async (app, context) => {
  const { db, mailQueue, config, signingKey } = context
  const permits = operatorPermitsRepository(db)
  const claims = claimsRepository(db)
  const operatorOnly = operatorOnlyHooks(db)
  const presenter = (request: FastifyRequest) => {
    const { lang } = request
    const operatorId = currentUser(request).id
    return (row: OperatorPermitRow) =>
      operatorPermit(row, lang, permitStatusName(lang, row.status), operatorId)
  }

  app.get(
    '/api/operator/permits',
    {
      onRequest: operatorOnly,
      schema: {
        tags: ['operators'],
        summary: `All e-permits, ${OPERATOR_PERMITS_PER_PAGE} a page, with counts per status; ?order=oldest for the queue; filters by status, country, permit type, filing days and haulier`,
        security: bearerAuth,
        querystring: OperatorPermitQuery,
        response: {
          ...responses(OperatorPermitPage, { auth: true, validation: true }),
          ...forbiddenAnswer,
        },
      },
    },
    async (request) => {
      const { page = 1, order, ...scope } = request.query
      const [counts, rows] = await Promise.all([
        permits.countsByStatus(scope),
        permits.page({
          ...scope,
          order,
          offset: (page - 1) * OPERATOR_PERMITS_PER_PAGE,
          limit: OPERATOR_PERMITS_PER_PAGE,
        }),
      ])
      const present = presenter(request)
      const total =
        scope.status === undefined
          ? [...counts.values()].reduce((sum, count) => sum + count, 0)
          : (counts.get(scope.status) ?? 0)
      return {
        permits: rows.map(present),
        total,
        page,
        per_page: OPERATOR_PERMITS_PER_PAGE,
        counts: ALL_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      }
    },
  )

  app.get(
    '/api/operator/permits/:id',
    {
      onRequest: operatorOnly,
      config: { notFound: 'permit_not_found' },
      schema: {
        tags: ['operators'],
        summary: 'One e-permit with its claim, the actions open to the caller and its timeline',
        security: bearerAuth,
        params: IdParams,
        response: {
          ...responses(OperatorPermitDetails, { auth: true, validation: true, notFound: true }),
          ...forbiddenAnswer,
        },
      },
    },
    (request) => permitNow(request, request.params.id),
  )

  /**
   * The e-permit as an action left it, with its timeline (the action's own entry included), so
   * the caller shows the change without asking for the e-permit again.
   */
  async function permitNow(request: FastifyRequest, id: number) {
    const [row, timeline] = await Promise.all([permits.one(id), reviewTimeline(db, 'permit', id)])
    if (!row) throw notFound('permit_not_found')
    return { ...presenter(request)(row), timeline }
  }

  for (const step of ['claim', 'release'] as const) {
    app.post(
      `/api/operator/permits/:id/${step}`,
      {
        onRequest: operatorOnly,
        config: { notFound: 'permit_not_found' },
        schema: {
          tags: ['operators'],
          summary:
            step === 'claim'
              ? 'Claim an e-permit before acting on it: 422 on `claimed_by` when another operator holds it'
              : 'Give up one’s claim on an e-permit: 422 on `claim` when the caller holds none',
          security: bearerAuth,
          params: IdParams,
          response: {
            ...responses(ActionAnswer, {
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
        const subject = { table: 'permits', id: request.params.id } as const
        const outcome =
          step === 'claim'
            ? await claims.claim(subject, operator.id)
            : await claims.release(subject, operator.id)
        refuseClaimOutcome(outcome, 'permit_not_found', (status) =>
          permitStatusName(request.lang, status as PermitStatus),
        )
        return { status: 'success' as const, permit: await permitNow(request, request.params.id) }
      },
    )
  }

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
          ...responses(ActionAnswer, {
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
      const moved = await movePermit(
        db,
        { id: operator.id, lang },
        request.params.id,
        request.body,
        signingKey,
      )
      // The issued e-permit travels with the letter that says so, in the owner's language.
      const issued = moved.to === PERMIT_STATUS.successful
      await sendStatusNotice(
        { db, mailQueue, config, logger: request.log },
        {
          userId: moved.userId,
          filedBy: moved.filedBy,
          subjectTitle: (to) => permitTitle(to, moved.id),
          statusName: (to) => permitStatusName(to, moved.to),
          reason: moved.reason,
          amount: moved.to === PERMIT_STATUS.toPay ? moved.price : null,
          path: PERMIT_HISTORY_PATH,
          ...(issued ? { issuedPermitId: moved.id } : {}),
        },
      )
      return { status: 'success' as const, permit: await permitNow(request, moved.id) }
    },
  )

  const provider = paymentProvider(context)
  app.post(
    '/api/operator/permits/:id/refund',
    {
      onRequest: operatorOnly,
      config: { notFound: 'permit_not_found' },
      schema: {
        tags: ['operators'],
        summary:
          'Revoke a paid e-permit not yet issued (4→6) with a reason: its payment is refunded and a credit note issued',
        security: bearerAuth,
        params: IdParams,
        body: PermitRefundBody,
        response: {
          ...responses(ActionAnswer, { auth: true, validation: true, notFound: true }),
          ...forbiddenAnswer,
          503: MessageBody,
        },
      },
    },
    async (request) => {
      const operator = currentUser(request)
      const refunded = await refundPermit(
        db,
        provider,
        { id: operator.id, lang: request.lang },
        request.params.id,
        request.body.reason,
      )
      // The credit note's PDF now; its letter (in the outbox already) makes it should this fail.
      await receiptFile({ db, fileStore: context.fileStore }, refunded.creditNote.id).catch(
        (error: unknown) => request.log.error({ err: error }, 'credit note PDF not made'),
      )
      mailQueue.wake()
      await sendStatusNotice(
        { db, mailQueue, config, logger: request.log },
        {
          userId: refunded.userId,
          filedBy: refunded.filedBy,
          subjectTitle: (lang) => permitTitle(lang, refunded.id),
          statusName: (lang) => permitStatusName(lang, PERMIT_STATUS.rejected),
          reason: refunded.reason,
          path: PERMIT_HISTORY_PATH,
        },
      )
      return { status: 'success' as const, permit: await permitNow(request, refunded.id) }
    },
  )
}
