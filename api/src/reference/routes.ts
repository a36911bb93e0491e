import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { responses } from '../http/schemas.js'
import { clientFormRoutes } from './client-forms.routes.js'
import { type CheckpointRow, referenceRepository } from './reference.repository.js'
import {
  isPermitDestination,
  PERMISSION_VALIDITY_DAYS,
  permissionValidUntil,
} from './reference.shared.js'
import { Checkpoints, ReferenceData } from './schemas.js'

/**
 * Reference data and border checkpoints for any reader: the same for everyone, so a front end
 * (the gateway) may cache them. The cabinet's form endpoints keep answering their own mix.
 */
export const referenceDataRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'db'>> = async (
  app,
  context,
) => {
  const reference = referenceRepository(context.db)
  await app.register(clientFormRoutes, context)

  app.get(
    '/api/reference-data',
    {
      schema: {
        tags: ['content'],
        summary:
          'Reference lists in three languages: countries, brands, licence categories and types, permit types, regions with cities',
        response: responses(ReferenceData),
      },
    },
    async () => {
      const lists = await reference.lists()
      return {
        countries: lists.countries.map((country) => ({
          ...country,
          permit_destination: isPermitDestination(country),
        })),
        brands: lists.brands,
        driving_licence_categories: lists.categories,
        permit_types: lists.permitTypes,
        license_types: lists.licenseTypes,
        regions: lists.regions.map((region) => ({
          ...region,
          cities: lists.cities
            .filter((city) => city.region_id === region.id)
            .map(({ region_id: _, ...city }) => city),
        })),
        validity_period: String(PERMISSION_VALIDITY_DAYS),
        permission_valid_until: permissionValidUntil(),
      }
    },
  )

  app.get(
    '/api/checkpoints',
    {
      schema: {
        tags: ['content'],
        summary: "Turkmenistan's road border checkpoints with their region, neighbour and place",
        response: responses(Checkpoints),
      },
    },
    async () => ({ checkpoints: (await reference.checkpoints()).map(checkpointOf) }),
  )
}

function checkpointOf(row: CheckpointRow) {
  return {
    id: row.id,
    code: row.code,
    name_tm: row.name_tm,
    name_ru: row.name_ru,
    name_en: row.name_en,
    description_tm: row.description_tm,
    description_ru: row.description_ru,
    description_en: row.description_en,
    region: {
      id: row.region_id,
      name_tm: row.region_name_tm,
      name_ru: row.region_name_ru,
      name_en: row.region_name_en,
    },
    country: {
      id: row.country_id,
      code: row.country_code,
      name_tm: row.country_name_tm,
      name_ru: row.country_name_ru,
      name_en: row.country_name_en,
    },
    lat: row.lat,
    lon: row.lon,
    phone: row.phone,
  }
}
