import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../app.js'

/** Requests (online applications, loading and unloading permissions) as operators see and answer them. */
export const operatorRequestRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {}
