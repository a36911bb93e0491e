import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

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
 *
 * A 304 (the browser revalidating its copy of the page) has no type of its own, and a browser
 * replaces the stored answer's headers by the 304's: it must carry the page's policy too, or a
 * returning visitor's page would be refused every script and show blank. A 304 to a navigation
 * (which asks for HTML) is the page's; a file's 304 answers a script's or stylesheet's request.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; pagePolicy: string | undefined },
): ProtectAnswer {
  const protect: ProtectAnswer = (request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('x-frame-options', 'DENY')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    if (options.https) reply.header('strict-transport-security', HSTS)
    if (reply.hasHeader('content-security-policy')) return
    const type = String(reply.getHeader('content-type') ?? '')
    const page =
      type.startsWith('text/html') ||
      (reply.statusCode === 304 && (request.headers.accept ?? '').includes('text/html'))
    reply.header('content-security-policy', page ? (options.pagePolicy ?? NOTHING) : NOTHING)
  }
  app.addHook('onSend', async (request, reply) => protect(request, reply))
  return protect
}

/**
 * Sets the headers of an answer from its status and type. Returned for the one answer no hook
 * sees: Fastify's answer to an address it cannot decode, made before routing (web-app.ts).
 */
export type ProtectAnswer = (request: FastifyRequest, reply: FastifyReply) => void
