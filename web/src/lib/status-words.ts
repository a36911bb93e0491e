import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PermitStatus } from '../gql/graphql'

/**
 * An e-permit's status in words (1 New … 6 Rejected), the same for the haulier and the office:
 * `i18n._(permitStatusWords[status])` says it in the interface language.
 */
export const permitStatusWords: Record<PermitStatus, MessageDescriptor> = {
  NEW: msg`New`,
  UNDER_CONSIDERATION: msg`Under consideration`,
  TO_PAY: msg`To pay`,
  PAID: msg`Paid`,
  SUCCESSFUL: msg`Successful`,
  REJECTED: msg`Rejected`,
}

/** The statuses in the order an e-permit goes through them. */
export const permitStatuses = Object.keys(permitStatusWords) as readonly PermitStatus[]

/** The statuses nothing follows: the office has answered, and nobody waits on the e-permit. */
export const closedPermitStatuses: readonly PermitStatus[] = ['SUCCESSFUL', 'REJECTED']
