import type { Kysely } from 'kysely'
import type { CompanyEventKind, CompanyEventsTable } from '../db/activity-schema.js'
import type { Database } from '../db/schema.js'

export interface CompanyEvent {
  companyId: number
  /** The member's account that did it */
  memberId: number
  kind: CompanyEventKind
  subject: CompanyEventsTable['subject']
  subjectId: number
}

/**
 * The append-only record of what a company's members did besides changing a status (ADR 0109):
 * the fleet's rows and the company's members. Record in the transaction of the change itself.
 */
export function companyEvents(db: Kysely<Database>) {
  return {
    async record(event: CompanyEvent): Promise<void> {
      await db
        .insertInto('company_events')
        .values({
          company_id: event.companyId,
          member_id: event.memberId,
          kind: event.kind,
          subject: event.subject,
          subject_id: event.subjectId,
        })
        .execute()
    },
  }
}
