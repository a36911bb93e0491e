import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/**
 * The full rows behind a page of the merged request list, with their owners and attachments:
 * one query per table for the whole page, never one per request.
 */
export function requestDetailsRepository(db: Kysely<Database>) {
  const owner = [
    'users.email as owner_email',
    'users.name as owner_name',
    'users.corpname as owner_corpname',
    'users.phone as owner_phone',
  ] as const
  // Who works it now (operators' queues): the claim's holder.
  const claimant = ['claimant.name as claimant_name', 'claimant.email as claimant_email'] as const
  return {
    async cargoPermissions(ids: number[]) {
      if (ids.length === 0) return []
      return db
        .selectFrom('cargo_permissions')
        .innerJoin('users', 'users.id', 'cargo_permissions.user_id')
        .leftJoin('users as claimant', 'claimant.id', 'cargo_permissions.claimed_by')
        .selectAll('cargo_permissions')
        .select(owner)
        .select(claimant)
        .where('cargo_permissions.id', 'in', ids)
        .execute()
    },

    async onlineApplications(ids: number[]) {
      if (ids.length === 0) return []
      return db
        .selectFrom('online_applications')
        .innerJoin('users', 'users.id', 'online_applications.user_id')
        .leftJoin('users as claimant', 'claimant.id', 'online_applications.claimed_by')
        .selectAll('online_applications')
        .select(owner)
        .select(claimant)
        .where('online_applications.id', 'in', ids)
        .execute()
    },

    async files(ids: number[]) {
      if (ids.length === 0) return []
      return db
        .selectFrom('files')
        .select(['id', 'mime', 'size', 'original_name'])
        .where('id', 'in', ids)
        .execute()
    },
  }
}

export type RequestDetails = ReturnType<typeof requestDetailsRepository>
export type CargoPermissionDetails = Awaited<ReturnType<RequestDetails['cargoPermissions']>>[number]
export type OnlineApplicationDetails = Awaited<
  ReturnType<RequestDetails['onlineApplications']>
>[number]
export type FileDetails = Awaited<ReturnType<RequestDetails['files']>>[number]
