import { type Kysely, sql } from 'kysely'
import { runStatements } from './run-statements.js'

/**
 * A company's activity log (ADR 0109): what its members did besides changing a status — the
 * fleet's rows added, changed and removed, members changed and removed — kept append-only beside
 * status_changes, and one view over both and the invitations, for the cabinet's Activity tab.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    sql`create table company_events (
      id integer generated always as identity primary key,
      company_id integer not null references users (id),
      member_id integer not null references users (id),
      kind text not null check (kind in (
        'driver_added', 'driver_changed', 'driver_removed',
        'vehicle_added', 'vehicle_changed', 'vehicle_removed',
        'member_changed', 'member_removed'
      )),
      -- a member by their account's id: it stays when they leave the company
      subject text not null check (subject in ('driver', 'transport', 'member')),
      subject_id integer not null,
      created_at timestamptz not null default now()
    )`,
    sql`create index company_events_company_idx on company_events (company_id, created_at desc)`,
    sql`create function company_events_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'company_events is append-only';
      end
    $$`,
    sql`create trigger company_events_no_update before update or delete on company_events
      for each row execute function company_events_append_only()`,
    sql`create index status_changes_owner_idx on status_changes (owner_id, created_at desc)`,
    // A payment is read as the e-permit it pays; a superseded page is no one's doing.
    sql`create view company_activity as
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
      union all
      select 'e' || e.id, e.company_id, e.member_id, 'client', e.kind, e.subject, e.subject_id,
        null, null, e.created_at
      from company_events e
      union all
      select 'i' || i.id, i.company_id, i.invited_by, 'client', 'member_invited', 'invitation', i.id,
        null, null, i.created_at
      from company_invitations i`,
  ])
}
