import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { StatusSubject } from '../db/schema.js'
import { liveEvents } from '../live/live-events.repository.js'

/** What can be claimed: an e-permit, a loading (2) or unloading (3) permission, an application. */
export type ClaimSubject =
  | { table: 'permits'; id: number }
  | { table: 'cargo_permissions'; id: number; kind: 2 | 3 }
  | { table: 'online_applications'; id: number }

/** The statuses in which operators still act on each kind: claims are taken only then. */
const OPEN_STATUSES: Record<ClaimSubject['table'], number[]> = {
  permits: [1, 2, 3, 4],
  cargo_permissions: [0],
  online_applications: [0],
}

export interface Claimant {
  id: number
  name: string
  email: string
}

export type ClaimOutcome =
  | { outcome: 'claimed' }
  | { outcome: 'missing' }
  | { outcome: 'closed'; status: number }
  | { outcome: 'held'; by: Claimant }

export type ReleaseOutcome =
  | { outcome: 'released' }
  | { outcome: 'missing' }
  | { outcome: 'not_yours' }

const SUBJECTS: Record<ClaimSubject['table'], StatusSubject> = {
  permits: 'permit',
  cargo_permissions: 'cargo_permission',
  online_applications: 'online_application',
}

/** The office's live queues learn that a claim was taken or given up (ADR 0107). */
const told = (db: Db, subject: ClaimSubject) =>
  liveEvents(db).record({
    ownerId: null,
    office: true,
    kind: 'claim',
    subject: SUBJECTS[subject.table],
    recordId: subject.id,
    status: null,
  })

const kindOf = (subject: ClaimSubject) =>
  subject.table === 'cargo_permissions' ? sql`and kind = ${subject.kind}` : sql``

/**
 * Claims: which operator works an e-permit or a request now. Taking one is a single conditional
 * UPDATE (nobody holds it, or the caller already does, and it is still open), so of two
 * operators claiming at once exactly one wins, whatever the isolation level.
 */
export function claimsRepository(db: Db) {
  async function state(subject: ClaimSubject) {
    const result = await sql<{
      status: number
      claimed_by: number | null
      name: string | null
      email: string | null
    }>`
      select row.status, row.claimed_by, claimant.name, claimant.email
      from ${sql.table(subject.table)} as row
      left join users as claimant on claimant.id = row.claimed_by
      where row.id = ${subject.id} ${subject.table === 'cargo_permissions' ? sql`and row.kind = ${subject.kind}` : sql``}`.execute(
      db,
    )
    return result.rows[0]
  }

  return {
    state,

    async claim(subject: ClaimSubject, operatorId: number): Promise<ClaimOutcome> {
      const open = OPEN_STATUSES[subject.table]
      const taken = await sql<{ id: number }>`
        update ${sql.table(subject.table)}
        set claimed_by = ${operatorId},
            claimed_at = coalesce(case when claimed_by = ${operatorId} then claimed_at end, ${new Date()})
        where id = ${subject.id} ${kindOf(subject)}
          and status in (${sql.join(open)})
          and (claimed_by is null or claimed_by = ${operatorId})
        returning id`.execute(db)
      if (taken.rows.length > 0) {
        await told(db, subject)
        return { outcome: 'claimed' }
      }
      const now = await state(subject)
      if (!now) return { outcome: 'missing' }
      if (!open.includes(now.status)) return { outcome: 'closed', status: now.status }
      return {
        outcome: 'held',
        by: { id: now.claimed_by ?? 0, name: now.name ?? '', email: now.email ?? '' },
      }
    },

    async release(subject: ClaimSubject, operatorId: number): Promise<ReleaseOutcome> {
      const released = await sql<{ id: number }>`
        update ${sql.table(subject.table)}
        set claimed_by = null, claimed_at = null
        where id = ${subject.id} ${kindOf(subject)} and claimed_by = ${operatorId}
        returning id`.execute(db)
      if (released.rows.length > 0) {
        await told(db, subject)
        return { outcome: 'released' }
      }
      return (await state(subject)) ? { outcome: 'not_yours' } : { outcome: 'missing' }
    },
  }
}
