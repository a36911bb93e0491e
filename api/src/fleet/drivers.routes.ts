import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { clientProfiles } from '../clients/clients.shared.js'
import type { AppContext } from '../context.js'
import { notFound } from '../http/api-error.js'
import { IdempotencyHeaders, idempotentCreates } from '../http/idempotency.js'
import { bearerAuth, IdParams, isSet, responses, SuccessAnswer } from '../http/schemas.js'
import type { Lang } from '../i18n/lang.js'
import { clientOnly, currentCompany, currentMember } from '../sessions/authenticate.js'
import { driverRecord, driverSavedAnswer } from './driver-answer.js'
import { checkDriverForm, deleteDriver, saveDriver } from './driver-form.js'
import { driversRepository, drivingCategoriesRepository } from './drivers.repository.js'
import {
  DriverAnswer,
  DriverBody,
  DriverFormData,
  DriverListAnswer,
  DriverPatchBody,
  DriverSavedAnswer,
  DriverUpdateBody,
  IsLegalParams,
} from './drivers.schemas.js'
import { fleetListTags } from './fleet-versions.js'
import { transportsRepository } from './transports.repository.js'
import { splitVehicles } from './vehicles.js'

const TAGS = ['cabinet']

/** Drivers of a client, with licence categories and linked cars and trailers. */
export const driverRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'db'>> = async (
  app,
  { db },
) => {
  const drivers = driversRepository(db)
  const transports = transportsRepository(db)
  const listTags = fleetListTags(db, 'drivers', DriverListAnswer)
  const createOnce = idempotentCreates(db)
  app.addHook('onRequest', clientOnly(db))

  app.get(
    '/api/get-driver-datas/:is_legal',
    {
      schema: {
        tags: TAGS,
        summary: 'What the driver form chooses from: licence categories, cars and trailers',
        security: bearerAuth,
        params: IsLegalParams,
        response: responses(DriverFormData, { auth: 'client', notFound: true }),
      },
    },
    async (request) => {
      const owner = { userId: currentCompany(request), isLegal: request.params.is_legal === 1 }
      const [categories, vehicles, client] = await Promise.all([
        drivingCategoriesRepository(db).all(),
        transports.vehicles(owner),
        clientProfiles(db).summary(owner),
      ])
      const { cars, trailers } = splitVehicles(vehicles)
      return {
        driving_license_categories: categories.map((row) => withDescription(row, request.lang)),
        transports: cars,
        trailers,
        client,
      }
    },
  )

  app.get(
    '/api/drivers/:is_legal',
    {
      schema: {
        tags: TAGS,
        summary: "The caller's drivers of one kind (1 legal entity, 0 individual), newest first",
        security: bearerAuth,
        params: IsLegalParams,
        response: responses(DriverListAnswer, {
          auth: 'client',
          notFound: true,
          notModified: true,
        }),
      },
    },
    async (request, reply) => {
      const owner = { userId: currentCompany(request), isLegal: request.params.is_legal === 1 }
      const variant = String(request.params.is_legal)
      if (await listTags.notModified(request, reply, owner.userId, variant)) return reply
      const list = await listTags.read(reply, owner.userId, variant, () =>
        drivers.listWithCategories(owner),
      )
      return {
        data: {
          drivers: list.map(({ categoryIds, ...driver }) => ({
            ...driver,
            driving_licence_categories: categoryIds,
          })),
        },
      }
    },
  )

  app.post(
    '/api/driver',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a driver with licence categories and linked cars and trailers',
        security: bearerAuth,
        headers: IdempotencyHeaders,
        body: DriverBody,
        response: responses(DriverSavedAnswer, { auth: 'client', validation: true }),
      },
    },
    async (request, reply) =>
      createOnce(request, reply, request.body, async (trx) => {
        const owner = {
          userId: currentCompany(request),
          memberId: currentMember(request),
          isLegal: isSet(request.body.is_legal),
        }
        const form = await checkDriverForm(trx, owner, request.body)
        const saved = await saveDriver(trx, owner, form)
        if (saved === undefined) throw new Error('a new driver was not saved')
        return driverSavedAnswer(trx, owner, saved)
      }),
  )

  app.get(
    '/api/driver/:id',
    {
      config: { notFound: 'driver_not_found' },
      schema: {
        tags: TAGS,
        summary: 'One driver of the caller, with its categories, cars and trailers',
        security: bearerAuth,
        params: IdParams,
        response: responses(DriverAnswer, { auth: 'client', notFound: true }),
      },
    },
    async (request) => {
      const userId = currentCompany(request)
      const driver = await drivers.find(userId, request.params.id)
      if (!driver) throw notFound('driver_not_found')
      return { driver: await driverRecord(db, userId, driver) }
    },
  )

  app.put(
    '/api/driver/:id',
    {
      config: { notFound: 'driver_not_found' },
      schema: {
        tags: TAGS,
        summary: 'Rewrite a driver: its details, categories and the vehicles it drives',
        security: bearerAuth,
        params: IdParams,
        body: DriverUpdateBody,
        response: responses(DriverSavedAnswer, {
          auth: 'client',
          validation: true,
          notFound: true,
        }),
      },
    },
    async (request) => {
      const userId = currentCompany(request)
      const driver = await drivers.find(userId, request.params.id)
      if (!driver) throw notFound('driver_not_found')
      const owner = { userId, memberId: currentMember(request), isLegal: driver.is_legal }
      const form = await checkDriverForm(db, owner, request.body)
      const saved = await saveDriver(db, owner, form, driver.id)
      if (saved === undefined) throw notFound('driver_not_found')
      return driverSavedAnswer(db, owner, saved)
    },
  )

  app.patch(
    '/api/driver/:id',
    {
      config: { notFound: 'driver_not_found' },
      schema: {
        tags: TAGS,
        summary: 'Change some of a driver: the fields sent change, the others stay as stored',
        security: bearerAuth,
        params: IdParams,
        body: DriverPatchBody,
        response: responses(DriverSavedAnswer, {
          auth: 'client',
          validation: true,
          notFound: true,
        }),
      },
    },
    async (request) => {
      const userId = currentCompany(request)
      const driver = await drivers.find(userId, request.params.id)
      if (!driver) throw notFound('driver_not_found')
      const owner = { userId, memberId: currentMember(request), isLegal: driver.is_legal }
      const stored = await driverRecord(db, userId, driver)
      const form = await checkDriverForm(db, owner, {
        name: driver.name,
        surname: driver.surname,
        patronymic: driver.patronymic,
        driving_license_number: driver.driving_license_number,
        driving_license_expired_date: driver.driving_license_expired_date,
        driving_licence_categories: stored.driving_licence_categories,
        transports: [...stored.transports, ...stored.trailers],
        ...request.body,
      })
      const saved = await saveDriver(db, owner, form, driver.id)
      if (saved === undefined) throw notFound('driver_not_found')
      return driverSavedAnswer(db, owner, saved)
    },
  )

  app.delete(
    '/api/driver/:id',
    {
      config: { notFound: 'driver_not_found' },
      schema: {
        tags: TAGS,
        summary: 'Remove a driver from the lists; its cars and trailers are left without a driver',
        security: bearerAuth,
        params: IdParams,
        response: responses(SuccessAnswer, { auth: 'client', notFound: true }),
      },
    },
    async (request) => {
      const writer = { userId: currentCompany(request), memberId: currentMember(request) }
      if (!(await deleteDriver(db, writer, request.params.id))) {
        throw notFound('driver_not_found')
      }
      return { status: 'success' as const }
    },
  )
}

interface Described {
  description_tm: string
  description_ru: string
  description_en: string
}

function withDescription<T extends Described>(row: T, lang: Lang) {
  return { ...row, description: row[`description_${lang}`] || row.description_ru }
}
