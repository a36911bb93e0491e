import type { MutationResolvers } from '../../__generated__/resolvers-types.js'
import { forAudience } from '../audience.js'
import type { MutationFieldNames } from '../field-names.js'
import { NEEDS_ME_NAMES, needsMeMutation } from '../needs-me.js'
import { MARK_NOTICE_READ_NAMES, noticesMutation, REMINDER_SETTINGS_NAMES } from '../notices.js'
import { permitDocumentFieldNames } from '../permit-document.js'
import { accountFieldNames, accountMutations } from './accounts.js'
import { clientFieldNames, clientMutations } from './clients.js'
import { companyFieldNames, companyMemberMutations, companyPersonMutations } from './companies.js'
import { contentFieldNames, contentMutations } from './content.js'
import { fleetFieldNames, fleetMutations } from './fleet.js'
import { officeFieldNames, officeMutations } from './office.js'
import { permitFieldNames, permitMutations } from './permits.js'
import { requestFieldNames, requestMutations } from './requests.js'

// An invitation is accepted before its operator has a session.
const { acceptOperatorInvitation, ...office } = officeMutations

/**
 * Every mutation, with who may call it (the API's route hooks, audience.ts). The accounts' are
 * `anyone`: those that need a session take no id the gateway could refuse first.
 */
export const Mutation: MutationResolvers = {
  ...forAudience('anyone', accountMutations),
  ...forAudience('anyone', { acceptOperatorInvitation }),
  ...forAudience('anyone', contentMutations),
  ...forAudience('anyone', companyPersonMutations),
  ...forAudience('client', companyMemberMutations),
  ...forAudience('client', clientMutations),
  ...forAudience('client', fleetMutations),
  ...forAudience('client', permitMutations),
  ...forAudience('client', requestMutations),
  ...forAudience('client', needsMeMutation),
  ...forAudience('client', noticesMutation),
  ...forAudience('operator', office),
}

/** Every mutation's table of input and REST field names (a unit test checks them against the schema). */
export const MUTATION_FIELD_NAMES: MutationFieldNames = {
  ...accountFieldNames,
  ...contentFieldNames,
  ...clientFieldNames,
  ...companyFieldNames,
  ...fleetFieldNames,
  ...permitFieldNames,
  ...requestFieldNames,
  markAnswersSeen: NEEDS_ME_NAMES,
  markNoticeRead: MARK_NOTICE_READ_NAMES,
  updateReminderSettings: REMINDER_SETTINGS_NAMES,
  ...permitDocumentFieldNames,
  ...officeFieldNames,
}
