import Type from 'typebox'
import type { PermitStatus, RequestStatus } from '../db/schema.js'
import { operatorMayMove, PERMIT_STATUS } from '../permits/permits.shared.js'

/** What an operator may do with an e-permit or a request now; the office offers only these. */
export const REVIEW_ACTIONS = [
  'claim',
  'release',
  'take',
  'price',
  'reject',
  'issue',
  'refund',
  'accept',
  'decline',
] as const
export type ReviewAction = (typeof REVIEW_ACTIONS)[number]

export const ReviewActions = Type.Array(
  Type.Union(REVIEW_ACTIONS.map((action) => Type.Literal(action))),
  {
    description:
      'What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund)',
  },
)

const PERMIT_STEPS: [ReviewAction, PermitStatus][] = [
  ['take', PERMIT_STATUS.underConsideration],
  ['price', PERMIT_STATUS.toPay],
  ['reject', PERMIT_STATUS.rejected],
  ['issue', PERMIT_STATUS.successful],
]

const OPEN_PERMIT: PermitStatus[] = [1, 2, 3, 4]

/** An e-permit's actions for `operatorId`, from its status and who holds its claim. */
export function permitActions(
  status: PermitStatus,
  claimedBy: number | null,
  operatorId: number,
): ReviewAction[] {
  if (!OPEN_PERMIT.includes(status)) return []
  if (claimedBy === null) return ['claim']
  if (claimedBy !== operatorId) return []
  const steps = PERMIT_STEPS.filter(([, to]) => operatorMayMove(status, to)).map(([a]) => a)
  // A paid e-permit not yet issued may also be revoked with a refund (refund-permit.ts).
  const refund: ReviewAction[] = status === PERMIT_STATUS.paid ? ['refund'] : []
  return ['release', ...steps, ...refund]
}

/** A request's actions for `operatorId`: answered only while pending (0). */
export function requestActions(
  status: RequestStatus,
  claimedBy: number | null,
  operatorId: number,
): ReviewAction[] {
  if (status !== 0) return []
  if (claimedBy === null) return ['claim']
  return claimedBy === operatorId ? ['release', 'accept', 'decline'] : []
}
