import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { statusHistory } from '../audit/status-history.repository.js'
import type { AppContext } from '../context.js'
import { APPLICATION_FILE_KINDS } from '../files/file-types.js'
import { filesRepository } from '../files/files.repository.js'
import { MAX_UPLOAD_BYTES, type MultipartBody, sentForm, withUploads } from '../files/multipart.js'
import { withBodyCheck } from '../http/ajv.js'
import { FieldProblems } from '../http/field-problems.js'
import { checkFields } from '../http/form-fields.js'
import { IdempotencyHeaders, idempotentCreates } from '../http/idempotency.js'
import { normalizePhone } from '../http/phone.js'
import { perUserLimit, RATE_RULES } from '../http/rate-limit.js'
import { bearerAuth, CreatedAnswer, responses } from '../http/schemas.js'
import { receiptLetter } from '../mail/receipt-letters.js'
import { queueLetterToCompany } from '../mail/status-notice.js'
import { clientOnly, currentCompany, currentMember } from '../sessions/authenticate.js'
import {
  type ApplicationFileIds,
  onlineApplicationsRepository,
} from './online-applications.repository.js'
import {
  APPLICATION_FILE_FIELDS,
  type ApplicationFileField,
  OnlineApplicationFields,
  OnlineApplicationForm,
  REQUIRED_FILE_FIELDS,
} from './online-applications.schemas.js'
import { HISTORY_PATH, REQUEST_MODEL, REQUEST_STATUS, requestTitle } from './request-kinds.js'

const UPLOAD_RULES = Object.fromEntries(
  APPLICATION_FILE_FIELDS.map((field) => [field, { accept: APPLICATION_FILE_KINDS }]),
)

/** Online (CMR) applications with their attachments. */
export const onlineApplicationRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'db' | 'fileStore' | 'limiter' | 'mailQueue' | 'config'>
> = async (app, { db, fileStore, limiter, mailQueue, config }) => {
  const createOnce = idempotentCreates(db)
  app.post(
    '/api/online-application',
    {
      onRequest: clientOnly(db),
      ...perUserLimit(limiter, RATE_RULES.uploadsPerUser),
      // The body is a stream that withUploads reads part by part; its text fields are checked
      // against the same schema there, once the files have been sniffed and counted.
      validatorCompiler: withBodyCheck(() => true),
      schema: {
        tags: ['cabinet'],
        summary: 'Send an online (CMR) application with its documents',
        description: `multipart/form-data. The state registration document (dowlet_sanaw) is required; the application letter (yuztutma) and the certificate (ygtyyarnama) are optional. Each file: ${APPLICATION_FILE_KINDS.join(', ')} by content, at most ${MAX_UPLOAD_BYTES} bytes. Filed pending (status 0).`,
        security: bearerAuth,
        headers: IdempotencyHeaders,
        consumes: ['multipart/form-data'],
        body: OnlineApplicationForm,
        response: responses(CreatedAnswer, { auth: 'client', validation: true, rateLimited: true }),
      },
    },
    async (request, reply) => {
      const owner = currentCompany(request)
      const member = currentMember(request)
      const options = { store: fileStore, db, files: UPLOAD_RULES, maxFiles: 3 }
      return withUploads(request, options, async (body) => {
        const fields = checkedFields(body)
        return createOnce(
          request,
          reply,
          sentForm(body),
          async (trx) => {
            const files = filesRepository(trx)
            const fileIds: Partial<Record<ApplicationFileField, number>> = {}
            for (const upload of body.uploads) {
              fileIds[upload.field as ApplicationFileField] = await files.insert(owner, upload)
            }
            const id = await onlineApplicationsRepository(trx).insert(
              owner,
              fields,
              fileIds as ApplicationFileIds,
              member,
            )
            await statusHistory(trx).filed(
              'online_application',
              id,
              owner,
              REQUEST_STATUS.pending,
              member,
            )
            return { status: 'success' as const, id }
          },
          // The receipt once, after the commit; a replayed retry sends none.
          async (answer) => {
            await queueLetterToCompany(
              { db, mailQueue, logger: request.log },
              { companyId: owner, filedBy: member },
              (lang) =>
                receiptLetter(lang, {
                  title: requestTitle(lang, REQUEST_MODEL.onlineApplication, String(answer.id)),
                  asked: [
                    ['company', fields.corpname],
                    ['cmr', fields.cmr_number],
                    ['permission', fields.permission_number],
                  ],
                  next: 'request',
                  link: `${config.webPublicUrl}${HISTORY_PATH}`,
                }),
            )
            return answer
          },
        )
      })
    },
  )
}

/** The text fields, trimmed, and the files present once each; every problem found at once. */
function checkedFields({ fields, uploads }: MultipartBody) {
  const problems = new FieldProblems()
  const valid = checkFields<OnlineApplicationFields>(OnlineApplicationFields, fields, problems)
  for (const field of APPLICATION_FILE_FIELDS) {
    const count = uploads.filter((upload) => upload.field === field).length
    if (count > 1) problems.add(field, 'file_one_only')
    if (count === 0 && REQUIRED_FILE_FIELDS.includes(field)) problems.add(field, 'required')
  }
  problems.throwIfAny()
  return {
    corpname: valid.corpname.trim(),
    cmr_number: valid.cmr_number.trim(),
    permission_number: valid.permission_number.trim(),
    fullname: valid.fullname.trim(),
    phone: normalizePhone(valid.phone),
    email: valid.email.trim(),
    director_fullname: valid.director_fullname.trim(),
  }
}
