import type { ApplicantResolvers } from '../__generated__/resolvers-types.js'
import { applicantReviewFields } from './office/review.js'

export const Applicant: ApplicantResolvers = {
  id: (row) => String(row.id),
  institutionName: (row) => row.corpname ?? null,
  ...applicantReviewFields,
}
