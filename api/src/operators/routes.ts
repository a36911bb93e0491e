import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { operatorDepositRoutes } from './deposit.routes.js'
import { operatorPermitRoutes } from './permits.routes.js'
import { operatorRequestRoutes } from './requests.routes.js'

/**
 * What operators of the enterprise do: move e-permits and requests along, set deposits. Every
 * route authenticates and then requires the operator role (a client gets 403).
 */
export const operatorRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  await app.register(operatorPermitRoutes, context)
  await app.register(operatorRequestRoutes, context)
  await app.register(operatorDepositRoutes, context)
}
