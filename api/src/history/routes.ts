import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../app.js'

/** The client's request history and cancelling a pending request. */
export const historyRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {}
