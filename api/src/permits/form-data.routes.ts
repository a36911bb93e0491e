import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { clientProfiles } from '../clients/clients.shared.js'
import type { AppContext } from '../context.js'
import { fleetOf } from '../fleet/fleet.shared.js'
import { notFound } from '../http/api-error.js'
import { bearerAuth, EntityId, KindFlag, responses } from '../http/schemas.js'
import { intlLocale } from '../i18n/lang.js'
import { nameIn } from '../i18n/localized.js'
import { isPermitDestination, referenceLists } from '../reference/reference.shared.js'
import { clientOnly, currentCompany } from '../sessions/authenticate.js'
import { DriverTransports, PermitReferenceData } from './schemas.js'

/** What the e-permit form chooses from: the caller's profile and drivers, reference lists. */
export const permitReferenceRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'db'>> = async (
  app,
  { db },
) => {
  app.get(
    '/api/get-permit-datas/:is_legal',
    {
      onRequest: clientOnly(db),
      config: { notFound: 'route_not_found' },
      schema: {
        tags: ['e-permits'],
        summary:
          'Reference data of the e-permit form: the client profile of that kind, drivers, countries, brands, permit types',
        security: bearerAuth,
        params: Type.Object({ is_legal: KindFlag }),
        response: responses(PermitReferenceData, { auth: 'client', notFound: true }),
      },
    },
    async (request) => {
      const id = currentCompany(request)
      const isLegal = request.params.is_legal === 1
      const { lang } = request
      const [client, drivers, lists] = await Promise.all([
        clientProfiles(db).summary({ userId: id, isLegal }),
        fleetOf(db).driverNames({ userId: id, isLegal }),
        referenceLists(db),
      ])
      const countries = lists.countries
        .filter(isPermitDestination)
        .map((country) => ({
          ...country,
          title: nameIn(country, lang),
          name: nameIn(country, lang),
        }))
        .sort((a, b) => a.title.localeCompare(b.title, intlLocale(lang)))
      return {
        client: client ?? [],
        drivers,
        // Plain names, as the earlier web client lists them (ADR 0025); the rows beside them.
        countries: countries.map((country) => country.title),
        country_rows: countries,
        driving_licence_categories: lists.categories,
        brands: lists.brands.map((brand) => brand.title),
        brand_rows: lists.brands,
        permit_types: lists.permitTypes.map((type) => ({ ...type, name: nameIn(type, lang) })),
      }
    },
  )

  app.get(
    '/api/get-transports/:driver_id',
    {
      onRequest: clientOnly(db),
      config: { notFound: 'driver_not_found' },
      schema: {
        tags: ['e-permits'],
        summary: "One of the caller's drivers with the cars and trailers linked to them",
        security: bearerAuth,
        params: Type.Object({ driver_id: EntityId }),
        response: responses(DriverTransports, { auth: 'client', notFound: true }),
      },
    },
    async (request) => {
      const id = currentCompany(request)
      const driver = await fleetOf(db).liveDriver(id, request.params.driver_id)
      if (!driver) throw notFound('driver_not_found')
      const [categories, linked] = await Promise.all([
        fleetOf(db).driverCategories(driver.id),
        fleetOf(db).vehiclesLinkedTo(id, driver.id),
      ])
      return {
        driver: { ...driver, driving_licence_categories: categories },
        transports: linked.filter((transport) => transport.is_transport),
        trailers: linked.filter((transport) => !transport.is_transport),
      }
    },
  )
}
