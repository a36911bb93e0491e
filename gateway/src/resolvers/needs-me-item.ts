import type { NeedsMeItemResolvers } from '../__generated__/resolvers-types.js'

export const NeedsMeItem: NeedsMeItemResolvers = {
  __resolveType: (item) => item.type,
}
