import type {
  AnswerRequestPayload,
  MutationResolvers,
  ResolversParentTypes,
} from '../../__generated__/resolvers-types.js'
import { isLegal, permitStatusNumber, requestModelNumber, requestStatusNumber } from '../enums.js'
import { FieldNames, type MutationFieldNames } from '../field-names.js'
import { inputId } from '../ids.js'
import { withUserErrors } from '../user-errors.js'

/** Each operator mutation's input fields by the REST fields of its endpoint. */
export const MOVE_PERMIT_NAMES = new FieldNames({
  status: 'status',
  price: 'price',
  reason: 'reason',
})
export const ANSWER_REQUEST_NAMES = new FieldNames({
  model: 'model_id',
  requestId: 'item_id',
  status: 'status',
  reason: 'reason',
})
export const SET_DEPOSIT_NAMES = new FieldNames({
  accountId: 'user_id',
  kind: 'is_legal',
  balance: 'balance',
})

/** The table each mutation here reads the API's 422 with (a test checks them against the schema). */
export const operatorFieldNames = {
  movePermit: MOVE_PERMIT_NAMES,
  answerRequest: ANSWER_REQUEST_NAMES,
  setDeposit: SET_DEPOSIT_NAMES,
} satisfies MutationFieldNames

export const operatorMutations: MutationResolvers = {
  movePermit: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['MovePermitPayload']>(
      context,
      MOVE_PERMIT_NAMES,
      { permit: null },
      async () => {
        const answer = await context.api.operators.movePermit(
          inputId(input.permitId, 'permitId', context.lang),
          MOVE_PERMIT_NAMES.body({
            status: permitStatusNumber(input.status),
            ...(input.price != null ? { price: input.price } : {}),
            ...(input.reason ? { reason: input.reason } : {}),
          }),
        )
        return { permit: answer.permit, userErrors: [] }
      },
    ),

  answerRequest: (_, { input }, context) =>
    withUserErrors<AnswerRequestPayload>(
      context,
      ANSWER_REQUEST_NAMES,
      { answered: false },
      async () => {
        await context.api.operators.answerRequest(
          ANSWER_REQUEST_NAMES.body({
            model: requestModelNumber(input.model),
            requestId: inputId(input.requestId, 'requestId', context.lang),
            status: requestStatusNumber(input.status),
            ...(input.reason ? { reason: input.reason } : {}),
          }),
        )
        return { answered: true, userErrors: [] }
      },
    ),

  setDeposit: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['SetDepositPayload']>(
      context,
      SET_DEPOSIT_NAMES,
      { balance: null },
      async () => {
        const answer = await context.api.operators.setDeposit(
          SET_DEPOSIT_NAMES.body({
            accountId: inputId(input.accountId, 'accountId', context.lang),
            kind: isLegal(input.kind),
            balance: input.balance,
          }),
        )
        return { balance: answer.balance, userErrors: [] }
      },
    ),
}
