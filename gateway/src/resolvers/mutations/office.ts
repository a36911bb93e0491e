import type { MutationResolvers } from '../../__generated__/resolvers-types.js'
import type { MutationFieldNames } from '../field-names.js'
import { officeDepositFieldNames, officeDepositMutations } from './office-deposits.js'
import { officeNewsFieldNames, officeNewsMutations } from './office-news.js'
import { officeOperatorFieldNames, officeOperatorMutations } from './office-operators.js'
import { officePermitFieldNames, officePermitMutations } from './office-permits.js'
import { officeRequestFieldNames, officeRequestMutations } from './office-requests.js'

/**
 * The operator office's mutations, one file per concern: an e-permit's steps, a request's, the
 * office's accounts, deposits, news. The deprecated `movePermit` and `answerRequest` live with
 * the steps they duplicate, on the same REST calls.
 */
export const officeMutations: MutationResolvers = {
  ...officePermitMutations,
  ...officeRequestMutations,
  ...officeOperatorMutations,
  ...officeDepositMutations,
  ...officeNewsMutations,
}

export const officeFieldNames = {
  ...officePermitFieldNames,
  ...officeRequestFieldNames,
  ...officeOperatorFieldNames,
  ...officeDepositFieldNames,
  ...officeNewsFieldNames,
} satisfies MutationFieldNames
