import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RequestModel, RequestStatus, ReviewAction, StatusActor } from '../../gql/graphql'

export const requestStatusWords: Record<RequestStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  ACCEPTED: msg`Accepted`,
  DECLINED: msg`Declined`,
  CANCELED: msg`Canceled`,
}

export const requestStatuses: readonly RequestStatus[] = [
  'PENDING',
  'ACCEPTED',
  'DECLINED',
  'CANCELED',
]

/** The statuses nothing follows: answered by the office or withdrawn by the haulier. */
export const closedRequestStatuses: readonly RequestStatus[] = ['ACCEPTED', 'DECLINED', 'CANCELED']

export const modelWords: Record<RequestModel, MessageDescriptor> = {
  LOADING_PERMISSION: msg`Loading permission`,
  UNLOADING_PERMISSION: msg`Unloading permission`,
  ONLINE_APPLICATION: msg`Online application`,
}

export const requestModels: readonly RequestModel[] = [
  'LOADING_PERMISSION',
  'UNLOADING_PERMISSION',
  'ONLINE_APPLICATION',
]

/** Who moved something along, when no name is known. */
export const actorWords: Record<StatusActor, MessageDescriptor> = {
  CLIENT: msg`The haulier`,
  OPERATOR: msg`An operator`,
  PAYMENT_PROVIDER: msg`The payment provider`,
}

export const actionWords: Record<ReviewAction, MessageDescriptor> = {
  CLAIM: msg`Claim`,
  RELEASE: msg`Release`,
  TAKE: msg`Take under consideration`,
  PRICE: msg`Set the price`,
  REJECT: msg`Reject`,
  ISSUE: msg`Issue`,
  REFUND: msg`Revoke and refund`,
  ACCEPT: msg`Accept`,
  DECLINE: msg`Decline`,
}
