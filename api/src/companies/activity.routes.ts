import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import type { PermitStatus, RequestStatus } from '../db/schema.js'
import { ValidationFailed } from '../http/api-error.js'
import { bearerAuth, responses } from '../http/schemas.js'
import type { Lang } from '../i18n/lang.js'
import { translate } from '../i18n/messages.js'
import { permitStatusName } from '../permits/permits.shared.js'
import { requestStatusName } from '../requests/requests.shared.js'
import { clientOnly, currentCompany } from '../sessions/authenticate.js'
import { type ActivityRow, activityRepository } from './activity.repository.js'
import { ACTIVITY_PER_PAGE, ActivityPage, ActivityQuery } from './activity.schemas.js'
import { companiesRepository } from './companies.repository.js'

/** The company's activity log: who of its members did what, and when (ADR 0109). */
export const activityRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'db'>> = async (
  app,
  { db },
) => {
  const activity = activityRepository(db)

  app.get(
    '/api/company/activity',
    {
      onRequest: clientOnly(db),
      schema: {
        tags: ['company'],
        summary: `What the company's members did, and what the office did to its records, newest first, ${ACTIVITY_PER_PAGE} a page`,
        description:
          'Narrowed by member, kind and days when they are given; `total` counts what the filter leaves. A bad date, an unknown kind, or `from` after `to` is a 422 naming the parameter.',
        security: bearerAuth,
        querystring: ActivityQuery,
        response: responses(ActivityPage, { auth: 'client', validation: true }),
      },
    },
    async (request) => {
      const { page = 1, member_id, kind, from, to } = request.query
      if (from && to && from > to) throw ValidationFailed.field('from', 'activity_days_reversed')
      const filter = { companyId: currentCompany(request), memberId: member_id, kind, from, to }
      const offset = (page - 1) * ACTIVITY_PER_PAGE
      const [rows, total, members] = await Promise.all([
        activity.page(filter, offset, ACTIVITY_PER_PAGE),
        activity.count(filter),
        companiesRepository(db).members(filter.companyId),
      ])
      return {
        items: rows.map((row) => activityItem(row, request.lang)),
        members: members
          .map((member) => ({ id: member.user_id, name: member.name }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        total,
        page,
        per_page: ACTIVITY_PER_PAGE,
      }
    },
  )
}

function activityItem(row: ActivityRow, lang: Lang) {
  return {
    id: row.id,
    kind: row.kind,
    at: row.created_at.toISOString(),
    actor: row.actor_role === 'client' ? ('member' as const) : row.actor_role,
    member: row.member_id === null ? null : { id: row.member_id, name: row.member_name ?? '' },
    record: {
      kind: row.subject,
      id: row.subject_id,
      title: row.title,
      model_id: row.model_id === null ? null : (Number(row.model_id) as 1 | 2 | 3),
      is_legal: row.is_legal,
      is_car: row.is_car,
    },
    status: row.kind === 'status_changed' ? statusName(row, lang) : null,
  }
}

/** The new status of a record an operator or the payment provider moved, as people read it. */
function statusName(row: ActivityRow, lang: Lang): string | null {
  const status = row.to_status
  if (status === null) return null
  if (row.status_subject === 'permit') return permitStatusName(lang, Number(status) as PermitStatus)
  if (row.status_subject === 'payment') {
    return translate(lang, `payment_status_${status as 'pending' | 'paid' | 'declined'}`)
  }
  return requestStatusName(lang, Number(status) as RequestStatus)
}
