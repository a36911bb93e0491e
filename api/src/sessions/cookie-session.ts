import { createHmac } from 'node:crypto'
import type { CookieSerializeOptions } from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { randomToken, safeEqual } from '../security/secrets.js'
import { SESSION_LIMITS } from './tokens.repository.js'

/**
 * The cookie session of browser clients written against Sanctum (the enterprise's earlier web
 * client): the httpOnly `session` cookie holds the same access token a bearer header would, and
 * the `XSRF-TOKEN` cookie, which the page's script reads and echoes as `X-XSRF-TOKEN`, proves a
 * cookie-borne call comes from a page of our origin. It only finds the token; checking it is
 * tokens.repository's, exactly as for a bearer token. ADR 0024.
 */
export const SESSION_COOKIE = 'session'
export const XSRF_COOKIE = 'XSRF-TOKEN'
const XSRF_HEADER = 'x-xsrf-token'
// The token's own end (12 hours, ADR 0026): the cookie lives no longer.
const SESSION_MAX_AGE_S = SESSION_LIMITS.absoluteMs / 1000
/** The XSRF cookie of a visitor with no session carries no authority; it lives as Sanctum's. */
const ANONYMOUS_XSRF_MAX_AGE_S = 2 * 3600

/**
 * The XSRF value of a session: keyed by its token, so only a page that could read our cookie
 * knows it, a new login changes it, and it reveals nothing of the token.
 */
function xsrfOf(token: string): string {
  return createHmac('sha256', token).update('xsrf').digest('base64url')
}

/**
 * The token of a call that carries the session cookie and the X-XSRF-TOKEN header matching it
 * (compared in constant time); undefined for any other call. Every method is checked, reads
 * included: GET /api/logout changes state, and the client sends the header on every call.
 */
export function cookieSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE]
  const echoed = request.headers[XSRF_HEADER]
  if (!token || typeof echoed !== 'string') return undefined
  return safeEqual(echoed, xsrfOf(token)) ? token : undefined
}

/** Cookies for one program's address: Secure when it is served over https. */
export function sessionCookies(secure: boolean) {
  const common: CookieSerializeOptions = { path: '/', sameSite: 'lax', secure }
  return {
    /** Keeps a new session (login, sign-up and reset phase 3) in the browser. */
    start(reply: FastifyReply, token: string) {
      reply.setCookie(SESSION_COOKIE, token, {
        ...common,
        httpOnly: true,
        maxAge: SESSION_MAX_AGE_S,
      })
      reply.setCookie(XSRF_COOKIE, xsrfOf(token), { ...common, maxAge: SESSION_MAX_AGE_S })
    },

    /** Sanctum's handshake: the XSRF value of the session the browser holds, or a fresh one. */
    handshake(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[SESSION_COOKIE]
      reply.setCookie(XSRF_COOKIE, token ? xsrfOf(token) : randomToken(), {
        ...common,
        maxAge: token ? SESSION_MAX_AGE_S : ANONYMOUS_XSRF_MAX_AGE_S,
      })
    },

    /** Logout: the browser forgets both cookies. */
    end(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true })
      reply.clearCookie(XSRF_COOKIE, common)
    },
  }
}
