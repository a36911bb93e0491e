import type { UserErrorCode } from '../../__generated__/resolvers-types.js'

/**
 * The API's refusals of an operator's step on an e-permit or a request, as codes: nobody holds
 * the claim (`claim`), another operator does (`claimed_by`), the status does not allow the step
 * (`status`).
 */
export const REVIEW_CODES: Record<string, UserErrorCode> = {
  claim: 'NOT_CLAIMED',
  claimed_by: 'CLAIMED_BY_ANOTHER',
  status: 'NOT_ALLOWED',
}
