import type {
  MutationResolvers,
  RequestModel,
  ResolversParentTypes,
  UserErrorCode,
} from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import { say } from '../../i18n/messages.js'
import { orNull } from '../../rest/failures.js'
import type { OperatorRequestRow } from '../../rest/operators.js'
import { permitStatusNumber, requestModelNumber, requestStatusNumber } from '../enums.js'
import { FieldNames, type MutationFieldNames } from '../field-names.js'
import { idNumber, inputId } from '../ids.js'
import { InputProblem, withUserErrors } from '../user-errors.js'
import { officeNewsFieldNames, officeNewsMutations } from './office-news.js'

/**
 * The API's refusals of an operator's action, as codes: nobody holds the claim (`claim`),
 * another operator does (`claimed_by`), the status does not allow the step (`status`).
 */
const REVIEW_CODES: Record<string, UserErrorCode> = {
  claim: 'NOT_CLAIMED',
  claimed_by: 'CLAIMED_BY_ANOTHER',
  status: 'NOT_ALLOWED',
}
const PERMIT_NAMES = new FieldNames({}, { codes: REVIEW_CODES })
const PRICE_NAMES = new FieldNames({ price: 'price' }, { codes: REVIEW_CODES })
const REJECT_NAMES = new FieldNames({ reason: 'reason' }, { codes: REVIEW_CODES })
const REQUEST_NAMES = new FieldNames(
  { model: 'model_id', requestId: 'item_id' },
  { codes: REVIEW_CODES },
)
const ANSWER_NAMES = new FieldNames(
  { model: 'model_id', requestId: 'item_id', reason: 'reason' },
  { codes: REVIEW_CODES },
)
const INVITE_NAMES = new FieldNames({ email: 'email', name: 'name', language: 'lang' })
const OPERATOR_NAMES = new FieldNames({}, { codes: { status: 'NOT_ALLOWED' } })
const ACCEPT_NAMES = new FieldNames({ token: 'token', password: 'password' })

export const officeFieldNames = {
  claimPermit: PERMIT_NAMES,
  releasePermit: PERMIT_NAMES,
  takePermit: PERMIT_NAMES,
  pricePermit: PRICE_NAMES,
  rejectPermit: REJECT_NAMES,
  issuePermit: PERMIT_NAMES,
  refundPermit: REJECT_NAMES,
  claimRequest: REQUEST_NAMES,
  releaseRequest: REQUEST_NAMES,
  acceptRequest: ANSWER_NAMES,
  declineRequest: ANSWER_NAMES,
  inviteOperator: INVITE_NAMES,
  deactivateOperator: OPERATOR_NAMES,
  reactivateOperator: OPERATOR_NAMES,
  acceptOperatorInvitation: ACCEPT_NAMES,
  ...officeNewsFieldNames,
} satisfies MutationFieldNames

type PermitPayload = ResolversParentTypes['PermitReviewPayload']
type RequestPayload = ResolversParentTypes['RequestReviewPayload']

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

async function requestAction(
  context: GatewayContext,
  names: typeof REQUEST_NAMES | typeof ANSWER_NAMES,
  input: { model: RequestModel; requestId: string },
  act: (ref: { model_id: number; item_id: number }) => Promise<OperatorRequestRow | undefined>,
): Promise<RequestPayload> {
  const model_id = requestModelNumber(input.model)
  const payload = await withUserErrors<RequestPayload>(
    context,
    names,
    { request: null },
    async () => {
      const ref = { model_id, item_id: inputId(input.requestId, 'requestId', context.lang) }
      return { request: (await act(ref)) ?? null, userErrors: [] }
    },
  )
  const ref = { model_id, item_id: idNumber(input.requestId) }
  if ((payload.userErrors.length === 0 && payload.request) || ref.item_id === null) return payload
  const now = await orNull(context.api.operators.request(ref.model_id, ref.item_id))
  return { ...payload, request: now }
}

const permitStep =
  (step: 'claim' | 'release'): MutationResolvers['claimPermit'] =>
  (_, { input }, context) =>
    permitAction(context, PERMIT_NAMES, input.permitId, (id) =>
      context.api.operators.claimPermit(id, step),
    )

const requestStep =
  (step: 'claim' | 'release'): MutationResolvers['claimRequest'] =>
  (_, { input }, context) =>
    requestAction(
      context,
      REQUEST_NAMES,
      input,
      async (ref) => (await context.api.operators.claimRequest(ref, step)).item,
    )

const operatorStep =
  (step: 'deactivate' | 'reactivate'): MutationResolvers['deactivateOperator'] =>
  (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['OperatorPayload']>(
      context,
      OPERATOR_NAMES,
      { operator: null },
      async () => {
        const id = inputId(input.operatorId, 'operatorId', context.lang)
        const answer = await context.api.operators.setOperatorStatus(id, step)
        return { operator: answer.operator, userErrors: [] }
      },
    )

/** The operator office's mutations: claims, the steps of e-permits and requests, accounts. */
export const officeMutations: MutationResolvers = {
  claimPermit: permitStep('claim'),
  releasePermit: permitStep('release'),
  takePermit: (_, { input }, context) =>
    permitAction(context, PERMIT_NAMES, input.permitId, (id) =>
      context.api.operators.movePermit(id, { status: permitStatusNumber('UNDER_CONSIDERATION') }),
    ),
  pricePermit: (_, { input }, context) =>
    permitAction(context, PRICE_NAMES, input.permitId, (id) =>
      context.api.operators.movePermit(id, {
        status: permitStatusNumber('TO_PAY'),
        ...(input.price != null ? { price: input.price } : {}),
      }),
    ),
  rejectPermit: (_, { input }, context) =>
    permitAction(context, REJECT_NAMES, input.permitId, (id) =>
      context.api.operators.movePermit(id, {
        status: permitStatusNumber('REJECTED'),
        reason: input.reason,
      }),
    ),
  issuePermit: (_, { input }, context) =>
    permitAction(context, PERMIT_NAMES, input.permitId, (id) =>
      context.api.operators.movePermit(id, { status: permitStatusNumber('SUCCESSFUL') }),
    ),
  refundPermit: (_, { input }, context) =>
    permitAction(context, REJECT_NAMES, input.permitId, (id) =>
      context.api.operators.refundPermit(id, input.reason),
    ),

  claimRequest: requestStep('claim'),
  releaseRequest: requestStep('release'),
  acceptRequest: (_, { input }, context) =>
    requestAction(context, ANSWER_NAMES, input, async (ref) => {
      const reason = input.reason?.trim()
      return (
        await context.api.operators.answerRequest({
          ...ref,
          status: requestStatusNumber('ACCEPTED'),
          ...(reason ? { reason } : {}),
        })
      ).item
    }),
  declineRequest: (_, { input }, context) =>
    requestAction(context, ANSWER_NAMES, input, async (ref) => {
      const reason = input.reason?.trim()
      if (!reason) {
        throw new InputProblem({
          field: ['reason'],
          message: say(context.lang, 'decline_reason_required'),
          code: 'INVALID',
        })
      }
      return (
        await context.api.operators.answerRequest({
          ...ref,
          status: requestStatusNumber('DECLINED'),
          reason,
        })
      ).item
    }),

  inviteOperator: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['OperatorPayload']>(
      context,
      INVITE_NAMES,
      { operator: null },
      async () => {
        const answer = await context.api.operators.invite(
          INVITE_NAMES.body({
            email: input.email,
            name: input.name,
            language: input.language.toLowerCase() as Lowercase<typeof input.language>,
          }),
        )
        return { operator: answer.operator, userErrors: [] }
      },
    ),
  deactivateOperator: operatorStep('deactivate'),
  reactivateOperator: operatorStep('reactivate'),

  acceptOperatorInvitation: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['AcceptOperatorInvitationPayload']>(
      context,
      ACCEPT_NAMES,
      { account: null },
      async () => {
        const answer = await context.api.operators.acceptInvitation(ACCEPT_NAMES.body(input))
        context.session.start(answer.token)
        return { account: answer.account, userErrors: [] }
      },
    ),

  ...officeNewsMutations,
}
