import type {
  BrandResolvers,
  CityResolvers,
  CountryResolvers,
  DrivingLicenceCategoryResolvers,
  LicenceTypeResolvers,
  PermitTypeResolvers,
  RegionResolvers,
} from '../__generated__/resolvers-types.js'
import type { GatewayContext } from '../context.js'
import type { ReferenceIndex } from '../rest/reference.js'
import { localized } from './localized.js'

type Lookup = 'country' | 'brand' | 'category' | 'permitType' | 'licenceType' | 'region' | 'city'

/**
 * A reference row by id, from the cached reference data. An id the API names but the list
 * lacks would be a broken API, not something a person did: it fails the field loudly.
 */
export async function reference<L extends Lookup>(
  context: Pick<GatewayContext, 'api'>,
  lookup: L,
  id: number,
): Promise<NonNullable<ReturnType<ReferenceIndex[L]['get']>>> {
  const index = await context.api.reference.index()
  const row = index[lookup].get(id) as ReturnType<ReferenceIndex[L]['get']>
  if (!row) throw new Error(`${lookup} ${id} is missing from the reference data`)
  return row as NonNullable<typeof row>
}

export const Country: CountryResolvers = {
  id: (row) => String(row.id),
  name: (row) => localized(row, 'name'),
  // An API that does not say leaves out only the home country, as ours does.
  permitDestination: (row) => row.permit_destination ?? row.code !== 'tm',
}

export const Brand: BrandResolvers = {
  id: (row) => String(row.id),
  kind: (row) => (row.kind === 'truck' ? 'TRUCK' : row.kind === 'trailer' ? 'TRAILER' : 'BOTH'),
}

export const DrivingLicenceCategory: DrivingLicenceCategoryResolvers = {
  id: (row) => String(row.id),
  description: (row) => localized(row, 'description'),
}

export const LicenceType: LicenceTypeResolvers = {
  id: (row) => String(row.id),
  name: (row) => localized(row, 'name'),
}

export const PermitType: PermitTypeResolvers = {
  id: (row) => String(row.id),
  name: (row) => localized(row, 'name'),
  description: (row) => localized(row, 'description'),
}

export const Region: RegionResolvers = {
  id: (row) => String(row.id),
  name: (row) => localized(row, 'name'),
  cities: (row) => row.cities.map((city) => ({ ...city, regionId: row.id })),
}

export const City: CityResolvers = {
  id: (row) => String(row.id),
  name: (row) => localized(row, 'name'),
  region: (row, _, context) => reference(context, 'region', row.regionId),
}
