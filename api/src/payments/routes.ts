import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { bearerAuth, EntityId, Line, responses, ValidationBody } from '../http/schemas.js'
import { sendStatusNotice } from '../mail/status-notice.js'
import {
  PERMIT_HISTORY_PATH,
  PERMIT_STATUS,
  permitStatusName,
  permitTitle,
} from '../permits/permits.shared.js'
import { receiptFile } from '../receipts/receipts.shared.js'
import { clientOnly, currentCompany, currentMember } from '../sessions/authenticate.js'
import { completePayment } from './complete-payment.js'
import { HtmlAnswer, sendHtml } from './html-page.js'
import { notePage } from './note-page.js'
import { openPayment } from './open-payment.js'
import { paymentProvider } from './payments.shared.js'
import { sandboxRoutes } from './sandbox.routes.js'

/**
 * Paying for an e-permit: opening a payment (the provider's page as the answer) and the return
 * from the provider, which needs no token — the browser follows it — and is trusted only once
 * the provider has verified it.
 */
export const paymentRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db' | 'fileStore' | 'mailQueue' | 'signer'>
> = async (app, context) => {
  const { db, config, mailQueue } = context
  const provider = paymentProvider(context)
  await app.register(sandboxRoutes(provider), context)

  app.post(
    '/api/payment',
    {
      onRequest: clientOnly(db),
      schema: {
        tags: ['payments'],
        summary: "Pay for an e-permit that is to pay: answers the payment page's URL",
        security: bearerAuth,
        body: Type.Object({ permit_id: EntityId }),
        response: responses(
          Type.String({
            format: 'uri',
            description: 'The payment page: send the browser there',
          }),
          { auth: 'client', validation: true, notFound: true },
        ),
      },
    },
    async (request, reply) => {
      const id = currentCompany(request)
      const url = await openPayment(
        { db, provider, publicUrl: config.publicUrl },
        { userId: id, memberId: currentMember(request), lang: request.lang },
        request.body.permit_id,
      )
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(url))
    },
  )

  app.get(
    '/api/payments/return',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The provider's return: applies a verified result, then back to the web's e-permit list naming the permit (`?payment={permit id}`)",
        querystring: Type.Object({
          reference: Type.Optional(Line(100)),
          outcome: Type.Optional(Line(20)),
          signature: Type.Optional(Line(200)),
        }),
        response: {
          303: {
            description:
              "To the web's e-permit list with `?payment={permit id}`: the list shows that permit's last payment",
            type: 'null',
          },
          400: HtmlAnswer('The result could not be verified; nothing changed'),
          404: HtmlAnswer('No such payment; nothing changed'),
          409: HtmlAnswer('The payment was already completed; nothing changed'),
          422: ValidationBody,
        },
      },
    },
    async (request, reply) => {
      const webOrigin = new URL(config.webPublicUrl).origin
      const page = (status: number, key: Parameters<typeof notePage>[1]) =>
        sendHtml(reply, status, notePage(request.lang, key, config.webPublicUrl), webOrigin)

      const verified = await provider.verifyReturn(request.query)
      if (!verified) {
        request.log.warn('payment return with a bad signature refused')
        return page(400, 'payment_not_verified')
      }
      const completion = await completePayment(db, provider.name, verified)
      if (completion.kind === 'unknown') return page(404, 'payment_link_invalid')
      if (completion.kind === 'already_completed') return page(409, 'payment_already_completed')

      if (completion.receipt) {
        // The PDF is made now, so the return's page can offer it; its letter (already in the
        // outbox) or a download makes it should this fail.
        await receiptFile({ db, fileStore: context.fileStore }, completion.receipt.id).catch(
          (error: unknown) => request.log.error({ err: error }, 'receipt PDF not made'),
        )
        mailQueue.wake()
      }
      if (completion.outcome === 'paid') {
        await sendStatusNotice(
          { db, mailQueue, config, logger: request.log },
          {
            userId: completion.userId,
            filedBy: completion.filedBy,
            subjectTitle: (lang) => permitTitle(lang, completion.permitId),
            statusName: (lang) => permitStatusName(lang, PERMIT_STATUS.paid),
            path: PERMIT_HISTORY_PATH,
          },
        )
      }
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(
          `${config.webPublicUrl}${PERMIT_HISTORY_PATH}?payment=${completion.permitId}`,
          303,
        )
    },
  )
}
