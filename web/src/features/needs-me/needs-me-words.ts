import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ExpiringDocumentKind, RequestModel } from '../../gql/graphql'

/** The kinds of request, as the history names them. */
export const requestWords: Record<RequestModel, MessageDescriptor> = {
  ONLINE_APPLICATION: msg`Online application`,
  LOADING_PERMISSION: msg`Loading permission`,
  UNLOADING_PERMISSION: msg`Unloading permission`,
}

/** The documents of the haulier's own data that can expire. */
export const clientDocumentWords: Partial<Record<ExpiringDocumentKind, MessageDescriptor>> = {
  CLIENT_LICENCE: msg`Licence`,
  PATENT: msg`Patent`,
  STATE_REGISTER: msg`State register extract`,
  CERTIFICATE: msg`Certificate`,
}
