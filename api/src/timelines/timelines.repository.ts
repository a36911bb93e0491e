import type { Db } from '../db/database.js'
import type { StatusSubject } from '../db/schema.js'

export interface StatusChangesQuery {
  subject: StatusSubject
  ids: readonly number[]
  /** Limits the answer to that company's subjects; operators pass none. */
  ownerId?: number
  /** Loading (2) or unloading (3) permissions only, for `cargo_permission`. */
  cargoKind?: 2 | 3
}

/** One change of status as it is read, for the cabinet's and the office's timelines alike. */
export interface StatusChangeRead {
  subject_id: number
  from_status: number | null
  to_status: number
  actor_role: 'client' | 'operator' | 'payment_provider'
  /** Whoever did it by name, the operator too; null for the payment provider. */
  actor_name: string | null
  /** The company's member who did it; null for the office, the provider and legacy rows. */
  member: string | null
  reason: string | null
  created_at: string
}

/**
 * The one reader of the status history (ADR 0108): the changes of several subjects of one kind,
 * ordered by subject, then oldest first. A client's change names its member (ADR 0103) unless it
 * is older than the member's membership: a row from before migration 023 was made by the
 * company's shared account, so nobody in particular is named for it.
 */
export async function readStatusChanges(
  db: Db,
  { subject, ids, ownerId, cargoKind }: StatusChangesQuery,
): Promise<StatusChangeRead[]> {
  if (ids.length === 0) return []
  let query = db
    .selectFrom('status_changes as change')
    .leftJoin('users as actor', 'actor.id', 'change.actor_id')
    .leftJoin('company_members as membership', (join) =>
      join
        .onRef('membership.company_id', '=', 'change.owner_id')
        .onRef('membership.user_id', '=', 'change.actor_id'),
    )
    .select((eb) => [
      'change.subject_id',
      'change.from_status',
      'change.to_status',
      'change.actor_role',
      'actor.name as actor_name',
      eb
        .case()
        .when(
          eb.and([
            eb('change.actor_role', '=', 'client'),
            eb('actor.role', '=', 'client'),
            eb.or([
              // An invited member never shared the company's account: always named.
              eb('change.actor_id', '<>', eb.ref('change.owner_id')),
              eb('membership.created_at', '<=', eb.ref('change.created_at')),
            ]),
          ]),
        )
        .then(eb.ref('actor.name'))
        .else(null)
        .end()
        .as('member'),
      'change.reason',
      'change.created_at',
    ])
    .where('change.subject', '=', subject)
    .where('change.subject_id', 'in', [...ids])
  if (ownerId !== undefined) query = query.where('change.owner_id', '=', ownerId)
  if (cargoKind !== undefined) {
    query = query.where('change.subject_id', 'in', (eb) =>
      eb
        .selectFrom('cargo_permissions')
        .select('id')
        .where('kind', '=', cargoKind)
        .where('id', 'in', [...ids]),
    )
  }
  const rows = await query.orderBy('change.subject_id').orderBy('change.id').execute()
  return rows.map((row) => ({
    ...row,
    from_status: row.from_status === null ? null : Number(row.from_status),
    to_status: Number(row.to_status),
    member: row.member ?? null,
    created_at: row.created_at.toISOString(),
  }))
}
