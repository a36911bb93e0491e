import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../app.js'

/** Client profiles (individual and legal) and their deposit. */
export const clientRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {}
