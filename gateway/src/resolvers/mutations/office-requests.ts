import type {
  AnswerRequestPayload,
  MutationResolvers,
  RequestModel,
  RequestStatus,
  ResolversParentTypes,
} from '../../__generated__/resolvers-types.js'
import type { GatewayContext } from '../../context.js'
import { say } from '../../i18n/messages.js'
import { orNull } from '../../rest/failures.js'
import type { OperatorRequestRow } from '../../rest/operators.js'
import { requestModelNumber, requestStatusNumber } from '../enums.js'
import { FieldNames, type MutationFieldNames } from '../field-names.js'
import { idNumber, inputId } from '../ids.js'
import { InputProblem, withUserErrors } from '../user-errors.js'
import { REVIEW_CODES } from './review-codes.js'

const REQUEST_NAMES = new FieldNames(
  { model: 'model_id', requestId: 'item_id' },
  { codes: REVIEW_CODES },
)
const ANSWER_NAMES = new FieldNames(
  { model: 'model_id', requestId: 'item_id', reason: 'reason' },
  { codes: REVIEW_CODES },
)
/** The deprecated `answerRequest` names the status too, and reads refusals without codes. */
const ANSWER_BY_STATUS_NAMES = new FieldNames({
  model: 'model_id',
  requestId: 'item_id',
  status: 'status',
  reason: 'reason',
})

export const officeRequestFieldNames = {
  claimRequest: REQUEST_NAMES,
  releaseRequest: REQUEST_NAMES,
  acceptRequest: ANSWER_NAMES,
  declineRequest: ANSWER_NAMES,
  answerRequest: ANSWER_BY_STATUS_NAMES,
} satisfies MutationFieldNames

type RequestPayload = ResolversParentTypes['RequestReviewPayload']
type RequestRef = { model_id: number; item_id: number }

/** The API's one answer to a request: accepting, declining and `answerRequest` are this. */
const answer = (
  context: GatewayContext,
  ref: RequestRef,
  status: RequestStatus,
  reason: string | undefined,
) =>
  context.api.operators.answerRequest({
    ...ref,
    status: requestStatusNumber(status),
    ...(reason ? { reason } : {}),
  })

/**
 * Runs an action on a request; the payload carries the request as it stands afterwards, also
 * after a refusal (the claimant or status that refused it shows).
 */
async function requestAction(
  context: GatewayContext,
  names: typeof REQUEST_NAMES | typeof ANSWER_NAMES,
  input: { model: RequestModel; requestId: string },
  act: (ref: RequestRef) => Promise<OperatorRequestRow | undefined>,
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

const claimStep =
  (step: 'claim' | 'release'): MutationResolvers['claimRequest'] =>
  (_, { input }, context) =>
    requestAction(context, REQUEST_NAMES, input, (ref) =>
      context.api.operators.claimRequest(ref, step),
    )

/** A request's steps in the office: its claim, and the operator's answer. */
export const officeRequestMutations: MutationResolvers = {
  claimRequest: claimStep('claim'),
  releaseRequest: claimStep('release'),
  acceptRequest: (_, { input }, context) =>
    requestAction(context, ANSWER_NAMES, input, (ref) =>
      answer(context, ref, 'ACCEPTED', input.reason?.trim()),
    ),
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
      return answer(context, ref, 'DECLINED', reason)
    }),

  /** Accepting or declining by status (deprecated); says only whether the answer was recorded. */
  answerRequest: (_, { input }, context) =>
    withUserErrors<AnswerRequestPayload>(
      context,
      ANSWER_BY_STATUS_NAMES,
      { answered: false },
      async () => {
        const ref = {
          model_id: requestModelNumber(input.model),
          item_id: inputId(input.requestId, 'requestId', context.lang),
        }
        await answer(context, ref, input.status, input.reason ?? undefined)
        return { answered: true, userErrors: [] }
      },
    ),
}
