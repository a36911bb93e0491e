import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { clientOnly, currentUser } from '../accounts/authenticate.js'
import { statusHistory } from '../audit/status-history.js'
import type { AppContext } from '../context.js'
import { type CargoPermissionKind, REQUEST_MODEL, REQUEST_STATUS } from '../history/requests.js'
import { type FieldProblem, ValidationFailed } from '../http/api-error.js'
import { perUserLimit, RATE_RULES } from '../http/rate-limit.js'
import { bearerAuth, CreatedAnswer, responses } from '../http/schemas.js'
import { normalizePlate } from '../plates/plates.js'
import { cargoPermissionsRepository } from './cargo-permissions.repository.js'
import { CargoPermissionBody, LoadPermissionReference } from './schemas.js'
import { PERMISSION_VALIDITY_DAYS, permissionValidUntil } from './validity.js'

/** Loading and unloading permissions. */
export const cargoPermissionRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, limiter },
) => {
  const permissions = cargoPermissionsRepository(db)

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
          body: CargoPermissionBody,
          response: responses(CreatedAnswer, {
            auth: 'client',
            validation: true,
            rateLimited: true,
          }),
        },
      },
      async (request) => {
        const user = currentUser(request)
        const fields = await checkedFields(permissions, trimmed(request.body))
        const id = await db.transaction().execute(async (trx) => {
          const created = await cargoPermissionsRepository(trx).insert(
            user.id,
            kind,
            fields,
            permissionValidUntil(),
          )
          await statusHistory(trx).filed(
            'cargo_permission',
            created,
            user.id,
            REQUEST_STATUS.pending,
          )
          return created
        })
        return { status: 'success' as const, id }
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
  const problems: Record<string, FieldProblem[]> = {}
  if (!gos_prinad) problems.gos_prinad = [{ key: 'one_of' }]
  if (!marka) problems.marka = [{ key: 'one_of' }]
  if (!marka || !gos_prinad) throw new ValidationFailed(problems)
  return { ...fields, marka, gos_prinad, gos_nomer: normalizePlate(fields.gos_nomer) }
}
