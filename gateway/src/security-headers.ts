import type { FastifyInstance } from 'fastify'

/** The policy of an answer that is not the web's page: it may load nothing and be framed nowhere. */
const NOTHING = "default-src 'none'; frame-ancestors 'none'"
/** A year: browsers then reach the portal over https only, even from a typed http:// address. */
const HSTS = 'max-age=31536000'

/**
 * The same protective headers on every answer, whichever route, file or 404 produced it (ADR
 * 0038): before, `/` had them and `/index.html` — the same page — had none, so another site
 * could frame the login. An HTML answer gets the web page's policy (`pagePolicy`, which names
 * its inline script) unless it set its own (the explorer); any other answer a policy allowing
 * nothing, unless it passes the API's own (an uploaded file). Over https, Strict-Transport-Security.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; pagePolicy: string | undefined },
) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('x-frame-options', 'DENY')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    if (options.https) reply.header('strict-transport-security', HSTS)
    if (reply.hasHeader('content-security-policy')) return
    const type = String(reply.getHeader('content-type') ?? '')
    reply.header(
      'content-security-policy',
      type.startsWith('text/html') ? (options.pagePolicy ?? NOTHING) : NOTHING,
    )
  })
}
