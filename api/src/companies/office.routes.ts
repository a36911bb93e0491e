import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { ApiError } from '../http/api-error.js'
import { bearerAuth, IdParams, responses } from '../http/schemas.js'
import { operatorOnly } from '../sessions/authenticate.js'
import { companiesRepository } from './companies.repository.js'
import { Member } from './schemas.js'

const OfficeCompany = Type.Object({
  company: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
  members: Type.Array(Member),
})

/** An operator sees a haulier company and its members (ADR 0103). */
export const officeCompanyRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'db'>> = async (
  app,
  { db },
) => {
  const companies = companiesRepository(db)
  app.get(
    '/api/operator/companies/:id',
    {
      onRequest: operatorOnly(db),
      schema: {
        tags: ['operators'],
        summary: 'A haulier company (the account it was signed up with) and its members',
        security: bearerAuth,
        params: IdParams,
        response: responses(OfficeCompany, { auth: 'client', notFound: true }),
      },
      config: { notFound: 'company_not_found' },
    },
    async (request) => {
      const { id } = request.params
      const [company, members] = await Promise.all([companies.account(id), companies.members(id)])
      if (!company || members.length === 0) throw new ApiError(404, 'company_not_found')
      return {
        company,
        members: members.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      }
    },
  )
}
