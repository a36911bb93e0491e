import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../app.js'

/** Online (CMR) applications with their attachments. */
export const onlineApplicationRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {}
