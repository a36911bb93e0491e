import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { driverRoutes } from './drivers.routes.js'
import { transportRoutes } from './transports.routes.js'

/** The fleet: a client's drivers, cars and trailers. */
export const fleetRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  await app.register(driverRoutes, context)
  await app.register(transportRoutes, context)
}
