import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { StatusSubject } from '../db/schema.js'

/** The statuses that answer a request: an e-permit issued or rejected, a request accepted or declined. */
const PERMIT_ANSWERS = [5, 6] as const
const REQUEST_ANSWERS = [1, 2] as const

/** Changes of status made by someone other than the client, after `seenAt` when there is one. */
function answeredAfter(db: Db, subject: StatusSubject, seenAt: Date | null) {
  let changes = db
    .selectFrom('status_changes')
    .select(['subject_id', 'to_status'])
    .select((eb) => eb.fn.max('created_at').as('answered_at'))
    .where('subject', '=', subject)
    .where('actor_role', '<>', 'client')
    .groupBy(['subject_id', 'to_status'])
  if (seenAt) changes = changes.where('created_at', '>', seenAt)
  return changes
}

/**
 * The words the operator gave with a request's answer (a decline's reason, an acceptance's note):
 * those of its latest change to the status it stands at.
 */
function answerWords(subject: StatusSubject, table: 'cargo_permissions' | 'online_applications') {
  return sql<string | null>`(
    select said.reason from status_changes said
    where said.subject = ${subject}
      and said.subject_id = ${sql.ref(`${table}.id`)}
      and said.to_status = ${sql.ref(`${table}.status`)}::text
    order by said.created_at desc
    limit 1
  )`
}

/**
 * What needs a haulier now, read in a handful of queries whatever the size of their fleet:
 * e-permits to pay, answers since they last looked, and documents about to expire.
 */
export function needsMeRepository(db: Db) {
  return {
    async answersSeenAt(userId: number) {
      const row = await db
        .selectFrom('users')
        .select(['answers_seen_at', 'ygtyyarnama_expire_date'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
      return row
    },

    async markAnswersSeen(userId: number) {
      await db
        .updateTable('users')
        .set({ answers_seen_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .execute()
    },

    toPay(userId: number) {
      return db
        .selectFrom('permits')
        .innerJoin('permit_types', 'permit_types.id', 'permits.permit_type_id')
        .select([
          'permits.id',
          'permits.is_legal',
          'permits.country_id',
          'permit_types.number as permit_type',
          'permits.price',
          'permits.departure_date',
          'permits.return_date',
        ])
        .where('permits.user_id', '=', userId)
        .where('permits.status', '=', 3)
        .orderBy('permits.id')
        .execute()
    },

    answeredPermits(userId: number, seenAt: Date | null) {
      return db
        .selectFrom('permits')
        .innerJoin(answeredAfter(db, 'permit', seenAt).as('answer'), (join) =>
          join
            .onRef('answer.subject_id', '=', 'permits.id')
            .on(sql<boolean>`answer.to_status = permits.status::text`),
        )
        .select(['permits.id', 'permits.status', 'permits.country_id', 'permits.reason'])
        .select('answer.answered_at')
        .where('permits.user_id', '=', userId)
        .where('permits.status', 'in', PERMIT_ANSWERS)
        .execute()
    },

    answeredCargoPermissions(userId: number, seenAt: Date | null) {
      return db
        .selectFrom('cargo_permissions')
        .innerJoin(answeredAfter(db, 'cargo_permission', seenAt).as('answer'), (join) =>
          join
            .onRef('answer.subject_id', '=', 'cargo_permissions.id')
            .on(sql<boolean>`answer.to_status = cargo_permissions.status::text`),
        )
        .select([
          'cargo_permissions.id',
          'cargo_permissions.kind',
          'cargo_permissions.status',
          'cargo_permissions.razresheniye_no as number',
        ])
        .select('answer.answered_at')
        .select(answerWords('cargo_permission', 'cargo_permissions').as('reason'))
        .where('cargo_permissions.user_id', '=', userId)
        .where('cargo_permissions.status', 'in', REQUEST_ANSWERS)
        .execute()
    },

    answeredApplications(userId: number, seenAt: Date | null) {
      return db
        .selectFrom('online_applications')
        .innerJoin(answeredAfter(db, 'online_application', seenAt).as('answer'), (join) =>
          join
            .onRef('answer.subject_id', '=', 'online_applications.id')
            .on(sql<boolean>`answer.to_status = online_applications.status::text`),
        )
        .select([
          'online_applications.id',
          'online_applications.status',
          'online_applications.permission_number as number',
        ])
        .select('answer.answered_at')
        .select(answerWords('online_application', 'online_applications').as('reason'))
        .where('online_applications.user_id', '=', userId)
        .where('online_applications.status', 'in', REQUEST_ANSWERS)
        .execute()
    },

    clientProfiles(userId: number) {
      return db
        .selectFrom('client_profiles')
        .select(['is_legal', 'license_expire_date', 'patent_expire_date', 'yegrpo_expire_date'])
        .where('user_id', '=', userId)
        .execute()
    },

    driversExpiringBy(userId: number, until: string) {
      return db
        .selectFrom('drivers')
        .select(['id', 'is_legal', 'name', 'surname', 'driving_license_expired_date'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .where('driving_license_expired_date', '<=', until)
        .execute()
    },

    /** Issued e-permits (not revoked) whose validity ends between `from` and `until`. */
    issuedPermitsEndingBetween(userId: number, from: string, until: string) {
      return db
        .selectFrom('permits')
        .leftJoin('permit_documents', 'permit_documents.permit_id', 'permits.id')
        .select(['permits.id', 'permits.is_legal', 'permits.country_id', 'permits.return_date'])
        .where('permits.user_id', '=', userId)
        .where('permits.status', '=', 5)
        .where('permit_documents.revoked_at', 'is', null)
        .where('permits.return_date', '>=', from)
        .where('permits.return_date', '<=', until)
        .execute()
    },

    /** Accepted loading and unloading permissions whose validity ends between `from` and `until`. */
    cargoPermissionsEndingBetween(userId: number, from: string, until: string) {
      return db
        .selectFrom('cargo_permissions')
        .select(['id', 'kind', 'razresheniye_no', 'valid_until'])
        .where('user_id', '=', userId)
        .where('status', '=', 1)
        .where('valid_until', '>=', from)
        .where('valid_until', '<=', until)
        .execute()
    },
  }
}

export type NeedsMeRepository = ReturnType<typeof needsMeRepository>
