import Type from 'typebox'
import type { Db } from '../db/database.js'
import type { StatusSubject } from '../db/schema.js'
import { readStatusChanges } from '../timelines/timelines.shared.js'

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
    member: Type.Union([Type.String(), Type.Null()], {
      description:
        "The name of the company's member who did it; null for the office, the provider and changes from before companies had members",
    }),
    reason: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
  }),
  { description: 'Every change of status, oldest first, with who made it by name' },
)

/**
 * One e-permit's or request's changes of status, oldest first, naming who made each: the
 * status history's one reader (ADR 0108), with the operator's name the office may read.
 */
export async function reviewTimeline(db: Db, subject: StatusSubject, subjectId: number) {
  const changes = await readStatusChanges(db, { subject, ids: [subjectId] })
  return changes.map(({ subject_id: _one, ...change }) => change)
}
