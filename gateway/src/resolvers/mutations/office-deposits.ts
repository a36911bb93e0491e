import type {
  MutationResolvers,
  ResolversParentTypes,
} from '../../__generated__/resolvers-types.js'
import { isLegal } from '../enums.js'
import { FieldNames, type MutationFieldNames } from '../field-names.js'
import { inputId } from '../ids.js'
import { withUserErrors } from '../user-errors.js'

const DEPOSIT_NAMES = new FieldNames({ accountId: 'user_id', kind: 'is_legal', balance: 'balance' })

export const officeDepositFieldNames = { setDeposit: DEPOSIT_NAMES } satisfies MutationFieldNames

/** A haulier's deposit (bank balance), as an operator sets it. */
export const officeDepositMutations: MutationResolvers = {
  setDeposit: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['SetDepositPayload']>(
      context,
      DEPOSIT_NAMES,
      { balance: null },
      async () => {
        const answer = await context.api.operators.setDeposit(
          DEPOSIT_NAMES.body({
            accountId: inputId(input.accountId, 'accountId', context.lang),
            kind: isLegal(input.kind),
            balance: input.balance,
          }),
        )
        return { balance: answer.balance, userErrors: [] }
      },
    ),
}
