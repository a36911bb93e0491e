import type { IndividualProfileResolvers } from '../__generated__/resolvers-types.js'
import { profileFields } from './client-profile.js'

export const IndividualProfile: IndividualProfileResolvers = {
  ...profileFields,
  patentNumber: (row) => row.patent_number,
  patentExpiresOn: (row) => row.patent_expire_date,
}
