import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { withBodyCheck } from '../http/ajv.js'
import { IdempotencyHeaders } from '../http/idempotency.js'
import { perUserLimit, RATE_RULES } from '../http/rate-limit.js'
import { bearerAuth, EntityId, MessageBody, responses, SuccessAnswer } from '../http/schemas.js'
import { clientOnly, currentCompany, operatorOnly } from '../sessions/authenticate.js'
import { clientsRepository } from './clients.repository.js'
import { presentProfile } from './present-profile.js'
import { INDIVIDUAL, LEGAL, type ProfileKind } from './profile-kinds.js'
import { profileSaver } from './profile-saver.js'
import {
  ClientKindParams,
  ClientProfileAnswer,
  type CommonProfileFields,
  DepositAnswer,
  IndividualForm,
  LegalForm,
} from './schemas.js'

/** Multipart bodies are read and validated by the handler (`withUploads`), not by Fastify. */
const multipartBody = withBodyCheck(() => true)

/** Client profiles (individual and legal) and their deposit. */
export const clientRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db' | 'fileStore' | 'limiter'>
> = async (app, context) => {
  const { db, config, limiter } = context
  const clients = clientsRepository(db)
  const save = profileSaver(context)

  async function profileOf(request: FastifyRequest, userId: number, isLegal: boolean) {
    const row = await clients.findProfile(userId, isLegal)
    if (!row) return []
    const [licenseTypes, files] = await Promise.all([
      clients.licenseTypesOf(row.id),
      clients.filesOf(row.id),
    ])
    return presentProfile(row, licenseTypes, files, {
      lang: request.lang,
      publicUrl: config.publicUrl,
    })
  }

  app.get(
    '/api/get/client/:is_legal',
    {
      onRequest: clientOnly(db),
      config: { notFound: 'client_kind_not_found' },
      schema: {
        tags: ['cabinet'],
        summary: "The caller's client profile of one kind (1 legal, 0 individual), or []",
        security: bearerAuth,
        params: ClientKindParams,
        response: responses(ClientProfileAnswer, { auth: 'client', notFound: true }),
      },
    },
    async (request) => profileOf(request, currentCompany(request), request.params.is_legal === 1),
  )

  app.get(
    '/api/operator/clients/:user_id/:is_legal',
    {
      onRequest: operatorOnly(db),
      config: { notFound: 'client_kind_not_found' },
      schema: {
        tags: ['operators'],
        summary: "A haulier's client profile of one kind (1 legal, 0 individual), or []",
        description:
          'The same answer the haulier gets from /api/get/client/{is_legal}, for the office: operators only (a client gets 403). Its scans download from their `url` with the operator’s token.',
        security: bearerAuth,
        params: Type.Object({ user_id: EntityId, ...ClientKindParams.properties }),
        response: {
          ...responses(ClientProfileAnswer, { auth: true, notFound: true, validation: true }),
          403: MessageBody,
        },
      },
    },
    async (request) => profileOf(request, request.params.user_id, request.params.is_legal === 1),
  )

  const storeRoute = <F extends CommonProfileFields>(
    kind: ProfileKind<F>,
    body: typeof LegalForm | typeof IndividualForm,
  ) => ({
    onRequest: clientOnly(db),
    ...perUserLimit(limiter, RATE_RULES.uploadsPerUser),
    validatorCompiler: multipartBody,
    schema: {
      tags: ['cabinet'],
      summary: kind.isLegal
        ? "Create or update the caller's legal-entity data with its documents"
        : "Create or update the caller's individual data with its documents",
      security: bearerAuth,
      headers: IdempotencyHeaders,
      consumes: ['multipart/form-data'],
      body,
      response: responses(SuccessAnswer, { auth: 'client', validation: true, rateLimited: true }),
    },
  })

  app.post(
    '/api/legal/store',
    storeRoute(LEGAL, LegalForm),
    (request: FastifyRequest, reply: FastifyReply) => save(request, reply, LEGAL),
  )
  app.post(
    '/api/individual/store',
    storeRoute(INDIVIDUAL, IndividualForm),
    (request: FastifyRequest, reply: FastifyReply) => save(request, reply, INDIVIDUAL),
  )

  app.get(
    '/api/get/deposit/:is_legal',
    {
      onRequest: clientOnly(db),
      config: { notFound: 'client_kind_not_found' },
      schema: {
        tags: ['cabinet'],
        summary: "The deposit (bank balance) of the caller's profile of one kind",
        security: bearerAuth,
        params: ClientKindParams,
        response: responses(DepositAnswer, { auth: 'client', notFound: true }),
      },
    },
    async (request) => {
      const row = await clients.balanceOf(currentCompany(request), request.params.is_legal === 1)
      if (row?.balance === null || row?.balance === undefined) return { status: false as const }
      return { status: true as const, balance: row.balance }
    },
  )
}
