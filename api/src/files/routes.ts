import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { notFound } from '../http/api-error.js'
import { bearerAuth, IdParams, MessageBody } from '../http/schemas.js'
import { authenticate, readerOf } from '../sessions/authenticate.js'
import { filesRepository } from './files.repository.js'

/** Downloads of uploaded files: only by their owner, or an operator; anyone else gets 404. */
export const fileRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'db' | 'fileStore'>> = async (
  app,
  context,
) => {
  const files = filesRepository(context.db)

  app.get(
    '/api/files/:id',
    {
      onRequest: authenticate(context.db),
      // Sent as stored, with their length: mostly compressed formats already (JPEG, PNG, PDF).
      compress: false,
      config: { notFound: 'file_not_found' },
      schema: {
        tags: ['files'],
        summary: 'An uploaded file, to its owner or an operator',
        security: bearerAuth,
        params: IdParams,
        response: {
          200: {
            description: 'The bytes, with the type found in their content',
            content: {
              'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
            },
          },
          401: MessageBody,
          404: MessageBody,
        },
      },
    },
    async (request, reply) => {
      const file = await files.findReadable(request.params.id, readerOf(request))
      if (!file) throw notFound('file_not_found')
      const bytes = await context.fileStore.open(file.sha256)
      if (!bytes) {
        // The row outlived its bytes: a fault of ours, logged; the reader is told it is not there.
        request.log.error({ fileId: file.id }, 'stored bytes missing')
        throw notFound('file_not_found')
      }
      const name = encodeURIComponent(file.original_name || `file-${file.id}`)
      // Uploaded bytes are never run as a page of ours: no scripts, and SVG only as a download.
      const disposition = file.mime === 'image/svg+xml' ? 'attachment' : 'inline'
      // Chrome will not start its PDF viewer in a sandboxed document (it shows "blocked" instead),
      // so a PDF (its type found in its bytes, sent with nosniff) goes without `sandbox`; its
      // viewer runs the file in a process of its own, with no access to this origin's pages.
      const policy =
        file.mime === 'application/pdf'
          ? "default-src 'none'; style-src 'unsafe-inline'"
          : "default-src 'none'; style-src 'unsafe-inline'; sandbox"
      return reply
        .header('content-type', file.mime)
        .header('content-length', file.size)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${name}`)
        .header('content-security-policy', policy)
        .header('cache-control', 'private, no-store')
        .send(bytes as never)
    },
  )
}
