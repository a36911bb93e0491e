import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import { ApiError, notFound, ValidationFailed } from '../http/api-error.js'
import { bearerAuth, IdParams, MessageBody, responses, Status } from '../http/schemas.js'
import { sendStatusNotice } from '../mail/status-notice.js'
import { PERMIT_HISTORY_PATH, permitTitle } from '../permits/permits.shared.js'
import { currentUser, operatorOnly } from '../sessions/authenticate.js'
import { DOCUMENT_LABELS } from './document-labels.js'
import { permitDocumentsRepository } from './permit-documents.repository.js'
import { OwnedDocument, ownedDocument, RevokeBody } from './schemas.js'

/**
 * An operator revokes an issued e-permit (ADR 0028): the permit keeps its status, its document is
 * marked revoked, and every verification says so from that moment. The owner is told by e-mail.
 */
export const revocationRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db' | 'mailQueue'>
> = async (app, { db, mailQueue, config }) => {
  const documents = permitDocumentsRepository(db)

  app.post(
    '/api/operator/permits/:id/revoke',
    {
      onRequest: operatorOnly(db),
      config: { notFound: 'permit_document_not_found' },
      schema: {
        tags: ['operators'],
        summary: 'Revoke an issued e-permit (status 5) with a reason shown to its owner',
        security: bearerAuth,
        params: IdParams,
        body: RevokeBody,
        response: {
          ...responses(Type.Object({ status: Status('success'), document: OwnedDocument }), {
            auth: true,
            validation: true,
            notFound: true,
          }),
          403: MessageBody,
        },
      },
    },
    async (request) => {
      const operator = currentUser(request)
      const reason = request.body.reason.trim()
      if (!reason) throw ValidationFailed.field('reason', 'permit_revoke_reason_required')
      const existing = await documents.ofPermit(request.params.id)
      const owner = existing && (await documents.owner(existing.permit_id))
      if (!existing || !owner) throw notFound('permit_document_not_found')
      if (owner.user_id === operator.id) throw new ApiError(403, 'own_request')
      const revoked = await documents.revoke(existing.permit_id, operator.id, reason)
      if (!revoked) throw ValidationFailed.field('status', 'permit_document_revoked_already')
      await sendStatusNotice(
        { db, mailQueue, config, logger: request.log },
        {
          userId: owner.user_id,
          filedBy: owner.member_id,
          subjectTitle: (lang) => permitTitle(lang, existing.permit_id),
          statusName: (lang) => DOCUMENT_LABELS.revoked[lang],
          reason,
          path: PERMIT_HISTORY_PATH,
        },
      )
      const document = await documents.ofPermit(existing.permit_id)
      if (!document) throw notFound('permit_document_not_found')
      return { status: 'success' as const, document: ownedDocument(document, config.webPublicUrl) }
    },
  )
}
