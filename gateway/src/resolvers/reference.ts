import type { GatewayContext } from '../context.js'
import type { ReferenceIndex } from '../rest/reference.js'

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
