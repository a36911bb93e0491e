import type { RestHttp } from './http.js'
import type { PublicCache } from './public-cache.js'

export interface Names {
  name_tm: string
  name_ru: string
  name_en: string
}

export interface Descriptions {
  description_tm: string
  description_ru: string
  description_en: string
}

export interface CountryRow extends Names {
  id: number
  code: string
  /** Whether an e-permit may go there; absent from an API before the home country was left out. */
  permit_destination?: boolean
}

export interface BrandRow {
  id: number
  title: string
  kind: 'truck' | 'trailer' | 'both'
}

export interface DrivingCategoryRow extends Descriptions {
  id: number
  name: string
}

export interface PermitTypeRow extends Names, Descriptions {
  id: number
  number: number
  price: number
}

export interface LicenceTypeRow extends Names {
  id: number
}

export interface CityRow extends Names {
  id: number
}

export interface RegionRow extends Names {
  id: number
  cities: CityRow[]
}

/** A city with the region it lies in, as the schema's `City` needs it. */
export interface CityInRegion extends CityRow {
  regionId: number
}

export interface ReferenceData {
  countries: CountryRow[]
  brands: BrandRow[]
  driving_licence_categories: DrivingCategoryRow[]
  permit_types: PermitTypeRow[]
  license_types: LicenceTypeRow[]
  regions: RegionRow[]
  validity_period: string
  /** The last day a permission filed today would be valid (yyyy-mm-dd) */
  permission_valid_until: string
}

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
      async () =>
        indexOf(await this.http.get<ReferenceData>('/api/reference-data', { access: 'shared' })),
      this.http.reads,
    )
  }
}
