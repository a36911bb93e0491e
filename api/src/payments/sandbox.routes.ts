import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { escapeMarkup } from '../http/markup.js'
import { Line, ValidationBody } from '../http/schemas.js'
import { isLang, type Lang } from '../i18n/lang.js'
import { translate } from '../i18n/messages.js'
import { permitTitle } from '../permits/permit-status.js'
import { formatManat, HtmlAnswer, HtmlOrMessage, htmlPage, sendHtml } from './html-page.js'
import { notePage } from './note-page.js'
import { paymentsRepository } from './payments.repository.js'
import type { SandboxProvider } from './sandbox-provider.js'

// References are ours (random base64url); anything else names no payment.
const Reference = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
})

/**
 * The sandbox's own pages, standing in for a bank's: the payment page with Pay and Decline, and
 * the decision, which sends the payer back to our return endpoint with a signed result. The
 * reference in the address (256 random bits) is what lets a browser in, as a bank's order id.
 */
export function sandboxRoutes(provider: SandboxProvider): FastifyPluginAsyncTypebox<AppContext> {
  return async (app, { db, config }) => {
    const payments = paymentsRepository(db)
    const webOrigin = () => new URL(config.webPublicUrl).origin
    const langOf = (request: FastifyRequest, asked: string | undefined): Lang =>
      isLang(asked) ? asked : request.lang
    const note = (
      reply: FastifyReply,
      status: number,
      lang: Lang,
      key: 'payment_link_invalid' | 'payment_already_completed',
    ) => sendHtml(reply, status, notePage(lang, key, config.webPublicUrl), webOrigin())

    // Only this page's forms post here, as browsers send forms.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )

    app.get(
      '/api/payments/sandbox/:reference',
      {
        schema: {
          tags: ['payments'],
          summary: 'The sandbox payment page: the amount, Pay and Decline (HTML, no token needed)',
          params: Reference,
          querystring: Type.Object({ lang: Type.Optional(Line(8)) }),
          response: {
            200: HtmlAnswer('The payment page'),
            404: HtmlOrMessage('No such payment'),
            409: HtmlAnswer('The payment is no longer open'),
            422: ValidationBody,
          },
        },
      },
      async (request, reply) => {
        const lang = langOf(request, request.query.lang)
        const payment = await payments.byReference(request.params.reference)
        if (!payment || payment.provider !== provider.name) {
          return note(reply, 404, lang, 'payment_link_invalid')
        }
        if (payment.status !== 'pending') return note(reply, 409, lang, 'payment_already_completed')
        const html = paymentPage(lang, {
          action: `/api/payments/sandbox/${encodeURIComponent(request.params.reference)}`,
          permitId: payment.permit_id,
          amount: payment.amount,
        })
        return sendHtml(reply, 200, html, webOrigin())
      },
    )

    app.post(
      '/api/payments/sandbox/:reference',
      {
        schema: {
          tags: ['payments'],
          summary: "The payer's decision on the sandbox page; back to the API's return endpoint",
          consumes: ['application/x-www-form-urlencoded'],
          params: Reference,
          body: Type.Object({
            outcome: Type.Union([Type.Literal('paid'), Type.Literal('declined')]),
            lang: Type.Optional(Line(8)),
          }),
          response: {
            303: { description: 'To the return endpoint with the signed result', type: 'null' },
            404: HtmlOrMessage('No such payment'),
            409: HtmlAnswer('The payment is no longer open'),
            422: ValidationBody,
          },
        },
      },
      async (request, reply) => {
        const lang = langOf(request, request.body.lang)
        const payment = await payments.byReference(request.params.reference)
        if (!payment || payment.provider !== provider.name) {
          return note(reply, 404, lang, 'payment_link_invalid')
        }
        if (payment.status !== 'pending') return note(reply, 409, lang, 'payment_already_completed')
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(provider.signedReturnUrl(request.params.reference, request.body.outcome), 303)
      },
    )
  }
}

function paymentPage(lang: Lang, payment: { action: string; permitId: number; amount: number }) {
  const t = (key: Parameters<typeof translate>[1]) => escapeMarkup(translate(lang, key))
  const action = escapeMarkup(payment.action)
  const button = (outcome: 'paid' | 'declined', label: string, style: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="outcome" value="${outcome}"><input type="hidden" name="lang" value="${lang}"><button type="submit" class="${style}">${label}</button></form>`
  return htmlPage(
    lang,
    translate(lang, 'payment_page_title'),
    `<p class="note">${t('payment_page_intro')}</p>
<dl>
<dt>${t('payment_page_purpose')}</dt><dd>${escapeMarkup(permitTitle(lang, payment.permitId))}</dd>
<dt>${t('payment_page_amount')}</dt><dd class="amount">${escapeMarkup(formatManat(lang, payment.amount, translate(lang, 'payment_manat')))}</dd>
</dl>
<div class="actions">
${button('paid', t('payment_page_pay'), 'pay')}
${button('declined', t('payment_page_decline'), 'decline')}
</div>`,
  )
}
