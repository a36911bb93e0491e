import type { ImageVariantResolvers } from '../__generated__/resolvers-types.js'
import { onGateway } from './news.js'

export const ImageVariant: ImageVariantResolvers = {
  url: (row) => onGateway(row.path),
}
