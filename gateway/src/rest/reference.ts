import type { Answer, Item, OmittedByEarlierApis } from './api-types.js'
import type { RestHttp } from './http.js'
import type { PublicCache } from './public-cache.js'

type ReferenceAnswer = Answer<'/api/reference-data', 'get'>

/** A country; whether an e-permit may go there is absent from an API before that was asked. */
export type CountryRow = OmittedByEarlierApis<
  Item<ReferenceAnswer['countries']>,
  'permit_destination'
>
export type BrandRow = Item<ReferenceAnswer['brands']>
export type DrivingCategoryRow = Item<ReferenceAnswer['driving_licence_categories']>
export type PermitTypeRow = Item<ReferenceAnswer['permit_types']>
export type LicenceTypeRow = Item<ReferenceAnswer['license_types']>
export type RegionRow = Item<ReferenceAnswer['regions']>
export type CityRow = Item<RegionRow['cities']>

/** A city with the region it lies in, as the schema's `City` needs it. */
export type CityInRegion = CityRow & { regionId: number }

export type ReferenceData = Omit<ReferenceAnswer, 'countries'> & { countries: CountryRow[] }

/** Reference data with lookups by id, built once per fetched answer. */
export interface ReferenceIndex {
  data: ReferenceData
  country: Map<number, CountryRow>
  brand: Map<number, BrandRow>
  category: Map<number, DrivingCategoryRow>
  permitType: Map<number, PermitTypeRow>
  permitTypeByNumber: Map<number, PermitTypeRow>
  licenceType: Map<number, LicenceTypeRow>
  region: Map<number, RegionRow>
  city: Map<number, CityInRegion>
}

function indexOf(data: ReferenceData): ReferenceIndex {
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]))
  const cities = data.regions.flatMap((region) =>
    region.cities.map((city) => ({ ...city, regionId: region.id })),
  )
  return {
    data,
    country: byId(data.countries),
    brand: byId(data.brands),
    category: byId(data.driving_licence_categories),
    permitType: byId(data.permit_types),
    permitTypeByNumber: new Map(data.permit_types.map((type) => [type.number, type])),
    licenceType: byId(data.license_types),
    region: byId(data.regions),
    city: byId(cities),
  }
}

/** `GET /api/reference-data`: public, the same for everyone, cached across requests. */
export class ReferenceApi {
  constructor(
    private readonly http: RestHttp,
    private readonly cache: PublicCache,
  ) {}

  index(): Promise<ReferenceIndex> {
    return this.cache.get(
      'reference-data',
      async () => indexOf(await this.http.get('/api/reference-data', { access: 'shared' })),
      this.http.reads,
    )
  }
}
