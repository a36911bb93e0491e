import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { operatorAccountRoutes } from './operator-accounts.routes.js'
import { passwordResetRoutes } from './password-reset.routes.js'
import { profileRoutes } from './profile.routes.js'
import { registrationRoutes } from './registration.routes.js'
import { sessionRoutes } from './session.routes.js'

export const accountRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  await app.register(sessionRoutes, context)
  await app.register(registrationRoutes, context)
  await app.register(passwordResetRoutes, context)
  await app.register(profileRoutes, context)
  await app.register(operatorAccountRoutes, context)
}
