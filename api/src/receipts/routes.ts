import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { notFound } from '../http/api-error.js'
import { bearerAuth, IdParams, MessageBody, responses } from '../http/schemas.js'
import { authenticate, readerOf } from '../sessions/authenticate.js'
import { receiptFile } from './receipt-file.js'
import { receiptsRepository } from './receipts.repository.js'
import { Receipt, ReceiptsQuery, receiptAnswer } from './schemas.js'

/** Receipts and credit notes: to members of the paying company, and to operators. */
export const receiptRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db' | 'fileStore'>
> = async (app, { db, config, fileStore }) => {
  const receipts = receiptsRepository(db)
  /** Whose documents the caller reads: the company's, or anyone's for an operator. */
  const ownerOf = (reader: { id: number; role: 'client' | 'operator' }) =>
    reader.role === 'operator' ? undefined : reader.id

  app.get(
    '/api/receipts',
    {
      onRequest: authenticate(db),
      schema: {
        tags: ['payments'],
        summary:
          'The receipts and credit notes of the caller’s e-permits among permit_ids (of any haulier’s, for an operator), oldest first',
        security: bearerAuth,
        querystring: ReceiptsQuery,
        response: responses(Type.Object({ receipts: Type.Array(Receipt) }), {
          auth: true,
          validation: true,
        }),
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.permit_ids.split(',').map(Number))]
      const rows = await receipts.ofPermits(ownerOf(readerOf(request)), ids)
      return { receipts: rows.map((row) => receiptAnswer(row, config.publicUrl)) }
    },
  )

  app.get(
    '/api/receipts/:id/pdf',
    {
      onRequest: authenticate(db),
      compress: false,
      config: { notFound: 'receipt_not_found' },
      schema: {
        tags: ['payments'],
        summary: 'A receipt or credit note as a PDF (the payer’s language and English)',
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
      const receipt = await receipts.find(request.params.id, ownerOf(readerOf(request)))
      if (!receipt) throw notFound('receipt_not_found')
      const file = await receiptFile({ db, fileStore }, receipt.id)
      const bytes = file && (await fileStore.open(file.sha256))
      if (!file || !bytes) {
        request.log.error({ receiptId: receipt.id }, 'receipt PDF missing')
        throw notFound('receipt_not_found')
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.size)
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(bytes as never)
    },
  )
}
