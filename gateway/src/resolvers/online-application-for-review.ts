import type { OnlineApplicationForReviewResolvers } from '../__generated__/resolvers-types.js'
import { reviewRequestFields } from './requests-for-review.js'

export const OnlineApplicationForReview: OnlineApplicationForReviewResolvers = {
  ...reviewRequestFields,
  permissionNumber: (row) => row.permission_number,
  cmrNumber: (row) => row.cmr_number,
  institutionName: (row) => row.corpname,
  responsiblePerson: (row) => row.fullname,
  directorFullName: (row) => row.director_fullname,
  documents: (row) => row.files,
}
