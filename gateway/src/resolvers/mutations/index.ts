import type { MutationResolvers } from '../../__generated__/resolvers-types.js'
import type { MutationFieldNames } from '../field-names.js'
import { permitDocumentFieldNames } from '../permit-document.js'
import { accountFieldNames, accountMutations } from './accounts.js'
import { clientFieldNames, clientMutations } from './clients.js'
import { contentFieldNames, contentMutations } from './content.js'
import { fleetFieldNames, fleetMutations } from './fleet.js'
import { officeFieldNames, officeMutations } from './office.js'
import { operatorFieldNames, operatorMutations } from './operators.js'
import { permitFieldNames, permitMutations } from './permits.js'
import { requestFieldNames, requestMutations } from './requests.js'

export const Mutation: MutationResolvers = {
  ...accountMutations,
  ...contentMutations,
  ...clientMutations,
  ...fleetMutations,
  ...permitMutations,
  ...requestMutations,
  ...operatorMutations,
  ...officeMutations,
}

/** Every mutation's table of input and REST field names (a unit test checks them against the schema). */
export const MUTATION_FIELD_NAMES: MutationFieldNames = {
  ...accountFieldNames,
  ...contentFieldNames,
  ...clientFieldNames,
  ...fleetFieldNames,
  ...permitFieldNames,
  ...requestFieldNames,
  ...operatorFieldNames,
  ...permitDocumentFieldNames,
  ...officeFieldNames,
}
