import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../app.js'

/** E-permits as operators see and move them. */
export const operatorPermitRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {}
