import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CompanyActivityKind, CompanyActivityRecordKind } from '../../gql/graphql'

/** What each kind of action is called, in the filter and in the list. */
export const kindWords: Record<CompanyActivityKind, MessageDescriptor> = {
  REQUEST_FILED: msg`Request filed`,
  PERMIT_FILED: msg`E-permit requested`,
  PAYMENT_OPENED: msg`Payment started`,
  REQUEST_CANCELED: msg`Request cancelled`,
  STATUS_CHANGED: msg`Status changed`,
  DRIVER_ADDED: msg`Driver added`,
  DRIVER_CHANGED: msg`Driver changed`,
  DRIVER_REMOVED: msg`Driver removed`,
  VEHICLE_ADDED: msg`Vehicle added`,
  VEHICLE_CHANGED: msg`Vehicle changed`,
  VEHICLE_REMOVED: msg`Vehicle removed`,
  MEMBER_INVITED: msg`Person invited`,
  INVITATION_ACCEPTED: msg`Invitation accepted`,
  MEMBER_CHANGED: msg`Member's role changed`,
  MEMBER_REMOVED: msg`Member removed`,
  MEMBER_LEFT: msg`Member left`,
}

/** What each kind of record is called before its number or name. */
export const recordWords: Record<CompanyActivityRecordKind, MessageDescriptor> = {
  PERMIT: msg`E-permit`,
  ONLINE_APPLICATION: msg`Online application`,
  CARGO_PERMISSION: msg`Permission`,
  DRIVER: msg`Driver`,
  VEHICLE: msg`Vehicle`,
  MEMBER: msg`Member`,
  INVITATION: msg`Invitation`,
}
