import type { RequestStatus, StatusSubject } from '../db/schema.js'
import type { Lang } from '../i18n/lang.js'
import { translate } from '../i18n/messages.js'

/**
 * The three kinds of request a client files, by the model ids the history speaks of, and the
 * statuses they pass through. One place, so history, cancelling and operators agree.
 */
export const REQUEST_MODEL = {
  onlineApplication: 1,
  loadPermission: 2,
  unloadPermission: 3,
} as const
export type RequestModel = (typeof REQUEST_MODEL)[keyof typeof REQUEST_MODEL]
export type CargoPermissionKind =
  | typeof REQUEST_MODEL.loadPermission
  | typeof REQUEST_MODEL.unloadPermission

export const REQUEST_STATUS = { pending: 0, accepted: 1, declined: 2, canceled: 3 } as const

/** Where a change of a request's status is recorded in status_changes. */
export function subjectOf(model: RequestModel): StatusSubject {
  return model === REQUEST_MODEL.onlineApplication ? 'online_application' : 'cargo_permission'
}

export const requestStatusName = (lang: Lang, status: RequestStatus) =>
  translate(lang, `request_status_${status}`)

/** "Loading permission No. 12/A" — what a letter calls the request. */
export const requestTitle = (lang: Lang, model: RequestModel, number: string) =>
  translate(lang, `request_title_${model}`, { number })

/** The cabinet page where a client follows their requests (the path the lead's brief names). */
export const HISTORY_PATH = '/online-application/historyTab'
