import type { Db } from '../db/database.js'

const NAMES = ['name_tm', 'name_ru', 'name_en'] as const
const DESCRIPTIONS = ['description_tm', 'description_ru', 'description_en'] as const

/** The enterprise's reference lists and its border checkpoints: the same for every reader. */
export function referenceRepository(db: Db) {
  return {
    async lists() {
      const [countries, brands, categories, permitTypes, licenseTypes, regions, cities] =
        await Promise.all([
          db
            .selectFrom('countries')
            .select(['id', 'code', ...NAMES])
            .orderBy('id')
            .execute(),
          db.selectFrom('brands').select(['id', 'title', 'kind']).orderBy('title').execute(),
          db
            .selectFrom('driving_license_categories')
            .select(['id', 'name', ...DESCRIPTIONS])
            .orderBy('position')
            .execute(),
          db
            .selectFrom('permit_types')
            .select(['id', 'number', ...NAMES, ...DESCRIPTIONS, 'price'])
            .orderBy('number')
            .execute(),
          db
            .selectFrom('license_types')
            .select(['id', ...NAMES])
            .orderBy('position')
            .execute(),
          db
            .selectFrom('regions')
            .select(['id', ...NAMES])
            .orderBy('position')
            .execute(),
          db
            .selectFrom('cities')
            .select(['id', 'region_id', ...NAMES])
            .orderBy('region_id')
            .orderBy('position')
            .execute(),
        ])
      return { countries, brands, categories, permitTypes, licenseTypes, regions, cities }
    },

    checkpoints() {
      return db
        .selectFrom('checkpoints as c')
        .innerJoin('regions as r', 'r.id', 'c.region_id')
        .innerJoin('countries as k', 'k.id', 'c.country_id')
        .select([
          'c.id',
          'c.code',
          'c.name_tm',
          'c.name_ru',
          'c.name_en',
          'c.description_tm',
          'c.description_ru',
          'c.description_en',
          'c.lat',
          'c.lon',
          'c.phone',
          'r.id as region_id',
          'r.name_tm as region_name_tm',
          'r.name_ru as region_name_ru',
          'r.name_en as region_name_en',
          'k.id as country_id',
          'k.code as country_code',
          'k.name_tm as country_name_tm',
          'k.name_ru as country_name_ru',
          'k.name_en as country_name_en',
        ])
        .orderBy('c.id')
        .execute()
    },
  }
}

export type CheckpointRow = Awaited<
  ReturnType<ReturnType<typeof referenceRepository>['checkpoints']>
>[number]
