import { submittedPath } from '../../config/submitted'
import type { RequestModel } from '../../gql/graphql'

const form: Record<RequestModel, string> = {
  ONLINE_APPLICATION: '/online-application/onlineApplicationTab',
  LOADING_PERMISSION: '/online-application/loadPermissionTab',
  UNLOADING_PERMISSION: '/online-application/unloadPermissionTab',
}

/** The cabinet tabs the request screens lead to (the product's own tab names). */
export const requestPaths = {
  history: '/online-application/historyTab',
  /** The tab that files each kind of request. */
  form,
  /** The confirmation page of a request just filed (ADR 0091). */
  submitted: (model: RequestModel, id: string) => submittedPath(form[model], id),
} as const
