import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ClientKind, StatusActor } from '../../gql/graphql'

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
