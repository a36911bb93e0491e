import type { MutationResolvers } from '../../__generated__/resolvers-types.js'
import { accountMutations } from './accounts.js'
import { clientMutations } from './clients.js'
import { contentMutations } from './content.js'
import { fleetMutations } from './fleet.js'
import { operatorMutations } from './operators.js'
import { permitMutations } from './permits.js'
import { requestMutations } from './requests.js'

export const Mutation: MutationResolvers = {
  ...accountMutations,
  ...contentMutations,
  ...clientMutations,
  ...fleetMutations,
  ...permitMutations,
  ...requestMutations,
  ...operatorMutations,
}
