import type {
  AnswerRequestPayload,
  MutationResolvers,
  ResolversParentTypes,
  SetDepositPayload,
} from '../../__generated__/resolvers-types.js'
import { isLegal, permitStatusNumber, requestModelNumber, requestStatusNumber } from '../enums.js'
import { inputId } from '../ids.js'
import { withUserErrors } from '../user-errors.js'

export const operatorMutations: MutationResolvers = {
  movePermit: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['MovePermitPayload']>(
      context,
      {},
      { permit: null },
      async () => {
        const answer = await context.api.operators.movePermit(
          inputId(input.permitId, 'permitId', context.lang),
          {
            status: permitStatusNumber(input.status),
            ...(input.price != null ? { price: input.price } : {}),
            ...(input.reason ? { reason: input.reason } : {}),
          },
        )
        return { permit: answer.permit, userErrors: [] }
      },
    ),

  answerRequest: (_, { input }, context) =>
    withUserErrors<AnswerRequestPayload>(
      context,
      { model_id: 'model', item_id: 'requestId' },
      { answered: false },
      async () => {
        await context.api.operators.answerRequest({
          model_id: requestModelNumber(input.model),
          item_id: inputId(input.requestId, 'requestId', context.lang),
          status: requestStatusNumber(input.status),
          ...(input.reason ? { reason: input.reason } : {}),
        })
        return { answered: true, userErrors: [] }
      },
    ),

  setDeposit: (_, { input }, context) =>
    withUserErrors<SetDepositPayload>(
      context,
      { user_id: 'accountId', is_legal: 'kind' },
      { balance: null },
      async () => {
        const answer = await context.api.operators.setDeposit({
          user_id: inputId(input.accountId, 'accountId', context.lang),
          is_legal: isLegal(input.kind),
          balance: input.balance,
        })
        return { balance: answer.balance, userErrors: [] }
      },
    ),
}
