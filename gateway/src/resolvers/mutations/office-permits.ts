import type {
  MutationResolvers,
  PermitStatus,
  ResolversParentTypes,
} from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import { orNull } from '../../rest/failures.js'
import { permitStatusNumber } from '../enums.js'
import { FieldNames, type MutationFieldNames } from '../field-names.js'
import { idNumber, inputId } from '../ids.js'
import { withUserErrors } from '../user-errors.js'
import { REVIEW_CODES } from './review-codes.js'

const PERMIT_NAMES = new FieldNames({}, { codes: REVIEW_CODES })
const PRICE_NAMES = new FieldNames({ price: 'price' }, { codes: REVIEW_CODES })
const REJECT_NAMES = new FieldNames({ reason: 'reason' }, { codes: REVIEW_CODES })
/** The deprecated `movePermit` names every step's field, and reads refusals without codes. */
const MOVE_NAMES = new FieldNames({ status: 'status', price: 'price', reason: 'reason' })

export const officePermitFieldNames = {
  claimPermit: PERMIT_NAMES,
  releasePermit: PERMIT_NAMES,
  takePermit: PERMIT_NAMES,
  pricePermit: PRICE_NAMES,
  rejectPermit: REJECT_NAMES,
  issuePermit: PERMIT_NAMES,
  refundPermit: REJECT_NAMES,
  movePermit: MOVE_NAMES,
} satisfies MutationFieldNames

type PermitPayload = ResolversParentTypes['PermitReviewPayload']

/** The API's one move of an e-permit's status: every step below, and `movePermit`, are this. */
const moveTo = (
  context: GatewayContext,
  id: number,
  status: PermitStatus,
  extras: { price?: number; reason?: string } = {},
) => context.api.operators.movePermit(id, { status: permitStatusNumber(status), ...extras })

/** The price, when one is given (else the type's listed price applies). */
const priceOf = (price: number | null | undefined) => (price != null ? { price } : {})

/**
 * Runs an action on an e-permit; the payload carries the e-permit as it stands afterwards, also
 * after a refusal (the claimant or status that refused it shows).
 */
async function permitAction(
  context: GatewayContext,
  names: typeof PERMIT_NAMES | typeof PRICE_NAMES | typeof REJECT_NAMES,
  permitId: string,
  act: (id: number) => Promise<{ permit: PermitPayload['permit'] }>,
): Promise<PermitPayload> {
  const payload = await withUserErrors<PermitPayload>(
    context,
    names,
    { permit: null },
    async () => ({ ...(await act(inputId(permitId, 'permitId', context.lang))), userErrors: [] }),
  )
  const id = idNumber(permitId)
  if (payload.userErrors.length === 0 || id === null) return payload
  return { ...payload, permit: await orNull(context.api.operators.permit(id)) }
}

const claimStep =
  (step: 'claim' | 'release'): MutationResolvers['claimPermit'] =>
  (_, { input }, context) =>
    permitAction(context, PERMIT_NAMES, input.permitId, (id) =>
      context.api.operators.claimPermit(id, step),
    )

/** An e-permit's steps in the office: its claim, each move of its status, its refund. */
export const officePermitMutations: MutationResolvers = {
  claimPermit: claimStep('claim'),
  releasePermit: claimStep('release'),
  takePermit: (_, { input }, context) =>
    permitAction(context, PERMIT_NAMES, input.permitId, (id) =>
      moveTo(context, id, 'UNDER_CONSIDERATION'),
    ),
  pricePermit: (_, { input }, context) =>
    permitAction(context, PRICE_NAMES, input.permitId, (id) =>
      moveTo(context, id, 'TO_PAY', priceOf(input.price)),
    ),
  rejectPermit: (_, { input }, context) =>
    permitAction(context, REJECT_NAMES, input.permitId, (id) =>
      moveTo(context, id, 'REJECTED', { reason: input.reason }),
    ),
  issuePermit: (_, { input }, context) =>
    permitAction(context, PERMIT_NAMES, input.permitId, (id) => moveTo(context, id, 'SUCCESSFUL')),
  refundPermit: (_, { input }, context) =>
    permitAction(context, REJECT_NAMES, input.permitId, (id) =>
      context.api.operators.refundPermit(id, input.reason),
    ),

  /** Any of the moves above by its status (deprecated); a refusal leaves `permit` null. */
  movePermit: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['MovePermitPayload']>(
      context,
      MOVE_NAMES,
      { permit: null },
      async () => {
        const id = inputId(input.permitId, 'permitId', context.lang)
        const answer = await moveTo(context, id, input.status, {
          ...priceOf(input.price),
          ...(input.reason ? { reason: input.reason } : {}),
        })
        return { permit: answer.permit, userErrors: [] }
      },
    ),
}
