import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../app.js'

/** Loading and unloading permissions. */
export const cargoPermissionRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {}
