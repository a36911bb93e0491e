import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { notFound } from '../http/api-error.js'
import type { RateRule } from '../http/rate-limit.js'
import { bearerAuth, IdParams, MessageBody, responses } from '../http/schemas.js'
import { authenticate, currentCompany, currentUser } from '../sessions/authenticate.js'
import { permitDocumentsRepository } from './permit-documents.repository.js'
import { permitDocumentFile } from './permit-documents.shared.js'
import { revocationRoutes } from './revocation.routes.js'
import {
  Jwks,
  OwnedDocument,
  OwnedDocumentsQuery,
  ownedDocument,
  VerificationAnswer,
  VerificationQuery,
  verificationAnswer,
} from './schemas.js'
import { verifyPermitCode } from './verification.js'

/** Scans from one address: a border post behind one gateway checks many trucks an hour. */
const VERIFICATIONS_PER_IP: RateRule = { name: 'permit-verify-ip', limit: 300, windowSeconds: 600 }

/** The issued e-permits: published keys, the owner's documents and PDF, public verification. */
export const permitDocumentRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db' | 'mailQueue' | 'limiter'>
> = async (app, context) => {
  const { db, config, limiter } = context
  const documents = permitDocumentsRepository(db)

  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags: ['e-permits'],
        summary: 'The public keys that sign issued e-permits (a JWK set; old keys stay listed)',
        response: { 200: Jwks },
      },
    },
    async (_request, reply) => {
      const keys = await documents.publicKeys()
      reply.header('cache-control', 'public, max-age=300')
      return { keys: keys.map((key) => key.public_jwk as Record<string, string>) }
    },
  )

  app.get(
    '/api/permit-documents',
    {
      onRequest: authenticate(db),
      schema: {
        tags: ['e-permits'],
        summary:
          'The issued documents of the caller’s e-permits among permit_ids (of any haulier’s, for an operator)',
        security: bearerAuth,
        querystring: OwnedDocumentsQuery,
        response: responses(Type.Object({ documents: Type.Array(OwnedDocument) }), {
          auth: true,
          validation: true,
        }),
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.permit_ids.split(',').map(Number))]
      const user = currentUser(request)
      const rows = await documents.ofOwner(
        user.role === 'operator' ? undefined : currentCompany(request),
        ids,
      )
      return { documents: rows.map((row) => ownedDocument(row, config.webPublicUrl)) }
    },
  )

  app.get(
    '/api/permit-documents/:id/pdf',
    {
      onRequest: authenticate(db),
      compress: false,
      config: { notFound: 'permit_document_not_found' },
      schema: {
        tags: ['e-permits'],
        summary:
          'The issued e-permit as a PDF (the account’s language, or the request’s, and English), to its owner',
        security: bearerAuth,
        params: IdParams,
        response: {
          200: {
            description: 'The PDF',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          401: MessageBody,
          404: MessageBody,
        },
      },
    },
    async (request, reply) => {
      const owner = await documents.owner(request.params.id)
      if (!owner || owner.user_id !== currentCompany(request)) {
        throw notFound('permit_document_not_found')
      }
      // The account's language: the interface's last one, or this request's if it named one
      // (authenticate has just remembered it).
      const file = await permitDocumentFile(db, request.params.id, owner.lang, config.webPublicUrl)
      if (!file) throw notFound('permit_document_not_found')
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.content) as never)
    },
  )

  app.get(
    '/api/permit-verification',
    {
      schema: {
        tags: ['e-permits'],
        summary: 'Checks an e-permit’s credential: valid, revoked, expired or forged',
        querystring: VerificationQuery,
        response: responses(VerificationAnswer, { validation: true, rateLimited: true }),
      },
    },
    async (request, reply) => {
      await limiter.consume(VERIFICATIONS_PER_IP, request.ip)
      // A revocation shows at once: no cache may keep an earlier answer.
      reply.header('cache-control', 'no-store')
      return verificationAnswer(await verifyPermitCode(db, request.query.code))
    },
  )

  await app.register(revocationRoutes, context)
}
