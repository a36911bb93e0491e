import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ExpiringDocumentKind } from '../../gql/graphql'

/** What expires, as a notice names it (a driver's name follows a driving licence). */
export const documentWords: Record<ExpiringDocumentKind, MessageDescriptor> = {
  DRIVING_LICENCE: msg`Driving licence`,
  CLIENT_LICENCE: msg`Licence`,
  PATENT: msg`Patent`,
  STATE_REGISTER: msg`State register extract`,
  CERTIFICATE: msg`Certificate`,
  E_PERMIT: msg`E-permit`,
  LOADING_PERMISSION: msg`Loading permission`,
  UNLOADING_PERMISSION: msg`Unloading permission`,
}
