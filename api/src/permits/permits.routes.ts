import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import Type from 'typebox'
import { statusHistory } from '../audit/status-history.repository.js'
import { shownDay } from '../calendar/days.js'
import type { AppContext } from '../context.js'
import type { PermitStatus } from '../db/schema.js'
import { IdempotencyHeaders, idempotentCreates } from '../http/idempotency.js'
import { perUserLimit, RATE_RULES } from '../http/rate-limit.js'
import { bearerAuth, responses, Status } from '../http/schemas.js'
import { nameIn } from '../i18n/localized.js'
import { receiptLetter } from '../mail/receipt-letters.js'
import { type CompanyRecipients, queueLetterToCompany } from '../mail/status-notice.js'
import { clientOnly, currentCompany, currentMember } from '../sessions/authenticate.js'
import { permitFromRequest } from './permit-request.js'
import { permitsRepository } from './permits.repository.js'
import { isToPay, PERMIT_HISTORY_PATH, permitTitle } from './permits.shared.js'
import { PERMITS_PER_PAGE, PermitList, PermitListQuery, PermitRequestBody } from './schemas.js'

/** A client's e-permit requests: sending one, and the list with the outcome of a payment. */
export const permitRequestRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'db' | 'limiter' | 'mailQueue' | 'config'>
> = async (app, { db, limiter, mailQueue, config }) => {
  const permits = permitsRepository(db)
  const createOnce = idempotentCreates(db)
  const sendReceipt = async (
    request: FastifyRequest,
    to: CompanyRecipients,
    id: number,
    permit: Awaited<ReturnType<typeof permitFromRequest>>,
  ) => {
    const country = await permits.countryNames(permit.country_id)
    await queueLetterToCompany({ db, mailQueue, logger: request.log }, to, (lang) =>
      receiptLetter(lang, {
        title: permitTitle(lang, id),
        asked: [
          ['country', country ? nameIn(country, lang) : ''],
          ['departure', shownDay(permit.departure_date)],
          ['return', shownDay(permit.return_date)],
          ['cargo', permit.type_of_cargo],
        ],
        next: 'e_permit',
        link: `${config.webPublicUrl}${PERMIT_HISTORY_PATH}`,
      }),
    )
  }
  app.addHook('onRequest', clientOnly(db))

  app.post(
    '/api/request-to-permission',
    {
      ...perUserLimit(limiter, RATE_RULES.submissionsPerUser),
      schema: {
        tags: ['e-permits'],
        summary: 'Request an e-permit; it starts as new (status 1)',
        security: bearerAuth,
        headers: IdempotencyHeaders,
        body: PermitRequestBody,
        response: responses(Type.Object({ status: Status('success'), id: Type.Integer() }), {
          auth: 'client',
          validation: true,
          rateLimited: true,
        }),
      },
    },
    async (request, reply) => {
      const owner = currentCompany(request)
      const member = currentMember(request)
      let filed: { id: number; permit: Awaited<ReturnType<typeof permitFromRequest>> } | undefined
      return createOnce(
        request,
        reply,
        request.body,
        async (trx) => {
          const permit = await permitFromRequest(trx, owner, request.body)
          const created = await permitsRepository(trx).insert({ ...permit, member_id: member })
          await statusHistory(trx).filed('permit', created.id, owner, permit.status ?? 1, member)
          filed = { id: created.id, permit }
          return { status: 'success' as const, id: created.id }
        },
        // The receipt once, after the commit; a replayed retry sends none.
        async (answer) => {
          if (filed)
            await sendReceipt(
              request,
              { companyId: owner, filedBy: member },
              filed.id,
              filed.permit,
            )
          return answer
        },
      )
    },
  )

  app.get(
    '/api/request-to-permission',
    {
      schema: {
        tags: ['e-permits'],
        summary:
          "The caller's e-permits, newest first (all, or a page of them), each with its last payment, and the outcome of the latest payment (told once)",
        security: bearerAuth,
        querystring: PermitListQuery,
        response: responses(PermitList, { auth: 'client', validation: true }),
      },
    },
    async (request) => {
      const id = currentCompany(request)
      const { lang } = request
      const notice =
        request.query.payment_notice === 'keep'
          ? await permits.peekPaymentNotice(id)
          : await db.transaction().execute((trx) => permitsRepository(trx).takePaymentNotice(id))
      const { page, status, country_id, filed_from, filed_to, q } = request.query
      const filter = {
        status: status as PermitStatus | undefined,
        country_id,
        filed_from,
        filed_to,
        q,
      }
      const [rows, count] = await Promise.all([
        permits.listOf(id, page ? { page, size: PERMITS_PER_PAGE } : undefined, filter),
        page ? permits.countOf(id, filter) : undefined,
      ])
      return {
        data: {
          permits: rows.map((row) => ({
            id: row.id,
            country: nameIn(row, lang),
            country_id: row.country_id,
            permit_type: row.permit_type,
            is_legal: row.is_legal,
            type_of_cargo: row.type_of_cargo,
            container_number: Number(row.container_number),
            permit_description: row.permit_description,
            driver_id: row.driver_id,
            car_id: row.car_id,
            trailer_id: row.trailer_id,
            departureDate: row.departure_date,
            returnDate: row.return_date,
            status: row.status,
            to_pay: isToPay(row.status),
            price: row.price,
            reason: row.reason,
            created_at: row.created_at.toISOString(),
            driver: row.driver_snapshot,
            car: row.car_snapshot,
            trailer: row.trailer_snapshot,
            last_payment:
              row.last_payment_outcome === null || row.last_payment_at === null
                ? null
                : { outcome: row.last_payment_outcome, at: row.last_payment_at.toISOString() },
          })),
          ...(count === undefined ? {} : { permits_count: count }),
          ...(notice ? { payment_status: notice } : {}),
        },
      }
    },
  )
}
