import type { BrandResolvers } from '../__generated__/resolvers-types.js'

export const Brand: BrandResolvers = {
  id: (row) => String(row.id),
  kind: (row) => (row.kind === 'truck' ? 'TRUCK' : row.kind === 'trailer' ? 'TRAILER' : 'BOTH'),
}
