import type { LegalEntityProfileResolvers } from '../__generated__/resolvers-types.js'
import { profileFields } from './client-profile.js'

export const LegalEntityProfile: LegalEntityProfileResolvers = {
  ...profileFields,
  companyName: (row) => row.company_name,
  stateRegisterNumber: (row) => row.yegrpo_number,
  stateRegisterExpiresOn: (row) => row.yegrpo_expire_date,
  certificateNumber: (row) => row.certificate_number,
  bankDetails: (row) => row.bank_details,
  accountNumber: (row) => row.account_number,
}
