import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { bearerAuth, responses } from '../http/schemas.js'
import { clientOnly, currentCompany } from '../sessions/authenticate.js'
import { needsMeOf } from './needs-me.js'
import { needsMeRepository } from './needs-me.repository.js'
import { DEFAULT_WITHIN_DAYS, NeedsMe, NeedsMeQuery } from './schemas.js'

/**
 * What needs the haulier, in one call: the cabinet's first tab (ADR 0090). Marking the answers
 * as seen answers the same, after the mark, so the caller needs no second read.
 */
export const needsMeRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'db'>> = async (
  app,
  { db },
) => {
  const repository = needsMeRepository(db)

  app.get(
    '/api/needs-me',
    {
      onRequest: clientOnly(db),
      schema: {
        tags: ['cabinet'],
        summary: 'E-permits to pay, answers since last seen and documents about to expire',
        security: bearerAuth,
        querystring: NeedsMeQuery,
        response: responses(NeedsMe, { auth: 'client', validation: true }),
      },
    },
    async (request) =>
      needsMeOf(repository, currentCompany(request), request.query.within ?? DEFAULT_WITHIN_DAYS),
  )

  app.post(
    '/api/needs-me/answers-seen',
    {
      onRequest: clientOnly(db),
      schema: {
        tags: ['cabinet'],
        summary: 'Marks the answers given so far as seen; answers what needs the haulier then',
        security: bearerAuth,
        querystring: NeedsMeQuery,
        response: responses(NeedsMe, { auth: 'client', validation: true }),
      },
    },
    async (request) => {
      const userId = currentCompany(request)
      await repository.markAnswersSeen(userId)
      return needsMeOf(repository, userId, request.query.within ?? DEFAULT_WITHIN_DAYS)
    },
  )
}
