import { type Insertable, type Kysely, sql } from 'kysely'
import type { ClientProfilesTable, Database } from '../db/schema.js'

export type ProfileValues = Omit<
  Insertable<ClientProfilesTable>,
  'id' | 'balance' | 'created_at' | 'updated_at'
>

/** Client profiles, their licence types and files, and their deposit: always of one user. */
export function clientsRepository(db: Kysely<Database>) {
  return {
    /** The user's profile of one kind with its region and city names, or undefined. */
    findProfile(userId: number, isLegal: boolean) {
      return db
        .selectFrom('client_profiles as p')
        .innerJoin('regions as r', 'r.id', 'p.region_id')
        .innerJoin('cities as c', 'c.id', 'p.city_id')
        .selectAll('p')
        .select([
          'r.name_tm as region_name_tm',
          'r.name_ru as region_name_ru',
          'r.name_en as region_name_en',
          'c.name_tm as city_name_tm',
          'c.name_ru as city_name_ru',
          'c.name_en as city_name_en',
        ])
        .where('p.user_id', '=', userId)
        .where('p.is_legal', '=', isLegal)
        .executeTakeFirst()
    },

    licenseTypesOf(profileId: number) {
      return db
        .selectFrom('client_profile_license_types as pl')
        .innerJoin('license_types as l', 'l.id', 'pl.license_type_id')
        .select(['l.id', 'l.name_tm', 'l.name_ru', 'l.name_en'])
        .where('pl.profile_id', '=', profileId)
        .orderBy('l.position')
        .execute()
    },

    filesOf(profileId: number) {
      return db
        .selectFrom('client_profile_files as pf')
        .innerJoin('files as f', 'f.id', 'pf.file_id')
        .select(['pf.type', 'f.id', 'f.original_name'])
        .where('pf.profile_id', '=', profileId)
        .orderBy('pf.type')
        .execute()
    },

    async profileId(userId: number, isLegal: boolean): Promise<number | undefined> {
      const row = await db
        .selectFrom('client_profiles')
        .select('id')
        .where('user_id', '=', userId)
        .where('is_legal', '=', isLegal)
        .executeTakeFirst()
      return row?.id
    },

    /** The region of a city, or undefined when there is no such city. */
    async regionOfCity(cityId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('cities')
        .select('region_id')
        .where('id', '=', cityId)
        .executeTakeFirst()
      return row?.region_id
    },

    /** Those of `ids` that are no licence type. */
    async unknownLicenseTypes(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return []
      const rows = await db
        .selectFrom('license_types')
        .select('id')
        .where('id', 'in', ids)
        .execute()
      const known = new Set(rows.map((row) => row.id))
      return ids.filter((id) => !known.has(id))
    },

    /** Creates the user's profile of that kind, or updates it when it exists; answers its id. */
    async saveProfile(values: ProfileValues): Promise<number> {
      const { user_id: _user, is_legal: _kind, ...changes } = values
      const row = await db
        .insertInto('client_profiles')
        .values(values)
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'is_legal'])
            .doUpdateSet({ ...changes, updated_at: sql<Date>`now()` }),
        )
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    async replaceLicenseTypes(profileId: number, licenseTypeIds: number[]) {
      await db
        .deleteFrom('client_profile_license_types')
        .where('profile_id', '=', profileId)
        .execute()
      if (licenseTypeIds.length === 0) return
      await db
        .insertInto('client_profile_license_types')
        .values(licenseTypeIds.map((id) => ({ profile_id: profileId, license_type_id: id })))
        .execute()
    },

    /** The profile's file of a document type, replacing the one it had. */
    async setFile(profileId: number, type: number, fileId: number) {
      await db
        .insertInto('client_profile_files')
        .values({ profile_id: profileId, type, file_id: fileId })
        .onConflict((conflict) =>
          conflict.columns(['profile_id', 'type']).doUpdateSet({ file_id: fileId }),
        )
        .execute()
    },

    /** The deposit of the user's profile of that kind: undefined without a profile. */
    async balanceOf(userId: number, isLegal: boolean) {
      return db
        .selectFrom('client_profiles')
        .select('balance')
        .where('user_id', '=', userId)
        .where('is_legal', '=', isLegal)
        .executeTakeFirst()
    },

    /** Sets the deposit; answers the stored amount, or undefined without a profile. */
    async setBalance(userId: number, isLegal: boolean, balance: number) {
      const row = await db
        .updateTable('client_profiles')
        .set({ balance, updated_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('is_legal', '=', isLegal)
        .returning('balance')
        .executeTakeFirst()
      return row ? { balance: row.balance ?? balance } : undefined
    },
  }
}
