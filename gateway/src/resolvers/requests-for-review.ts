import type { GatewayContext } from '../context.js'
import type { OperatorRequestRow } from '../rest/operators.js'
import { requestModelOf, requestStatusOf } from './enums.js'
import { requestReviewFields } from './office/review.js'
import { reviewCompanyFields } from './office/review-company.js'
import { SUBJECT_OF_MODEL } from './request.js'

/** Fields the three kinds of request under review resolve alike. */
export const reviewRequestFields = {
  id: (row: OperatorRequestRow) => String(row.id),
  model: (row: OperatorRequestRow) => requestModelOf(row.model_id),
  status: (row: OperatorRequestRow) => requestStatusOf(row.status),
  applicant: (row: OperatorRequestRow) => row.owner,
  createdAt: (row: OperatorRequestRow) => row.created_at,
  updatedAt: (row: OperatorRequestRow) => row.updated_at,
  statusHistory: (row: OperatorRequestRow, _: unknown, { loaders }: GatewayContext) =>
    loaders.statusHistory[SUBJECT_OF_MODEL[row.model_id] ?? 'online-application'].load(row.id),
  ...requestReviewFields,
  ...reviewCompanyFields,
}

export const DOCUMENT_TYPES = {
  yuztutma: 'APPLICATION_LETTER',
  ygtyyarnama: 'CERTIFICATE',
  dowlet_sanaw: 'STATE_REGISTRATION',
} as const
