import type { Insertable, Transaction } from 'kysely'
import { sealedNewsHtml } from '../content/news-html.js'
import type { Db } from './database.js'
import type { Database } from './schema.js'
import brands from './seed-data/brands.json' with { type: 'json' }
import checkpoints from './seed-data/checkpoints.json' with { type: 'json' }
import countries from './seed-data/countries.json' with { type: 'json' }
import drivingCategories from './seed-data/driving-license-categories.json' with { type: 'json' }
import licenseTypes from './seed-data/license-types.json' with { type: 'json' }
import news from './seed-data/news.json' with { type: 'json' }
import permitTypes from './seed-data/permit-types.json' with { type: 'json' }
import regions from './seed-data/regions.json' with { type: 'json' }

/**
 * Loads reference data and the first news in one transaction. Rows are keyed by `code` and
 * existing ones are left as they are (a news item keeps its views), so every start may run it.
 * Answers how many rows were added.
 */
export async function seedReferenceData(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let added = 0
    const insert = async <T extends keyof Database & string>(
      table: T,
      rows: Insertable<Database[T]>[],
    ) => {
      if (rows.length === 0) return
      const result = await trx
        .insertInto(table)
        .values(rows as never)
        .onConflict((oc) => oc.column('code' as never).doNothing())
        .executeTakeFirst()
      added += Number(result.numInsertedOrUpdatedRows ?? 0)
    }

    await insert(
      'regions',
      regions.map(({ cities: _cities, ...region }, position) => ({ ...region, position })),
    )
    const regionIds = await idsByCode(trx, 'regions')
    await insert(
      'cities',
      regions.flatMap((region) =>
        region.cities.map((city, position) => ({
          ...city,
          region_id: required(regionIds, region.code),
          position,
        })),
      ),
    )
    await insert('countries', countries)
    await insert(
      'license_types',
      licenseTypes.map((type, position) => ({ ...type, position })),
    )
    await insert(
      'driving_license_categories',
      drivingCategories.map((category, position) => ({ ...category, position })),
    )
    await insert('brands', brands as Insertable<Database['brands']>[])
    await insert('permit_types', permitTypes)
    const countryIds = await idsByCode(trx, 'countries')
    await insert(
      'checkpoints',
      checkpoints.map(({ region_code, country_code, ...checkpoint }) => ({
        ...checkpoint,
        region_id: required(regionIds, region_code),
        country_id: required(countryIds, country_code),
      })),
    )
    await insert(
      'news',
      news.map((item) => ({
        ...item,
        published_at: new Date(item.published_at),
        ...sealedNewsHtml(item),
      })),
    )
    return added
  })
}

async function idsByCode(trx: Transaction<Database>, table: 'regions' | 'countries') {
  const rows = await trx.selectFrom(table).select(['id', 'code']).execute()
  return new Map(rows.map((row) => [row.code, row.id]))
}

function required(ids: Map<string, number>, code: string): number {
  const id = ids.get(code)
  if (id === undefined) throw new Error(`Reference data names an unknown code "${code}"`)
  return id
}
