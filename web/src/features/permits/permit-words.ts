import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ClientKind, PermitStatus, StatusActor } from '../../gql/graphql'

/** An e-permit's status in words, by its code (1 New … 6 Rejected). */
export const permitStatusWords: Record<PermitStatus, MessageDescriptor> = {
  NEW: msg`New`,
  UNDER_CONSIDERATION: msg`Under consideration`,
  TO_PAY: msg`To pay`,
  PAID: msg`Paid`,
  SUCCESSFUL: msg`Successful`,
  REJECTED: msg`Rejected`,
}

/** Who moved an e-permit along. */
export const actorWords: Record<StatusActor, MessageDescriptor> = {
  CLIENT: msg`You`,
  OPERATOR: msg`An operator`,
  PAYMENT_PROVIDER: msg`The payment provider`,
}

/** Which profile requests an e-permit. */
export const kindWords: Record<ClientKind, MessageDescriptor> = {
  INDIVIDUAL: msg`As an individual`,
  LEGAL_ENTITY: msg`As a legal entity`,
}
