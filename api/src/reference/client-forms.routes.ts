import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { bearerAuth, responses } from '../http/schemas.js'
import { withName } from '../i18n/localized.js'
import { authenticate } from '../sessions/authenticate.js'
import { referenceRepository } from './reference.repository.js'
import { ClientReferenceData } from './schemas.js'

/** What the client data forms choose from: licence types, regions and their cities. */
export const clientFormRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'db'>> = async (
  app,
  { db },
) => {
  app.get(
    '/api/get-client-datas',
    {
      onRequest: authenticate(db),
      schema: {
        tags: ['cabinet'],
        summary: 'Reference data of the client data forms: licence types, regions with cities',
        security: bearerAuth,
        response: responses(ClientReferenceData, { auth: true }),
      },
    },
    async (request) => {
      const { lang } = request
      const { licenseTypes: licenses, regions, cities } = await referenceRepository(db).lists()
      return {
        licenses: licenses.map((license) => withName(license, lang)),
        regions: regions.map((region) => ({
          ...withName(region, lang),
          cities: cities
            .filter((city) => city.region_id === region.id)
            .map((city) => withName(city, lang)),
        })),
      }
    },
  )
}
