import type { SaveIndividualProfilePayloadResolvers } from '../__generated__/resolvers-types.js'

export const SaveIndividualProfilePayload: SaveIndividualProfilePayloadResolvers = {
  profile: ({ saved }, _, { loaders }) => (saved ? loaders.individualProfile.load('me') : null),
}
