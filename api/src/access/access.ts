import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify'
import type { MemberRole } from '../db/schema.js'
import { ApiError, forbidden, unauthenticated } from '../http/api-error.js'
import { MessageBody } from '../http/schemas.js'
import { ACCESS_RULES, type Access } from './rules.js'

/** The member roles each company rule lets through. */
export const MEMBER_ROLES = {
  read: ['administrator', 'dispatcher', 'viewer'],
  write: ['administrator', 'dispatcher'],
  members: ['administrator'],
} as const satisfies Record<'read' | 'write' | 'members', readonly MemberRole[]>

/** Every route registered in this process, with its rule: what the access test calls. */
const registered = new Map<string, Access>()
export const registeredRoutes = (): ReadonlyMap<string, Access> => registered

/** The rule's key of a route: its method and path template; HEAD is its GET. */
export function ruleKey(method: string, url: string) {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`
}

function ruleOf(key: string): Access {
  const access = (ACCESS_RULES as Record<string, Access | undefined>)[key]
  if (access === undefined) {
    throw new Error(`The route ${key} has no access rule: add one to api/src/access/rules.ts`)
  }
  return access
}

/** The check of one rule, run after the route's own authentication hooks. */
function checkOf(access: Access): ((request: FastifyRequest) => Promise<void>) | undefined {
  if (access === 'public') return undefined
  if (access === 'account') {
    return async (request) => {
      if (!request.user) throw unauthenticated()
    }
  }
  if (access === 'operator') {
    return async (request) => {
      if (!request.user) throw unauthenticated()
      if (request.user.role !== 'operator') throw forbidden()
    }
  }
  const allowed: readonly MemberRole[] =
    MEMBER_ROLES[access === 'read-or-operator' ? 'read' : access]
  return async (request) => {
    const user = request.user
    if (!user) throw unauthenticated()
    if (access === 'read-or-operator' && user.role === 'operator') return
    if (user.role !== 'client') throw new ApiError(403, 'operator_not_client')
    if (user.companyId === null || user.memberRole === null) throw new ApiError(403, 'no_company')
    if (!allowed.includes(user.memberRole)) {
      throw new ApiError(403, `role_refused_${user.memberRole}`)
    }
  }
}

/**
 * Adds each route's rule as its last onRequest hook, so it runs after the authentication its
 * plugin set and before the body is read (a refused caller learns nothing from a 422). A route
 * without a rule stops the API from starting: none can be forgotten.
 */
export function registerAccessRules(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const rules = new Set(methods.map((method) => ruleOf(ruleKey(method, route.url))))
    if (rules.size !== 1) throw new Error(`The methods of ${route.url} need one access rule each`)
    const [access] = [...rules] as [Access]
    for (const method of methods) registered.set(ruleKey(method, route.url), access)
    route.config = { ...route.config, access }
    const check = checkOf(access)
    if (!check) return
    // The answers of a refusal are documented with the route's own (and checked by the tests).
    const response = route.schema?.response as Record<number, unknown> | undefined
    if (response) {
      response[401] ??= MessageBody
      // A signed-in person is refused only by a member's or an operator's rule.
      if (access !== 'account') response[403] ??= MessageBody
    }
    const own = route.onRequest ? [route.onRequest].flat() : []
    route.onRequest = [...own, check as onRequestHookHandler]
  })
}
