import type { SaveLegalEntityProfilePayloadResolvers } from '../__generated__/resolvers-types.js'

export const SaveLegalEntityProfilePayload: SaveLegalEntityProfilePayloadResolvers = {
  profile: ({ saved }, _, { loaders }) => (saved ? loaders.legalEntityProfile.load('me') : null),
}
