import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { statusHistory } from '../audit/status-history.repository.js'
import type { AppContext } from '../context.js'
import { FieldProblems } from '../http/field-problems.js'
import { IdempotencyHeaders, idempotentCreates } from '../http/idempotency.js'
import { perUserLimit, RATE_RULES } from '../http/rate-limit.js'
import { bearerAuth, CreatedAnswer, responses } from '../http/schemas.js'
import { receiptLetter } from '../mail/receipt-letters.js'
import { queueLetterToCompany } from '../mail/status-notice.js'
import { normalizePlate } from '../plates/plates.js'
import { PERMISSION_VALIDITY_DAYS, permissionValidUntil } from '../reference/reference.shared.js'
import { clientOnly, currentCompany, currentMember } from '../sessions/authenticate.js'
import { cargoPermissionsRepository } from './cargo-permissions.repository.js'
import { CargoPermissionBody, LoadPermissionReference } from './cargo-permissions.schemas.js'
import {
  type CargoPermissionKind,
  HISTORY_PATH,
  REQUEST_MODEL,
  REQUEST_STATUS,
  requestTitle,
} from './request-kinds.js'

/** Loading and unloading permissions. */
export const cargoPermissionRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'db' | 'limiter' | 'mailQueue' | 'config'>
> = async (app, { db, limiter, mailQueue, config }) => {
  const permissions = cargoPermissionsRepository(db)
  const createOnce = idempotentCreates(db)

  app.get(
    '/api/load-permission',
    {
      onRequest: clientOnly(db),
      schema: {
        tags: ['cabinet'],
        summary: 'What the loading and unloading permission forms choose from, and the validity',
        description:
          'Brands and countries come as JSON text (strings), as the earlier web client parses them.',
        security: bearerAuth,
        response: responses(LoadPermissionReference, { auth: 'client' }),
      },
    },
    async (request) => {
      const [brands, countries] = await Promise.all([
        permissions.vehicleBrands(),
        permissions.countries(request.lang),
      ])
      return {
        brands: JSON.stringify(brands),
        countries: JSON.stringify(countries),
        validity_period: String(PERMISSION_VALIDITY_DAYS),
      }
    },
  )

  const fileRoute = (url: string, kind: CargoPermissionKind, summary: string) =>
    app.post(
      url,
      {
        onRequest: clientOnly(db),
        ...perUserLimit(limiter, RATE_RULES.submissionsPerUser),
        schema: {
          tags: ['cabinet'],
          summary,
          description: `Filed pending (status 0), valid for ${PERMISSION_VALIDITY_DAYS} days from today (Ashgabat time).`,
          security: bearerAuth,
          headers: IdempotencyHeaders,
          body: CargoPermissionBody,
          response: responses(CreatedAnswer, {
            auth: 'client',
            validation: true,
            rateLimited: true,
          }),
        },
      },
      async (request, reply) => {
        const owner = currentCompany(request)
        const member = currentMember(request)
        let filed: Awaited<ReturnType<typeof checkedFields>> | undefined
        return createOnce(
          request,
          reply,
          request.body,
          async (trx) => {
            const rows = cargoPermissionsRepository(trx)
            const fields = await checkedFields(rows, trimmed(request.body))
            const id = await rows.insert(owner, kind, fields, permissionValidUntil(), member)
            await statusHistory(trx).filed(
              'cargo_permission',
              id,
              owner,
              REQUEST_STATUS.pending,
              member,
            )
            filed = fields
            return { status: 'success' as const, id }
          },
          // The receipt once, after the commit; a replayed retry sends none.
          async (answer) => {
            const fields = filed
            if (!fields) return answer
            await queueLetterToCompany(
              { db, mailQueue, logger: request.log },
              { companyId: owner, filedBy: member },
              (lang) =>
                receiptLetter(lang, {
                  title: requestTitle(lang, kind, fields.razresheniye_no),
                  asked: [
                    ['loading_point', fields.punkt_pog],
                    ['unloading_point', fields.punkt_wyg],
                    ['cargo', fields.gruz],
                    ['plate', fields.gos_nomer],
                  ],
                  next: 'request',
                  link: `${config.webPublicUrl}${HISTORY_PATH}`,
                }),
            )
            return answer
          },
        )
      },
    )

  fileRoute('/api/load-permission', REQUEST_MODEL.loadPermission, 'File a loading permission')
  fileRoute(
    '/api/unload-permission',
    REQUEST_MODEL.unloadPermission,
    'File an unloading permission',
  )
}

/** The form's own fields, trimmed; anything else a body carries (user_id, status…) is dropped. */
function trimmed(body: CargoPermissionBody): CargoPermissionBody {
  const fields = Object.keys(CargoPermissionBody.properties) as (keyof CargoPermissionBody)[]
  return Object.fromEntries(
    fields.map((field) => [field, body[field].trim()]),
  ) as CargoPermissionBody
}

/**
 * The brand and the country must be ones the form offers; stored in their own spelling. The
 * vehicle's plate is stored as plates are (plates/plates.ts), so it reads as the same plate
 * wherever it is looked up.
 */
async function checkedFields(
  permissions: ReturnType<typeof cargoPermissionsRepository>,
  fields: CargoPermissionBody,
): Promise<CargoPermissionBody> {
  const [marka, gos_prinad] = await Promise.all([
    permissions.brandTitle(fields.marka),
    permissions.countryTitle(fields.gos_prinad),
  ])
  const problems = new FieldProblems()
  if (!gos_prinad) problems.add('gos_prinad', 'one_of')
  if (!marka) problems.add('marka', 'one_of')
  if (!marka || !gos_prinad) return problems.fail()
  return { ...fields, marka, gos_prinad, gos_nomer: normalizePlate(fields.gos_nomer) }
}
