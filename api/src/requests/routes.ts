import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { cargoPermissionRoutes } from './cargo-permissions.routes.js'
import { historyRoutes } from './history.routes.js'
import { onlineApplicationRoutes } from './online-applications.routes.js'

/** A client's requests: loading and unloading permissions, online applications, their history. */
export const requestRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  await app.register(cargoPermissionRoutes, context)
  await app.register(onlineApplicationRoutes, context)
  await app.register(historyRoutes, context)
}
