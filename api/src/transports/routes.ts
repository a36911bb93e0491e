import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../app.js'

/** Cars and trailers of a client. */
export const transportRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {}
