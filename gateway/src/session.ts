import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Session } from './context.js'

export const SESSION_COOKIE = 'tmulag_session'
/** The API's tokens live 30 days; the cookie no longer. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** The bearer token of a request: its Authorization header first (other front ends), then the cookie. */
export function tokenOf(request: FastifyRequest): {
  token: string | undefined
  fromCookie: boolean
} {
  const header = request.headers.authorization
  const bearer = header && /^Bearer\s+(\S+)$/i.exec(header)?.[1]
  if (bearer) return { token: bearer, fromCookie: false }
  const cookie = request.cookies[SESSION_COOKIE]
  return { token: cookie || undefined, fromCookie: Boolean(cookie) }
}

/**
 * The session of one request. The token sits in an httpOnly, SameSite=Lax cookie (Secure when
 * the public address is https): the page's scripts never see it.
 */
export function sessionOf(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Session & { readonly fromCookie: boolean } {
  const { token, fromCookie } = tokenOf(request)
  const options = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' }
  return {
    token,
    fromCookie,
    start(newToken: string) {
      reply.setCookie(SESSION_COOKIE, newToken, { ...options, maxAge: MAX_AGE_SECONDS })
    },
    end() {
      reply.clearCookie(SESSION_COOKIE, options)
    },
  }
}
