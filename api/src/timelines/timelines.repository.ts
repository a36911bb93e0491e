import type { Db } from '../db/database.js'
import type { StatusSubject } from '../db/schema.js'
import type { TimelineSubject } from './schemas.js'

const STORED: Record<TimelineSubject, { subject: StatusSubject; cargoKind?: 2 | 3 }> = {
  permit: { subject: 'permit' },
  'online-application': { subject: 'online_application' },
  'load-permission': { subject: 'cargo_permission', cargoKind: 2 },
  'unload-permission': { subject: 'cargo_permission', cargoKind: 3 },
}

/** Reading the status history: the timelines of several subjects of one kind at once. */
export function timelineRepository(db: Db) {
  return {
    /** `ownerId` limits the answer to that client's subjects; operators pass none. */
    async of(subject: TimelineSubject, ids: number[], ownerId: number | undefined) {
      const { subject: stored, cargoKind } = STORED[subject]
      let query = db
        .selectFrom('status_changes')
        // The company's member who did it (ADR 0103); operators and the provider stay unnamed.
        .leftJoin('users as member', (join) =>
          join.onRef('member.id', '=', 'status_changes.actor_id').on('member.role', '=', 'client'),
        )
        .select([
          'subject_id',
          'from_status',
          'to_status',
          'actor_role',
          'reason',
          'status_changes.created_at',
          'member.name as member',
        ])
        .where('subject', '=', stored)
        .where('subject_id', 'in', ids)
      if (ownerId !== undefined) query = query.where('owner_id', '=', ownerId)
      if (cargoKind !== undefined) {
        query = query.where('subject_id', 'in', (eb) =>
          eb
            .selectFrom('cargo_permissions')
            .select('id')
            .where('kind', '=', cargoKind)
            .where('id', 'in', ids),
        )
      }
      const rows = await query.orderBy('subject_id').orderBy('status_changes.id').execute()
      return rows.map((row) => ({
        ...row,
        from_status: row.from_status === null ? null : Number(row.from_status),
        to_status: Number(row.to_status),
        created_at: row.created_at.toISOString(),
      }))
    },
  }
}
