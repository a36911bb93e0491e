import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../app.js'

/** Drivers of a client, with licence categories and linked cars and trailers. */
export const driverRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {}
