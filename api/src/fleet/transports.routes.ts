import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { clientProfiles } from '../clients/clients.shared.js'
import type { AppContext } from '../context.js'
import { notFound } from '../http/api-error.js'
import { IdempotencyHeaders, idempotentCreates } from '../http/idempotency.js'
import {
  bearerAuth,
  CreatedAnswer,
  IdParams,
  isSet,
  responses,
  SuccessAnswer,
} from '../http/schemas.js'
import { clientOnly, currentCompany, currentMember } from '../sessions/authenticate.js'
import { driversRepository } from './drivers.repository.js'
import { fleetListTags } from './fleet-versions.js'
import { checkTransportForm, deleteTransport, saveTransport } from './transport-form.js'
import { brandsRepository, transportsRepository } from './transports.repository.js'
import {
  IsLegalParams,
  ListParams,
  TransportAnswer,
  TransportCreateBody,
  TransportFormData,
  TransportListAnswer,
  TransportUpdateBody,
} from './transports.schemas.js'

const TAGS = ['cabinet']

/** Cars and trailers of a client. */
export const transportRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'db'>> = async (
  app,
  { db },
) => {
  const transports = transportsRepository(db)
  const listTags = fleetListTags(db, 'transports', TransportListAnswer)
  const createOnce = idempotentCreates(db)
  app.addHook('onRequest', clientOnly(db))

  app.get(
    '/api/get-transport-datas/:isLegal',
    {
      schema: {
        tags: TAGS,
        summary: 'What the car and trailer form chooses from: drivers and brands',
        security: bearerAuth,
        params: IsLegalParams,
        response: responses(TransportFormData, { auth: 'client', notFound: true }),
      },
    },
    async (request) => {
      const owner = { userId: currentCompany(request), isLegal: request.params.isLegal === 1 }
      const [drivers, brands, client] = await Promise.all([
        driversRepository(db).list(owner),
        brandsRepository(db).all(),
        clientProfiles(db).exists(owner),
      ])
      return {
        drivers: drivers.map(({ id, name, surname, patronymic }) => ({
          id,
          name,
          surname,
          patronymic,
        })),
        brands,
        client,
      }
    },
  )

  app.get(
    '/api/transports/:isLegal/:isCar',
    {
      schema: {
        tags: TAGS,
        summary: "The caller's cars (isCar 1) or trailers (0) of one kind, newest first",
        security: bearerAuth,
        params: ListParams,
        response: responses(TransportListAnswer, {
          auth: 'client',
          notFound: true,
          notModified: true,
        }),
      },
    },
    async (request, reply) => {
      const owner = { userId: currentCompany(request), isLegal: request.params.isLegal === 1 }
      const variant = `${request.params.isLegal}/${request.params.isCar}`
      if (await listTags.notModified(request, reply, owner.userId, variant)) return reply
      const rows = await listTags.read(reply, owner.userId, variant, () =>
        transports.list(owner, request.params.isCar === 1),
      )
      return {
        data: { transports: rows.map((row) => ({ ...row, plateNumber: row.plate_number })) },
      }
    },
  )

  app.post(
    '/api/transport',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a car or a trailer',
        security: bearerAuth,
        headers: IdempotencyHeaders,
        body: TransportCreateBody,
        response: responses(CreatedAnswer, { auth: 'client', validation: true }),
      },
    },
    async (request, reply) =>
      createOnce(request, reply, request.body, async (trx) => {
        const body = request.body
        const owner = {
          userId: currentCompany(request),
          memberId: currentMember(request),
          isLegal: isSet(body.is_legal),
          isCar: isSet(body.is_transport),
        }
        const fields = await checkTransportForm(trx, owner, body)
        const id = await saveTransport(trx, owner, fields)
        if (id === undefined) throw new Error('a new transport was not saved')
        return { status: 'success' as const, id }
      }),
  )

  app.get(
    '/api/transport/:id',
    {
      config: { notFound: 'transport_not_found' },
      schema: {
        tags: TAGS,
        summary: 'One car or trailer of the caller',
        security: bearerAuth,
        params: IdParams,
        response: responses(TransportAnswer, { auth: 'client', notFound: true }),
      },
    },
    async (request) => {
      const row = await transports.find(currentCompany(request), request.params.id)
      if (!row) throw notFound('transport_not_found')
      const { brand_title, driver_name, driver_surname, ...transport } = row
      const driver =
        transport.driver_id !== null && driver_name !== null && driver_surname !== null
          ? { id: transport.driver_id, name: driver_name, surname: driver_surname }
          : null
      return {
        ...transport,
        number: transport.plate_number,
        brand: { id: transport.brand_id, title: brand_title },
        driver_id: driver ? driver.id : null,
        driver,
      }
    },
  )

  app.put(
    '/api/transport/:id',
    {
      config: { notFound: 'transport_not_found' },
      schema: {
        tags: TAGS,
        summary: 'Rewrite a car or trailer; whether it is a car and whose kind stay as they are',
        security: bearerAuth,
        params: IdParams,
        body: TransportUpdateBody,
        response: responses(SuccessAnswer, { auth: 'client', validation: true, notFound: true }),
      },
    },
    async (request) => {
      const userId = currentCompany(request)
      const current = await transports.find(userId, request.params.id)
      if (!current) throw notFound('transport_not_found')
      const owner = {
        userId,
        memberId: currentMember(request),
        isLegal: current.is_legal,
        isCar: current.is_transport,
      }
      const fields = await checkTransportForm(db, owner, request.body, current.id)
      if ((await saveTransport(db, owner, fields, current.id)) === undefined) {
        throw notFound('transport_not_found')
      }
      return { status: 'success' as const }
    },
  )

  app.delete(
    '/api/transport/:id',
    {
      config: { notFound: 'transport_not_found' },
      schema: {
        tags: TAGS,
        summary: 'Remove a car or trailer from the lists',
        security: bearerAuth,
        params: IdParams,
        response: responses(SuccessAnswer, { auth: 'client', notFound: true }),
      },
    },
    async (request) => {
      const writer = { userId: currentCompany(request), memberId: currentMember(request) }
      if (!(await deleteTransport(db, writer, request.params.id))) {
        throw notFound('transport_not_found')
      }
      return { status: 'success' as const }
    },
  )
}
