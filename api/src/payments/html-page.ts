import { createHash } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import { escapeMarkup } from '../http/markup.js'
import { MessageBody } from '../http/schemas.js'
import { intlLocale, type Lang } from '../i18n/lang.js'

/**
 * The small self-contained HTML pages of payments (the sandbox's page, and what a payer sees
 * when a return cannot be applied): no script, no external resource, one inline style allowed by
 * its hash. Every value put into them is escaped.
 */

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2733;background:#eef2f6}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 .5rem}
.note{color:#5b6875;font-size:.9rem;margin:0 0 1.5rem}
dl{margin:0 0 1.5rem}dt{color:#5b6875;font-size:.85rem}dd{margin:0 0 .75rem;font-weight:600}
.amount{font-size:1.6rem}
.actions{display:flex;gap:.75rem}.actions form{flex:1}
button{width:100%;padding:.8rem;border:0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
.pay{background:#1a7f4b;color:#fff}.decline{background:#e4e8ec;color:#1b2733}
a{color:#1457a8}
`
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64')

/** A page with `title` and already-escaped `body` markup, in `lang`. */
export function htmlPage(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${intlLocale(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeMarkup(title)}</h1>
${body}
</main>
</body>
</html>
`
}

/**
 * Sends a page with headers that keep it to itself: nothing loaded from elsewhere, forms only to
 * this origin (and, by redirect, the web's), never framed, never cached, its address (which
 * carries the payment reference) never sent on as a referrer.
 */
export function sendHtml(reply: FastifyReply, status: number, html: string, webOrigin: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .headers({
      'content-security-policy': [
        "default-src 'none'",
        `style-src 'sha256-${STYLE_HASH}'`,
        `form-action 'self' ${webOrigin}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    })
    .send(html)
}

/** An amount in manat as the payer's language writes it: "150.00 manat", "150,00 манат". */
export function formatManat(lang: Lang, amount: number, manat: string): string {
  const number = new Intl.NumberFormat(intlLocale(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)
  return `${number} ${manat}`
}

/** A schema entry of an HTML answer, for the OpenAPI description. */
export const HtmlAnswer = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
})

/** An HTML page; or, for an address that cannot be one of ours, the API's JSON `{message}`. */
export const HtmlOrMessage = (description: string) => ({
  description: `${description} (JSON when the address itself is malformed)`,
  content: { ...HtmlAnswer(description).content, 'application/json': { schema: MessageBody } },
})
