import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Session } from './context.js'
import type { Lang } from './i18n/messages.js'
import { idempotencyKeyOf } from './idempotency.js'
import type { Caller } from './rest/http.js'

/** The cookie's name over http (development, loopback). */
export const SESSION_COOKIE = 'tmulag_session'
/**
 * Its name over https: the `__Host-` prefix makes a browser accept it only when Secure, with
 * Path=/ and no Domain, so no other host (a subdomain, a network attacker over http) can set it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`
/** The API ends a session 12 hours after it began (ASVS L2, ADR 0026); the cookie no later. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60

/**
 * The trusted-device cookie (ADR 0074): the API's word that this browser logged in to an account
 * before, kept for 30 days and sent back to the API at the next login, so that strangers' failed
 * logins do not lock this browser out. `__Host-` over https, as the session's.
 */
export const DEVICE_COOKIE = 'tmulag_device'
const DEVICE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60
/** What an API device value looks like; anything else in the cookie is not passed on. */
const DEVICE_VALUE = /^[\w.-]{1,400}$/

/** The session cookie's name for a gateway whose public address is https (`secure`) or not. */
export const sessionCookieName = (secure: boolean) =>
  secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE

/** The bearer token of a request: its Authorization header first (other front ends), then the cookie. */
export function tokenOf(
  request: FastifyRequest,
  cookieName: string,
): {
  token: string | undefined
  fromCookie: boolean
} {
  const header = request.headers.authorization
  const bearer = header && /^Bearer\s+(\S+)$/i.exec(header)?.[1]
  if (bearer) return { token: bearer, fromCookie: false }
  const cookie = request.cookies[cookieName]
  return { token: cookie || undefined, fromCookie: Boolean(cookie) }
}

/**
 * The session of one request. The token sits in an httpOnly, SameSite=Lax cookie (Secure and
 * `__Host-` when the public address is https): the page's scripts never see it.
 */
export function sessionOf(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Session & { readonly fromCookie: boolean } {
  const name = sessionCookieName(secure)
  const { token, fromCookie } = tokenOf(request, name)
  const options = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' }
  const deviceCookie = secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE
  const device = request.cookies[deviceCookie]
  return {
    token,
    fromCookie,
    trustedDevice: device && DEVICE_VALUE.test(device) ? device : undefined,
    trustDevice(value: string) {
      if (!DEVICE_VALUE.test(value)) return
      reply.setCookie(deviceCookie, value, { ...options, maxAge: DEVICE_MAX_AGE_SECONDS })
    },
    start(newToken: string) {
      reply.setCookie(name, newToken, { ...options, maxAge: SESSION_MAX_AGE_SECONDS })
    },
    end() {
      reply.clearCookie(name, options)
    },
  }
}

/** Who the REST calls made for a request are made as: its session, language, id and address. */
export function callerOf(request: FastifyRequest, token: string | undefined, lang: Lang): Caller {
  return {
    token,
    lang,
    requestId: request.id,
    clientAddress: request.ip,
    idempotencyKey: idempotencyKeyOf(request),
  }
}
