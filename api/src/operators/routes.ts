import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../app.js'

/** What operators of the enterprise do: move e-permits and requests along, set deposits. */
export const operatorRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {}
