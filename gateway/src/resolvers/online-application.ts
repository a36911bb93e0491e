import type { OnlineApplicationResolvers } from '../__generated__/resolvers-types.js'
import { requestFields } from './request.js'

export const OnlineApplication: OnlineApplicationResolvers = {
  ...requestFields,
  permissionNumber: (row) => (row.model_id === 1 ? row.permission_number : row.razresheniye_no),
  cmrNumber: (row) => (row.model_id === 1 ? row.cmr_number : row.cmr_no),
}
