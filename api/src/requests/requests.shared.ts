import type { Db } from '../db/database.js'
import { requestDetailsRepository } from './request-details.repository.js'
import { requestsRepository } from './requests.repository.js'

/**
 * What the operators' domain may read and do of clients' requests: their kinds and statuses,
 * every client's page of requests with their details, and the one way to change a status.
 */
export { PageParams, RequestRefBody, RequestStatusValue } from './history.schemas.js'
export { APPLICATION_FILE_FIELDS } from './online-applications.schemas.js'
export type {
  CargoPermissionDetails,
  FileDetails,
  OnlineApplicationDetails,
} from './request-details.repository.js'
export {
  HISTORY_PATH,
  REQUEST_MODEL,
  REQUEST_STATUS,
  type RequestModel,
  requestStatusName,
  requestTitle,
  subjectOf,
} from './request-kinds.js'
export { changeRequestStatus } from './request-status.js'
export type { RequestScope } from './requests.repository.js'

export function requestsForOperators(db: Db) {
  const requests = requestsRepository(db)
  const details = requestDetailsRepository(db)
  return {
    page: requests.page,
    count: requests.count,
    counts: requests.counts,
    ownerOf: requests.ownerOf,
    cargoPermissions: details.cargoPermissions,
    onlineApplications: details.onlineApplications,
    files: details.files,
  }
}
