import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../app.js'

/** Operators open or set a client's deposit. */
export const operatorDepositRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {}
