import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/** The reference lists of the e-permit form, read together. */
export function permitReference(db: Kysely<Database>) {
  return {
    async lists() {
      const [countries, categories, brands, permitTypes] = await Promise.all([
        db
          .selectFrom('countries')
          .select(['id', 'name_tm', 'name_ru', 'name_en'])
          .orderBy('name_ru')
          .execute(),
        db
          .selectFrom('driving_license_categories')
          .select(['id', 'name'])
          .orderBy('position')
          .execute(),
        db.selectFrom('brands').select(['id', 'title']).orderBy('title').execute(),
        db
          .selectFrom('permit_types')
          .select(['id', 'number', 'name_tm', 'name_ru', 'name_en', 'price'])
          .orderBy('number')
          .execute(),
      ])
      return { countries, categories, brands, permitTypes }
    },
  }
}
