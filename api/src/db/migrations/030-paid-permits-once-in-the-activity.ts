import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * A paid e-permit shows once in the activity log, as on its timeline: the payment completed
 * records the payment's move to paid and the e-permit's move to paid (4) in one transaction, and
 * the view, reading a payment as the e-permit it pays, listed both. The payment's own move to
 * paid is left out; a declined or refunded payment, which the e-permit's status does not tell,
 * stays (ADR 0109).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`create or replace view company_activity as
      select 's' || s.id as id, s.owner_id as company_id,
        case when s.actor_role = 'client' then s.actor_id end as member_id,
        s.actor_role,
        case
          when s.actor_role <> 'client' then 'status_changed'
          when s.from_status is null and s.subject = 'permit' then 'permit_filed'
          when s.from_status is null and s.subject = 'payment' then 'payment_opened'
          when s.from_status is null then 'request_filed'
          when s.subject <> 'permit' and s.to_status = '3' then 'request_canceled'
          else 'status_changed'
        end as kind,
        case when s.subject = 'payment' then 'permit' else s.subject end as subject,
        coalesce(p.permit_id, s.subject_id) as subject_id,
        s.subject as status_subject,
        s.to_status,
        s.created_at
      from status_changes s
      left join payments p on s.subject = 'payment' and p.id = s.subject_id
      where s.to_status <> 'superseded'
        -- A payment's move to paid: the e-permit's own move to paid says it already.
        and not (s.subject = 'payment' and s.to_status = 'paid')
      union all
      select 'e' || e.id, e.company_id, e.member_id, 'client', e.kind, e.subject, e.subject_id,
        null, null, e.created_at
      from company_events e
      union all
      select 'i' || i.id, i.company_id, i.invited_by, 'client', 'member_invited', 'invitation', i.id,
        null, null, i.created_at
      from company_invitations i
      union all
      select 'a' || i.id, i.company_id, i.accepted_by, 'client', 'invitation_accepted', 'member',
        i.accepted_by, null, null, i.accepted_at
      from company_invitations i
      where i.accepted_at is not null and i.accepted_by is not null`,
  ])
}
