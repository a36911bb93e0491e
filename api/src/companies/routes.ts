import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { activityRoutes } from './activity.routes.js'
import { companyRoutes } from './companies.routes.js'
import { invitationRoutes } from './invitations.routes.js'
import { officeCompanyRoutes } from './office.routes.js'

/** A haulier company's members, roles and invitations (ADR 0103). */
export const companiesRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  await app.register(companyRoutes, context)
  await app.register(invitationRoutes, context)
  await app.register(officeCompanyRoutes, context)
  await app.register(activityRoutes, context)
}
