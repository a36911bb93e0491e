import { type Kysely, sql } from 'kysely'
import type { Database, RequestStatus } from '../db/schema.js'
import { REQUEST_MODEL, type RequestModel } from './requests.js'

/** Which requests a list covers: one client's (history) or every client's (operators). */
export interface RequestScope {
  ownerId?: number
  status?: RequestStatus
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
  status: RequestStatus
  created_at: Date
  user_id: number
}

/** A request as the history and operators name it: its model and its id in that model's table. */
export interface RequestRef {
  modelId: RequestModel
  itemId: number
}

export type StatusMove =
  | { outcome: 'changed'; ownerId: number; number: string }
  | { outcome: 'missing' }
  | { outcome: 'refused'; status: RequestStatus }

/**
 * Online applications (model 1) and loading/unloading permissions (models 2, 3) read as one list,
 * newest first, and their changes of status.
 */
export function requestsRepository(db: Kysely<Database>) {
  function merged(scope: RequestScope) {
    let permissions = db
      .selectFrom('cargo_permissions')
      .select([
        'id',
        sql<RequestModel>`kind::integer`.as('model_id'),
        'razresheniye_no as number',
        'cmr_no as cmr',
        sql<string | null>`woditel_fio`.as('woditel_fio'),
        'status',
        'created_at',
        'user_id',
      ])
    let applications = db
      .selectFrom('online_applications')
      .select([
        'id',
        sql<RequestModel>`${sql.lit(REQUEST_MODEL.onlineApplication)}::integer`.as('model_id'),
        'permission_number as number',
        'cmr_number as cmr',
        sql<string | null>`null::text`.as('woditel_fio'),
        'status',
        'created_at',
        'user_id',
      ])
    if (scope.ownerId !== undefined) {
      permissions = permissions.where('user_id', '=', scope.ownerId)
      applications = applications.where('user_id', '=', scope.ownerId)
    }
    if (scope.status !== undefined) {
      permissions = permissions.where('status', '=', scope.status)
      applications = applications.where('status', '=', scope.status)
    }
    return permissions.unionAll(applications)
  }

  async function statusOf(ref: RequestRef, ownerId?: number): Promise<RequestStatus | undefined> {
    const row =
      ref.modelId === REQUEST_MODEL.onlineApplication
        ? await db
            .selectFrom('online_applications')
            .select('status')
            .where('id', '=', ref.itemId)
            .$if(ownerId !== undefined, (q) => q.where('user_id', '=', ownerId as number))
            .executeTakeFirst()
        : await db
            .selectFrom('cargo_permissions')
            .select('status')
            .where('id', '=', ref.itemId)
            .where('kind', '=', ref.modelId)
            .$if(ownerId !== undefined, (q) => q.where('user_id', '=', ownerId as number))
            .executeTakeFirst()
    return row?.status
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
      return merged(scope)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .orderBy('model_id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute()
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
    ): Promise<StatusMove> {
      const changed =
        ref.modelId === REQUEST_MODEL.onlineApplication
          ? await db
              .updateTable('online_applications')
              .set({ status: to, updated_at: new Date() })
              .where('id', '=', ref.itemId)
              .where('status', '=', from)
              .$if(ownerId !== undefined, (q) => q.where('user_id', '=', ownerId as number))
              .returning(['user_id', sql<string>`id::text`.as('number')])
              .executeTakeFirst()
          : await db
              .updateTable('cargo_permissions')
              .set({ status: to, updated_at: new Date() })
              .where('id', '=', ref.itemId)
              .where('kind', '=', ref.modelId)
              .where('status', '=', from)
              .$if(ownerId !== undefined, (q) => q.where('user_id', '=', ownerId as number))
              .returning(['user_id', 'razresheniye_no as number'])
              .executeTakeFirst()
      if (changed) return { outcome: 'changed', ownerId: changed.user_id, number: changed.number }
      const current = await statusOf(ref, ownerId)
      return current === undefined
        ? { outcome: 'missing' }
        : { outcome: 'refused', status: current }
    },
  }
}
