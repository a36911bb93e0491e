import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.js'
import { intlLocale, type Lang } from '../i18n/lang.js'
import { nameIn } from '../i18n/localized.js'
import type { CargoPermissionBody } from './cargo-permissions.schemas.js'
import type { CargoPermissionKind } from './request-kinds.js'

/** Loading (kind 2) and unloading (kind 3) permissions and what their form chooses from. */
export function cargoPermissionsRepository(db: Kysely<Database>) {
  return {
    /** Vehicle brands (trucks; a permission is for the vehicle that pulls the load). */
    vehicleBrands() {
      return db
        .selectFrom('brands')
        .select(['id', 'title'])
        .where('kind', 'in', ['truck', 'both'])
        .orderBy('title')
        .execute()
    },

    async countries(lang: Lang) {
      const rows = await db
        .selectFrom('countries')
        .select(['id', 'name_tm', 'name_ru', 'name_en'])
        .execute()
      return rows
        .map((row) => ({ id: row.id, title: nameIn(row, lang) }))
        .sort((a, b) => a.title.localeCompare(b.title, intlLocale(lang)))
    },

    /** The brand's own spelling of `title`, if it is one of the vehicle brands. */
    async brandTitle(title: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('brands')
        .select('title')
        .where('kind', 'in', ['truck', 'both'])
        .where(sql<string>`lower(title)`, '=', title.toLowerCase())
        .executeTakeFirst()
      return row?.title
    },

    /** The country's own spelling of `title`, given in any of the three languages. */
    async countryTitle(title: string): Promise<string | undefined> {
      const wanted = title.toLowerCase()
      const row = await db
        .selectFrom('countries')
        .select(['name_tm', 'name_ru', 'name_en'])
        .where((eb) =>
          eb.or([
            eb(sql<string>`lower(name_tm)`, '=', wanted),
            eb(sql<string>`lower(name_ru)`, '=', wanted),
            eb(sql<string>`lower(name_en)`, '=', wanted),
          ]),
        )
        .executeTakeFirst()
      if (!row) return undefined
      return [row.name_tm, row.name_ru, row.name_en].find((name) => name.toLowerCase() === wanted)
    },

    async insert(
      userId: number,
      kind: CargoPermissionKind,
      fields: CargoPermissionBody,
      validUntil: string,
      memberId: number | null = null,
    ): Promise<number> {
      const row = await db
        .insertInto('cargo_permissions')
        .values({
          ...fields,
          user_id: userId,
          member_id: memberId,
          kind,
          valid_until: validUntil,
          status: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
  }
}
