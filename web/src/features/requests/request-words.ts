import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RequestModel, RequestStatus, StatusActor } from '../../gql/graphql'

/** A request's kind in words (model 1, 2, 3). */
export const modelWords: Record<RequestModel, MessageDescriptor> = {
  ONLINE_APPLICATION: msg`Online application`,
  LOADING_PERMISSION: msg`Loading permission`,
  UNLOADING_PERMISSION: msg`Unloading permission`,
}

/** A request's status in words (0 pending, 1 accepted, 2 declined, 3 canceled). */
export const statusWords: Record<RequestStatus, MessageDescriptor> = {
  PENDING: msg`pending`,
  ACCEPTED: msg`accepted`,
  DECLINED: msg`declined`,
  CANCELED: msg`canceled`,
}

/** Who moved a request along. */
export const actorWords: Record<StatusActor, MessageDescriptor> = {
  CLIENT: msg`You`,
  OPERATOR: msg`An operator`,
  PAYMENT_PROVIDER: msg`The payment provider`,
}
