import { type Kysely, sql } from 'kysely'
import type { Database, LiveEventsTable, StatusSubject } from '../db/schema.js'

/** One change as the live screens learn it (ADR 0107). */
export interface LiveEvent {
  id: number
  kind: LiveEventsTable['kind']
  subject: StatusSubject
  recordId: number
  status: string | null
}

/** Whose events a reader gets: a company's haulier screens, or the office. */
export type LiveAudience = { ownerId: number } | { office: true }

/** How long events are kept: a browser away longer starts again from its screens' reads. */
export const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60_000
/** At most this many events in one answer; the reader asks again after the last. */
export const LIVE_EVENTS_PAGE = 100
/**
 * The key of the transaction lock every event's insert takes: events are numbered in the order
 * their transactions commit, so a reader that has seen event n never gets a smaller id later.
 */
const LIVE_EVENTS_LOCK = 0x7_1ce

let written = 0
/**
 * How many events this instance has written since it started: a request that sees the number
 * change while it runs wakes the readers when it ends (app.ts).
 */
export const liveEventsWritten = () => written

export function liveEvents(db: Kysely<Database>) {
  return {
    /**
     * Writes one event, in the caller's transaction when there is one (it commits with the
     * change it tells of). The lock is held until that transaction ends.
     */
    async record(event: {
      ownerId: number | null
      office: boolean
      kind: LiveEvent['kind']
      subject: StatusSubject
      recordId: number
      status: string | null
    }): Promise<void> {
      await sql`
        with locked as (select pg_advisory_xact_lock(${LIVE_EVENTS_LOCK}))
        insert into live_events (owner_id, office, kind, subject, record_id, status)
        select ${event.ownerId}, ${event.office}, ${event.kind}, ${event.subject},
          ${event.recordId}, ${event.status}
        from locked`.execute(db)
      written += 1
    },

    /**
     * Where a reader with nothing to resume starts: after the newest event (0 for none), or,
     * given `since`, before the first event written since then, so that a screen read a moment
     * before its stream opened is told what changed in between.
     */
    async latest(since?: Date): Promise<number> {
      const newest = db.selectFrom('live_events').select((eb) => eb.fn.max('id').as('id'))
      const row = since
        ? await db
            .selectFrom('live_events')
            .select((eb) =>
              eb.fn.coalesce(eb(eb.fn.min('id'), '-', 1), newest.$asScalar(), eb.lit(0)).as('id'),
            )
            .where('created_at', '>=', since)
            .executeTakeFirst()
        : await newest.executeTakeFirst()
      return Number(row?.id ?? 0)
    },

    /**
     * The audience's events after `after`, oldest first, and whether some it may have missed
     * are gone (the event it names was pruned: the reader reads its screens again).
     */
    async after(audience: LiveAudience, after: number) {
      const rows = await db
        .selectFrom('live_events')
        .select(['id', 'kind', 'subject', 'record_id', 'status'])
        .where('id', '>', after)
        .$call((query) =>
          'ownerId' in audience
            ? query.where('owner_id', '=', audience.ownerId)
            : query.where('office', '=', true),
        )
        .orderBy('id')
        .limit(LIVE_EVENTS_PAGE)
        .execute()
      const kept = await db
        .selectFrom('live_events')
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirst()
      const oldest = Number(kept?.id ?? 0)
      const events: LiveEvent[] = rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        subject: row.subject,
        recordId: row.record_id,
        status: row.status,
      }))
      return { events, gone: after > 0 && (oldest === 0 || oldest > after) }
    },

    /** Deletes the events older than a day. */
    async prune(now = new Date()): Promise<number> {
      const result = await db
        .deleteFrom('live_events')
        .where('created_at', '<', new Date(now.getTime() - LIVE_EVENTS_KEPT_MS))
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
