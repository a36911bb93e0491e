import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { paymentRoutes } from '../payments/routes.js'
import { permitReferenceRoutes } from './reference.routes.js'
import { permitRequestRoutes } from './requests.routes.js'

/** E-permits: reference data, requests, the list, and paying for them. */
export const permitRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  await app.register(permitReferenceRoutes, context)
  await app.register(permitRequestRoutes, context)
  await app.register(paymentRoutes, context)
}
