import type { Kysely } from 'kysely'
import type { Database, StatusSubject } from '../db/schema.js'
import { liveEvents } from '../live/live-events.repository.js'

export interface Actor {
  /** null for the payment provider, which is no user of ours */
  id: number | null
  role: 'client' | 'operator' | 'payment_provider'
}

export interface StatusChange {
  subject: StatusSubject
  subjectId: number
  ownerId: number
  actor: Actor
  from: string | number | null
  to: string | number
  reason?: string | null
}

/**
 * The append-only record of every change of status — e-permits, their payments, requests — the
 * ground of an audit trail and of a client's timeline. Record a change in the same transaction
 * as the change itself, so one never exists without the other. The live screens' event is
 * written with it (ADR 0107): the owner's and, but for a payment's own status, the office's.
 */
export function statusHistory(db: Kysely<Database>) {
  return {
    async record(change: StatusChange): Promise<void> {
      await db
        .insertInto('status_changes')
        .values({
          subject: change.subject,
          subject_id: change.subjectId,
          owner_id: change.ownerId,
          actor_id: change.actor.id,
          actor_role: change.actor.role,
          from_status: change.from === null ? null : String(change.from),
          to_status: String(change.to),
          reason: change.reason ?? null,
        })
        .execute()
      await liveEvents(db).record({
        ownerId: change.ownerId,
        office: change.subject !== 'payment',
        kind: 'status',
        subject: change.subject,
        recordId: change.subjectId,
        status: String(change.to),
      })
    },

    /**
     * A client filed something: its first status, from nothing. The actor is the company's member
     * who filed it (ADR 0103); the company's own account when none is named.
     */
    async filed(
      subject: StatusSubject,
      subjectId: number,
      clientId: number,
      status: number,
      memberId = clientId,
    ) {
      await this.record({
        subject,
        subjectId,
        ownerId: clientId,
        actor: { id: memberId, role: 'client' },
        from: null,
        to: status,
      })
    },
  }
}
