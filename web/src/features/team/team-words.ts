import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Language, MemberRole, MemberStatus } from '../../gql/graphql'

export const ROLES = ['ADMINISTRATOR', 'DISPATCHER', 'VIEWER'] as const satisfies MemberRole[]

export const roleWords: Record<MemberRole, MessageDescriptor> = {
  ADMINISTRATOR: msg`Administrator`,
  DISPATCHER: msg`Dispatcher`,
  VIEWER: msg`Viewer`,
}

/** What each role may do, under the invitation form's role and on the invitation page. */
export const roleHints: Record<MemberRole, MessageDescriptor> = {
  ADMINISTRATOR: msg`Everything, and the team`,
  DISPATCHER: msg`Fleet, requests, e-permits and payments`,
  VIEWER: msg`Reads everything, changes nothing`,
}

export const statusWords: Record<MemberStatus, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  SUSPENDED: msg`Suspended`,
}

export const languageWords: Record<Language, MessageDescriptor> = {
  TM: msg`Turkmen`,
  RU: msg`Russian`,
  EN: msg`English`,
}
