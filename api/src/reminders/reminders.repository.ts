import type { Db } from '../db/database.js'
import type { ReminderDocument, ReminderKind } from '../db/reminders-schema.js'

/** A document of some haulier that expires on `expires_on`. */
export interface ExpiringDocument {
  user_id: number
  subject: string
  kind: ReminderKind
  document: ReminderDocument
  subject_id: number | null
  name: string | null
  expires_on: string
}

/** Which kind of reminder each document belongs to: the switches of the settings. */
export const KIND_OF: Record<ReminderDocument, ReminderKind> = {
  licence: 'client-documents',
  patent: 'client-documents',
  'state-register': 'client-documents',
  certificate: 'client-documents',
  'driving-licence': 'driving-licences',
  'e-permit': 'e-permits',
}

const document = (
  row: Omit<ExpiringDocument, 'kind'> & { document: ReminderDocument },
): ExpiringDocument => ({ ...row, kind: KIND_OF[row.document] })

/**
 * The documents of every active haulier that expire between `from` and `until` (yyyy-mm-dd, both
 * included): the same documents the cabinet's first tab lists (ADR 0090), a handful of queries
 * whatever the number of hauliers. A deactivated account is told nothing.
 */
export function expiringDocumentsRepository(db: Db) {
  return {
    async between(from: string, until: string): Promise<ExpiringDocument[]> {
      const [profiles, users, drivers, permits] = await Promise.all([
        db
          .selectFrom('client_profiles')
          .innerJoin('users', 'users.id', 'client_profiles.user_id')
          .where('users.status', '=', 'active')
          .select(['client_profiles.id', 'client_profiles.user_id', 'license_expire_date'])
          .select(['patent_expire_date', 'yegrpo_expire_date'])
          .where((eb) =>
            eb.or([
              eb.between('license_expire_date', from, until),
              eb.between('patent_expire_date', from, until),
              eb.between('yegrpo_expire_date', from, until),
            ]),
          )
          .execute(),
        db
          .selectFrom('users')
          .select(['id', 'ygtyyarnama_expire_date'])
          .where('role', '=', 'client')
          .where('status', '=', 'active')
          .where('ygtyyarnama_expire_date', '>=', from)
          .where('ygtyyarnama_expire_date', '<=', until)
          .execute(),
        db
          .selectFrom('drivers')
          .innerJoin('users', 'users.id', 'drivers.user_id')
          .where('users.status', '=', 'active')
          .select(['drivers.id', 'drivers.user_id', 'drivers.name', 'drivers.surname'])
          .select('driving_license_expired_date')
          .where('drivers.deleted_at', 'is', null)
          .where('driving_license_expired_date', '>=', from)
          .where('driving_license_expired_date', '<=', until)
          .execute(),
        db
          .selectFrom('permits')
          .leftJoin('permit_documents', 'permit_documents.permit_id', 'permits.id')
          .innerJoin('users', 'users.id', 'permits.user_id')
          .where('users.status', '=', 'active')
          .select(['permits.id', 'permits.user_id', 'permits.return_date'])
          .where('permits.status', '=', 5)
          .where('permit_documents.revoked_at', 'is', null)
          .where('permits.return_date', '>=', from)
          .where('permits.return_date', '<=', until)
          .execute(),
      ])
      const inWindow = (day: string | null): day is string =>
        day !== null && day >= from && day <= until
      return [
        ...profiles.flatMap((row) =>
          (
            [
              ['licence', row.license_expire_date],
              ['patent', row.patent_expire_date],
              ['state-register', row.yegrpo_expire_date],
            ] as const
          )
            .filter(([, day]) => inWindow(day))
            .map(([kind, day]) =>
              document({
                user_id: row.user_id,
                subject: `profile:${row.id}`,
                document: kind,
                subject_id: row.id,
                name: null,
                expires_on: day as string,
              }),
            ),
        ),
        ...users.map((row) =>
          document({
            user_id: row.id,
            subject: `user:${row.id}`,
            document: 'certificate',
            subject_id: null,
            name: null,
            expires_on: row.ygtyyarnama_expire_date as string,
          }),
        ),
        ...drivers.map((row) =>
          document({
            user_id: row.user_id,
            subject: `driver:${row.id}`,
            document: 'driving-licence',
            subject_id: row.id,
            name: `${row.name} ${row.surname}`,
            expires_on: row.driving_license_expired_date,
          }),
        ),
        ...permits.map((row) =>
          document({
            user_id: row.user_id,
            subject: `permit:${row.id}`,
            document: 'e-permit',
            subject_id: row.id,
            name: null,
            expires_on: row.return_date,
          }),
        ),
      ]
    },
  }
}

/** The reminders sent and the kinds turned off, the table that makes a reminder go out once. */
export function sentRemindersRepository(db: Db) {
  return {
    /** The kinds each of `userIds` turned off. */
    async turnedOff(userIds: number[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set()
      const rows = await db
        .selectFrom('reminders_off')
        .select(['user_id', 'kind'])
        .where('user_id', 'in', userIds)
        .execute()
      return new Set(rows.map((row) => `${row.user_id}:${row.kind}`))
    },

    /**
     * Records a reminder and its line in the inbox, unless it was recorded before (by an
     * earlier run, another instance, a retry): answers whether this call recorded it.
     */
    async record(reminder: ExpiringDocument, daysBefore: number): Promise<number | null> {
      const row = await db
        .insertInto('sent_reminders')
        .values({ ...reminder, days_before: daysBefore })
        .onConflict((conflict) => conflict.constraint('sent_reminders_once').doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!row) return null
      await db
        .insertInto('notices')
        .values({ user_id: reminder.user_id, reminder_id: row.id })
        .execute()
      return row.id
    },
  }
}
