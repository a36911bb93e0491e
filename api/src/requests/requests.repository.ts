import { type Kysely, sql } from 'kysely'
import { containsPattern, type QueueFilter, queueCondition } from '../db/queue-filter.js'
import type { Database, RequestStatus } from '../db/schema.js'
import { REQUEST_MODEL, type RequestModel } from './request-kinds.js'

/** Which requests a list covers: one client's (history) or every client's (operators). */
export interface RequestScope {
  ownerId?: number
  status?: RequestStatus
  /** Only this kind of request (operators' queues). */
  modelId?: RequestModel
  /** Operators' queues: filing days and the haulier. */
  filter?: QueueFilter
  /** Part of a permission or CMR number (the haulier's history search). */
  search?: string
  /** Newest first (the history, the default) or oldest first (operators' queues). */
  order?: 'newest' | 'oldest'
}

export interface RequestRow {
  id: number
  model_id: RequestModel
  /** razresheniye_no of a permission, permission_number of an online application */
  number: string
  /** cmr_no of a permission, cmr_number of an online application */
  cmr: string
  /** null for an online application, which names no driver */
  woditel_fio: string | null
  /** A permission's last valid day (yyyy-mm-dd); null for an online application */
  valid_until: string | null
  status: RequestStatus
  created_at: Date
  user_id: number
  /** The operator working it now, if any */
  claimed_by: number | null
}

/** A request as the history and operators name it: its model and its id in that model's table. */
export interface RequestRef {
  modelId: RequestModel
  itemId: number
}

export type StatusMove =
  /** `filedBy`: the member who filed it (null for rows older than companies) */
  | { outcome: 'changed'; ownerId: number; filedBy: number | null; number: string }
  | { outcome: 'missing' }
  | { outcome: 'refused'; status: RequestStatus }
  /** In the status asked, but another operator than `claimedBy` holds its claim. */
  | { outcome: 'unclaimed'; claimedBy: number | null }

/**
 * Online applications (model 1) and loading/unloading permissions (models 2, 3) read as one list,
 * newest first, and their changes of status.
 */
export function requestsRepository(db: Kysely<Database>) {
  function merged(scope: RequestScope) {
    let permissions = db
      .selectFrom('cargo_permissions as row')
      .innerJoin('users as owner', 'owner.id', 'row.user_id')
      .select([
        'row.id',
        sql<RequestModel>`row.kind::integer`.as('model_id'),
        'row.razresheniye_no as number',
        'row.cmr_no as cmr',
        sql<string | null>`row.woditel_fio`.as('woditel_fio'),
        sql<string | null>`row.valid_until`.as('valid_until'),
        'row.status',
        'row.created_at',
        'row.user_id',
        'row.claimed_by',
      ])
    let applications = db
      .selectFrom('online_applications as row')
      .innerJoin('users as owner', 'owner.id', 'row.user_id')
      .select([
        'row.id',
        sql<RequestModel>`${sql.lit(REQUEST_MODEL.onlineApplication)}::integer`.as('model_id'),
        'row.permission_number as number',
        'row.cmr_number as cmr',
        sql<string | null>`null::text`.as('woditel_fio'),
        sql<string | null>`null::date`.as('valid_until'),
        'row.status',
        'row.created_at',
        'row.user_id',
        'row.claimed_by',
      ])
    if (scope.ownerId !== undefined) {
      permissions = permissions.where('row.user_id', '=', scope.ownerId)
      applications = applications.where('row.user_id', '=', scope.ownerId)
    }
    if (scope.status !== undefined) {
      permissions = permissions.where('row.status', '=', scope.status)
      applications = applications.where('row.status', '=', scope.status)
    }
    if (scope.filter) {
      permissions = permissions.where(queueCondition(scope.filter, 'row.created_at'))
      applications = applications.where(queueCondition(scope.filter, 'row.created_at'))
    }
    const pattern = containsPattern(scope.search)
    if (pattern) {
      permissions = permissions.where((eb) =>
        eb.or([eb('row.razresheniye_no', 'ilike', pattern), eb('row.cmr_no', 'ilike', pattern)]),
      )
      applications = applications.where((eb) =>
        eb.or([
          eb('row.permission_number', 'ilike', pattern),
          eb('row.cmr_number', 'ilike', pattern),
        ]),
      )
    }
    if (scope.modelId === REQUEST_MODEL.onlineApplication) return applications
    if (scope.modelId !== undefined) return permissions.where('row.kind', '=', scope.modelId)
    return permissions.unionAll(applications)
  }

  async function statusOf(ref: RequestRef, ownerId?: number): Promise<RequestStatus | undefined> {
    return (await stateOf(ref, ownerId))?.status
  }

  async function stateOf(ref: RequestRef, ownerId?: number) {
    return ref.modelId === REQUEST_MODEL.onlineApplication
      ? await db
          .selectFrom('online_applications')
          .select(['status', 'claimed_by'])
          .where('id', '=', ref.itemId)
          .$if(ownerId !== undefined, (q) => q.where('user_id', '=', ownerId as number))
          .executeTakeFirst()
      : await db
          .selectFrom('cargo_permissions')
          .select(['status', 'claimed_by'])
          .where('id', '=', ref.itemId)
          .where('kind', '=', ref.modelId)
          .$if(ownerId !== undefined, (q) => q.where('user_id', '=', ownerId as number))
          .executeTakeFirst()
  }

  return {
    statusOf,

    /** The client a request belongs to, or undefined when there is no such request. */
    async ownerOf(ref: RequestRef): Promise<number | undefined> {
      const row =
        ref.modelId === REQUEST_MODEL.onlineApplication
          ? await db
              .selectFrom('online_applications')
              .select('user_id')
              .where('id', '=', ref.itemId)
              .executeTakeFirst()
          : await db
              .selectFrom('cargo_permissions')
              .select('user_id')
              .where('id', '=', ref.itemId)
              .where('kind', '=', ref.modelId)
              .executeTakeFirst()
      return row?.user_id
    },

    /** One page of the merged list: one query, newest first (ties: higher id, then model). */
    page(scope: RequestScope, page: number, perPage: number): Promise<RequestRow[]> {
      const direction = scope.order === 'oldest' ? 'asc' : 'desc'
      return db
        .selectFrom(merged(scope).as('requests'))
        .selectAll()
        .orderBy('created_at', direction)
        .orderBy('id', direction)
        .orderBy('model_id', direction)
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute()
    },

    /** How many requests each model and status holds in the scope (its status aside): one query. */
    async counts(scope: RequestScope) {
      const rows = await db
        .selectFrom(merged({ ...scope, status: undefined }).as('requests'))
        .select(['model_id', 'status', (eb) => eb.fn.countAll<number>().as('total')])
        .groupBy(['model_id', 'status'])
        .execute()
      return rows.map((row) => ({
        model_id: Number(row.model_id) as RequestModel,
        status: row.status,
        count: Number(row.total),
      }))
    },

    /** One request as the history lists it, or undefined when there is none in the scope. */
    one(scope: RequestScope, ref: RequestRef): Promise<RequestRow | undefined> {
      return db
        .selectFrom(merged(scope).as('requests'))
        .selectAll()
        .where('id', '=', ref.itemId)
        .where('model_id', '=', ref.modelId)
        .executeTakeFirst()
    },

    async count(scope: RequestScope): Promise<number> {
      const row = await db
        .selectFrom(merged(scope).as('requests'))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
      return Number(row.total)
    },

    /**
     * Moves a request from `from` to `to` only if it is still in `from` (and, with `ownerId`,
     * belongs to that client): the check and the change are one statement, so two answers racing
     * cannot both win. Otherwise tells whether it is missing or in another status.
     */
    async moveStatus(
      ref: RequestRef,
      ownerId: number | undefined,
      from: RequestStatus,
      to: RequestStatus,
      claimedBy?: number,
    ): Promise<StatusMove> {
      // Every move away from pending settles the request: a claim on it ends with it.
      const change = { status: to, updated_at: new Date(), claimed_by: null, claimed_at: null }
      const changed =
        ref.modelId === REQUEST_MODEL.onlineApplication
          ? await db
              .updateTable('online_applications')
              .set(change)
              .where('id', '=', ref.itemId)
              .where('status', '=', from)
              .$if(ownerId !== undefined, (q) => q.where('user_id', '=', ownerId as number))
              .$if(claimedBy !== undefined, (q) =>
                q.where((eb) =>
                  eb.or([eb('claimed_by', '=', claimedBy as number), eb('claimed_by', 'is', null)]),
                ),
              )
              .returning(['user_id', 'member_id', sql<string>`id::text`.as('number')])
              .executeTakeFirst()
          : await db
              .updateTable('cargo_permissions')
              .set(change)
              .where('id', '=', ref.itemId)
              .where('kind', '=', ref.modelId)
              .where('status', '=', from)
              .$if(ownerId !== undefined, (q) => q.where('user_id', '=', ownerId as number))
              .$if(claimedBy !== undefined, (q) =>
                q.where((eb) =>
                  eb.or([eb('claimed_by', '=', claimedBy as number), eb('claimed_by', 'is', null)]),
                ),
              )
              .returning(['user_id', 'member_id', 'razresheniye_no as number'])
              .executeTakeFirst()
      if (changed) {
        const { user_id: ownerId, member_id: filedBy, number } = changed
        return { outcome: 'changed', ownerId, filedBy, number }
      }
      const current = await stateOf(ref, ownerId)
      if (current === undefined) return { outcome: 'missing' }
      if (current.status !== from) return { outcome: 'refused', status: current.status }
      return { outcome: 'unclaimed', claimedBy: current.claimed_by }
    },
  }
}
