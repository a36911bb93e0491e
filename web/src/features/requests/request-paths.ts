import { cabinetPath } from '../../config/cabinet-paths'
import { submittedPath } from '../../config/submitted'
import type { RequestModel } from '../../gql/graphql'

const form: Record<RequestModel, string> = {
  ONLINE_APPLICATION: cabinetPath('onlineApplicationTab'),
  LOADING_PERMISSION: cabinetPath('loadPermissionTab'),
  UNLOADING_PERMISSION: cabinetPath('unloadPermissionTab'),
}

/** The cabinet tabs the request screens lead to (the product's own tab names). */
export const requestPaths = {
  history: cabinetPath('historyTab'),
  /** The tab that files each kind of request. */
  form,
  /** The confirmation page of a request just filed (ADR 0091). */
  submitted: (model: RequestModel, id: string) => submittedPath(form[model], id),
} as const
