import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type {
  ApplicationFileField,
  OnlineApplicationFields,
} from './online-applications.schemas.js'

export type ApplicationFileIds = Partial<Record<ApplicationFileField, number>> & {
  dowlet_sanaw: number
}

export function onlineApplicationsRepository(db: Kysely<Database>) {
  return {
    async insert(
      userId: number,
      fields: Omit<OnlineApplicationFields, 'action'>,
      files: ApplicationFileIds,
      memberId: number | null = null,
    ): Promise<number> {
      const row = await db
        .insertInto('online_applications')
        .values({
          user_id: userId,
          member_id: memberId,
          ...fields,
          yuztutma_file_id: files.yuztutma ?? null,
          ygtyyarnama_file_id: files.ygtyyarnama ?? null,
          dowlet_sanaw_file_id: files.dowlet_sanaw,
          status: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
  }
}
