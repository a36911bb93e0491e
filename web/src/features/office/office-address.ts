import { OFFICE_PATH } from '../../config/office'
import type { QueueFilter, RequestModel } from '../../gql/graphql'

/**
 * The office's addresses (docs/decisions, the office's address scheme): a queue's status, its
 * filters and page are the query; a request's kind and id are the path.
 */
export const officePaths = {
  permits: `${OFFICE_PATH}/permits`,
  requests: `${OFFICE_PATH}/requests`,
  news: `${OFFICE_PATH}/news`,
  operators: `${OFFICE_PATH}/operators`,
  permit: (id: string) => `${OFFICE_PATH}/permits/${encodeURIComponent(id)}`,
  request: (model: RequestModel, id: string) =>
    `${OFFICE_PATH}/requests/${modelSlugs[model]}/${encodeURIComponent(id)}`,
  newsItem: (id: string) => `${OFFICE_PATH}/news/${encodeURIComponent(id)}`,
  newNews: `${OFFICE_PATH}/news/new`,
}

const modelSlugs: Record<RequestModel, string> = {
  LOADING_PERMISSION: 'loading-permission',
  UNLOADING_PERMISSION: 'unloading-permission',
  ONLINE_APPLICATION: 'online-application',
}

/** The model a request's address names, or null for an address naming none. */
export function modelOfSlug(slug: string | undefined): RequestModel | null {
  const found = Object.entries(modelSlugs).find(([, value]) => value === slug)
  return found ? (found[0] as RequestModel) : null
}

/** Names a record: digits only (the API's ids); anything else names nothing. */
export const isRecordId = (value: string | undefined): value is string =>
  value !== undefined && /^\d{1,18}$/.test(value)

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The queue's filter as the address keeps it (`?country=3&from=2026-11-01&haulier=ak`). */
export function filterOf(search: URLSearchParams): QueueFilter {
  const filter: QueueFilter = {}
  const country = search.get('country')
  const type = search.get('type')
  const from = search.get('from')
  const to = search.get('to')
  const haulier = search.get('haulier')?.trim()
  if (country && isRecordId(country)) filter.countryId = country
  if (type && isRecordId(type)) filter.permitTypeId = type
  if (from && DAY.test(from)) filter.filedFrom = from
  if (to && DAY.test(to)) filter.filedTo = to
  if (haulier) filter.haulier = haulier.slice(0, 100)
  return filter
}

/** The page the address names (`?page=2`); the first for none or nonsense. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

export { withSearch } from '../../lib/pagination'
