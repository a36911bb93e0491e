import { sql } from 'kysely'
import { daysAfter, enterpriseDayStart } from '../calendar/days.js'
import type { ActivityKind } from '../db/activity-schema.js'
import type { Db } from '../db/database.js'

export interface ActivityFilter {
  companyId: number
  memberId?: number
  kind?: ActivityKind
  /** Ashgabat days, both ends included */
  from?: string
  to?: string
}

/**
 * A company's activity log (ADR 0109): the `company_activity` view, narrowed by the filter,
 * newest first, each row with its member's name and a title of its record. SQL only here.
 */
export function activityRepository(db: Db) {
  const filtered = (filter: ActivityFilter) => {
    let query = db.selectFrom('company_activity as a').where('a.company_id', '=', filter.companyId)
    if (filter.memberId !== undefined) query = query.where('a.member_id', '=', filter.memberId)
    if (filter.kind !== undefined) query = query.where('a.kind', '=', filter.kind)
    if (filter.from) query = query.where('a.created_at', '>=', enterpriseDayStart(filter.from))
    if (filter.to) {
      query = query.where('a.created_at', '<', enterpriseDayStart(daysAfter(filter.to, 1)))
    }
    return query
  }

  return {
    page(filter: ActivityFilter, offset: number, limit: number) {
      return (
        filtered(filter)
          .leftJoin('users as member', 'member.id', 'a.member_id')
          .select([
            'a.id',
            'a.kind',
            'a.created_at',
            'a.actor_role',
            'a.member_id',
            'member.name as member_name',
            'a.subject',
            'a.subject_id',
            'a.status_subject',
            'a.to_status',
          ])
          .select(
            sql<string | null>`case a.subject
          when 'driver' then (select concat_ws(' ', d.surname, d.name, d.patronymic)
            from drivers d where d.id = a.subject_id)
          when 'transport' then (select t.plate_number from transports t where t.id = a.subject_id)
          when 'member' then (select u.name from users u where u.id = a.subject_id)
          when 'invitation' then (select i.email from company_invitations i where i.id = a.subject_id)
          when 'cargo_permission' then (select nullif(c.razresheniye_no, '')
            from cargo_permissions c where c.id = a.subject_id)
          when 'online_application' then (select nullif(o.permission_number, '')
            from online_applications o where o.id = a.subject_id)
        end`.as('title'),
          )
          // What a link to the record needs (ADR 0111); a removed driver or vehicle has no page.
          .select(
            sql<number | null>`case a.subject
          when 'online_application' then 1
          when 'cargo_permission' then (select c.kind from cargo_permissions c
            where c.id = a.subject_id)
        end`.as('model_id'),
          )
          .select(
            sql<boolean | null>`case a.subject
          when 'driver' then (select d.is_legal from drivers d
            where d.id = a.subject_id and d.deleted_at is null)
          when 'transport' then (select t.is_legal from transports t
            where t.id = a.subject_id and t.deleted_at is null)
        end`.as('is_legal'),
          )
          .select(
            sql<boolean | null>`case when a.subject = 'transport' then (select t.is_transport
            from transports t where t.id = a.subject_id) end`.as('is_car'),
          )
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute()
      )
    },

    async count(filter: ActivityFilter) {
      const row = await filtered(filter)
        .select(sql<string>`count(*)`.as('count'))
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },
  }
}

export type ActivityRow = Awaited<ReturnType<ReturnType<typeof activityRepository>['page']>>[number]
