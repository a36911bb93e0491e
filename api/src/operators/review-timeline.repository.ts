import Type from 'typebox'
import type { Db } from '../db/database.js'
import type { StatusSubject } from '../db/schema.js'

export const ReviewTimeline = Type.Array(
  Type.Object({
    from_status: Type.Union([Type.Integer(), Type.Null()], { description: 'Null for the filing' }),
    to_status: Type.Integer(),
    actor_role: Type.Union([
      Type.Literal('client'),
      Type.Literal('operator'),
      Type.Literal('payment_provider'),
    ]),
    actor_name: Type.Union([Type.String(), Type.Null()], {
      description: "The haulier's or operator's name; null for the payment provider",
    }),
    reason: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
  }),
  { description: 'Every change of status, oldest first, with who made it by name' },
)

/** One e-permit's or request's changes of status, oldest first, naming who made each. */
export async function reviewTimeline(db: Db, subject: StatusSubject, subjectId: number) {
  const rows = await db
    .selectFrom('status_changes as change')
    .leftJoin('users as actor', 'actor.id', 'change.actor_id')
    .select([
      'change.from_status',
      'change.to_status',
      'change.actor_role',
      'actor.name as actor_name',
      'change.reason',
      'change.created_at',
    ])
    .where('change.subject', '=', subject)
    .where('change.subject_id', '=', subjectId)
    .orderBy('change.id')
    .execute()
  return rows.map((row) => ({
    ...row,
    from_status: row.from_status === null ? null : Number(row.from_status),
    to_status: Number(row.to_status),
    created_at: row.created_at.toISOString(),
  }))
}
