import Type from 'typebox'
import { BodyFlag, EntityId } from '../http/schemas.js'

/**
 * The largest deposit an operator may set, in manat: far above what a carrier's permits cost in
 * years, far below what a slip of the keyboard would write.
 */
export const MAX_BALANCE = 10_000_000

export const OperatorDepositBody = Type.Object({
  user_id: EntityId,
  is_legal: BodyFlag('1 for the legal-entity profile, 0 for the individual one'),
  balance: Type.Number({
    minimum: 0,
    maximum: MAX_BALANCE,
    description: 'Manat, two decimals at most',
  }),
})

export const OperatorDepositAnswer = Type.Object({
  status: Type.Literal('success'),
  balance: Type.Number(),
})
