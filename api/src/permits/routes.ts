import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../app.js'

/** E-permits: reference data, requests, the list, and paying for them. */
export const permitRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {}
