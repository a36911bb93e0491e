import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { authenticate } from '../accounts/authenticate.js'
import type { AppContext } from '../context.js'
import { bearerAuth, responses } from '../http/schemas.js'
import { withName } from '../i18n/localized.js'
import { ClientReferenceData } from './schemas.js'

/** What the client data forms choose from: licence types, regions and their cities. */
export const referenceRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
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
      const [licenses, regions, cities] = await Promise.all([
        db
          .selectFrom('license_types')
          .select(['id', 'name_tm', 'name_ru', 'name_en'])
          .orderBy('position')
          .execute(),
        db
          .selectFrom('regions')
          .select(['id', 'name_tm', 'name_ru', 'name_en'])
          .orderBy('position')
          .execute(),
        db
          .selectFrom('cities')
          .select(['id', 'region_id', 'name_tm', 'name_ru', 'name_en'])
          .orderBy('region_id')
          .orderBy('position')
          .execute(),
      ])
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
