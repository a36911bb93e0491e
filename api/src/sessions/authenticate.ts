import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/database.js'
import { ApiError, forbidden, unauthenticated } from '../http/api-error.js'
import { cookieSessionToken } from './cookie-session.js'
import { tokensRepository } from './tokens.repository.js'

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=|-]{20,200})$/
/**
 * A header that carries no bearer at all: empty, or the words a script writes when its stored
 * token is missing (`Bearer null` from the earlier client after a password reset, whose session
 * lives in the cookie). Such a call is judged by its cookie, as one without the header.
 */
const NO_BEARER = /^\s*(?:Bearer\s*(?:null|undefined)?\s*)?$/i

/**
 * The token a call presents: its bearer header's when it has one (the gateway, other programs),
 * else the session cookie's, when the XSRF header vouches for it. A bearer that is there decides
 * alone: a wrong one is not rescued by a good cookie.
 */
function presentedToken(request: FastifyRequest): string | undefined {
  const { authorization } = request.headers
  if (authorization !== undefined && !NO_BEARER.test(authorization)) {
    return BEARER.exec(authorization)?.[1]
  }
  return cookieSessionToken(request)
}

/**
 * The onRequest hook of routes that need a session: a valid token, or 401. Remembers the
 * language the client asks for, so mail about this account can be sent in it later.
 */
export function authenticate(db: Db) {
  const tokens = tokensRepository(db)
  return async function requireUser(request: FastifyRequest) {
    const token = presentedToken(request)
    const user = token ? await tokens.authenticate(token) : undefined
    if (!user) throw unauthenticated()
    if (request.headers['accept-language'] && user.lang !== request.lang) {
      await tokens.rememberLang(user.id, request.lang)
    }
    request.user = user
  }
}

/**
 * The onRequest hooks of a client's cabinet route: a session, then the client role. Operators
 * keep no cabinet records of their own (client data, drivers, vehicles, requests), so none can
 * file, price or pay a request of their own.
 */
export function clientOnly(db: Db) {
  const requireUser = authenticate(db)
  return async function requireClient(request: FastifyRequest) {
    await requireUser(request)
    if (request.user?.role !== 'client') throw new ApiError(403, 'operator_not_client')
  }
}

export function requireOperator(request: FastifyRequest) {
  if (request.user?.role !== 'operator') throw forbidden()
}

/**
 * The onRequest hooks of an operator's route: a session, then the operator role (a client gets
 * 403 before the body is read, so a 422 tells them nothing). The role check is wrapped async: a
 * synchronous one-argument hook would make Fastify wait for a `done` that never comes.
 */
export function operatorOnly(db: Db) {
  return [authenticate(db), async (request: FastifyRequest) => requireOperator(request)]
}

/** The signed-in account of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthenticated()
  return request.user
}

/**
 * The company a cabinet route works for: the session's (ADR 0103). Its records are owned by
 * that id; the route's access rule has already refused a session without one.
 */
export function currentCompany(request: FastifyRequest): number {
  const { companyId } = currentUser(request)
  if (companyId === null) throw new ApiError(403, 'no_company')
  return companyId
}

/** The person, of the session's company, who does what a cabinet route does. */
export const currentMember = (request: FastifyRequest): number => currentUser(request).id

/** Who reads a record both sides read: an operator, or the session's company (ADR 0103). */
export function readerOf(request: FastifyRequest): { id: number; role: 'client' | 'operator' } {
  const user = currentUser(request)
  return user.role === 'operator' ? user : { id: currentCompany(request), role: 'client' }
}
