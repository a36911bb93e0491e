import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { permitReferenceRoutes } from './form-data.routes.js'
import { permitRequestRoutes } from './permits.routes.js'

/** E-permits: the form's data, requests and their list. */
export const permitRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  await app.register(permitReferenceRoutes, context)
  await app.register(permitRequestRoutes, context)
}
