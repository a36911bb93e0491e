import DataLoader from 'dataloader'
import type { ClientProfileRow } from '../rest/clients.js'
import { orNull } from '../rest/failures.js'
import type { RestClients } from '../rest/index.js'
import { PERMIT_DOCUMENTS_BATCH, type PermitDocumentRow } from '../rest/permit-documents.js'
import type { PermitFilter } from '../rest/permits.js'
import { queryOf } from '../rest/query.js'
import { RECEIPTS_BATCH, type ReceiptRow } from '../rest/receipts.js'
import type { HistoryFilter } from '../rest/requests.js'
import {
  type HistorySubject,
  STATUS_HISTORY_BATCH,
  type StatusChangeEntry,
  type StatusChangeRow,
  statusChangesOf,
} from '../rest/status-history.js'

/** A loader that reads one resource per key, deduplicated for the request's lifetime. */
function each<K, V>(read: (key: K) => Promise<V>, cacheKey?: (key: K) => unknown) {
  return new DataLoader<K, V, unknown>((keys) => Promise.all(keys.map(read)), {
    cacheKeyFn: cacheKey,
    // A resource read on its own (one driver, one page) is read once; batching buys nothing.
    batch: false,
  })
}

/**
 * Timelines of one kind of subject, batched: every `statusHistory` field asked in one GraphQL
 * request becomes one REST call per kind (per 100 ids), never one per row.
 */
function statusHistoryLoader(api: RestClients, subject: HistorySubject) {
  const statuses = subject === 'permit' ? 'permit' : 'request'
  return new DataLoader<number, StatusChangeEntry[]>(
    async (ids) => {
      const rows = await api.statusHistory.of(subject, ids)
      const bySubject = new Map<number, StatusChangeRow[]>()
      for (const row of rows) {
        const list = bySubject.get(row.subject_id) ?? []
        list.push(row)
        bySubject.set(row.subject_id, list)
      }
      return ids.map((id) => statusChangesOf(statuses, bySubject.get(id) ?? []))
    },
    { maxBatchSize: STATUS_HISTORY_BATCH },
  )
}

/** The issued documents of the e-permits a request lists: one REST call per 100 e-permits. */
function permitDocumentLoader(api: RestClients) {
  return new DataLoader<number, PermitDocumentRow | null>(
    async (ids) => {
      const byPermit = new Map(
        (await api.permitDocuments.ofPermits(ids)).map((row) => [row.permit_id, row]),
      )
      return ids.map((id) => byPermit.get(id) ?? null)
    },
    { maxBatchSize: PERMIT_DOCUMENTS_BATCH },
  )
}

/** The receipts of the e-permits a request lists: one REST call per 100 e-permits. */
function receiptsLoader(api: RestClients) {
  return new DataLoader<number, ReceiptRow[]>(
    async (ids) => {
      const byPermit = new Map<number, ReceiptRow[]>()
      for (const row of await api.receipts.ofPermits(ids)) {
        byPermit.set(row.permit_id, [...(byPermit.get(row.permit_id) ?? []), row])
      }
      return ids.map((id) => byPermit.get(id) ?? [])
    },
    { maxBatchSize: RECEIPTS_BATCH },
  )
}

/**
 * Per-request DataLoaders: every resource is fetched at most once per GraphQL request, and
 * lists are fetched whole and looked into, so fields on list items never call the API per item.
 * Created anew for each request, so nothing of one user outlives the request or reaches another.
 */
export function createLoaders(api: RestClients) {
  return {
    permitDocument: permitDocumentLoader(api),
    receipts: receiptsLoader(api),
    account: each(
      () => api.accounts.profile(),
      () => 'me',
    ),
    companies: each(
      () => api.companies.companies(),
      () => 'me',
    ),
    individualProfile: each(
      () => api.clients.individualProfile(),
      () => 'individual',
    ),
    legalEntityProfile: each(
      () => api.clients.legalEntityProfile(),
      () => 'legal',
    ),
    driversOfKind: each((isLegal: boolean) => api.drivers.list(isLegal)),
    driver: each((id: number) => orNull(api.drivers.one(id))),
    vehiclesOf: each(
      (key: { isLegal: boolean; isCar: boolean }) => api.transports.list(key.isLegal, key.isCar),
      (key) => `${key.isLegal}:${key.isCar}`,
    ),
    vehicle: each((id: number) => orNull(api.transports.one(id))),
    permits: each(
      () => api.permits.list(),
      () => 'all',
    ),
    permitPage: each(
      ({ page, filter }: { page: number; filter?: PermitFilter }) => api.permits.page(page, filter),
      (key) => `${key.page}?${queryOf(key.filter ?? {})}`,
    ),
    history: each(
      ({ page, filter }: { page: number; filter?: HistoryFilter }) =>
        orNull(api.requests.history(page, filter)),
      (key) => `${key.page}?${queryOf(key.filter ?? {})}`,
    ),
    // The office's: read once per request, however many rows name them.
    operators: each(
      () => api.operators.operators(),
      () => 'all',
    ),
    haulierProfile: each(
      (key: { userId: number; isLegal: boolean }) =>
        api.operators.clientProfile<ClientProfileRow>(key.userId, key.isLegal),
      (key) => `${key.userId}:${key.isLegal}`,
    ),
    // A haulier company and its members (review pages); null when it has none any more.
    haulierCompany: each((id: number) => orNull(api.officeCompanies.company(id))),
    reviewedPermit: each((id: number) => api.operators.permit(id)),
    reviewedRequest: each(
      (key: { model: number; id: number }) => api.operators.request(key.model, key.id),
      (key) => `${key.model}:${key.id}`,
    ),
    statusHistory: {
      permit: statusHistoryLoader(api, 'permit'),
      'online-application': statusHistoryLoader(api, 'online-application'),
      'load-permission': statusHistoryLoader(api, 'load-permission'),
      'unload-permission': statusHistoryLoader(api, 'unload-permission'),
    } satisfies Record<HistorySubject, DataLoader<number, StatusChangeEntry[]>>,
  }
}

export type Loaders = ReturnType<typeof createLoaders>

/**
 * Forgets everything read so far in this request: after a mutation has written, the fields of
 * its payload (and of the next mutation in the same operation) read what is stored now.
 */
export function clearLoaders(loaders: Loaders) {
  for (const loader of Object.values(loaders)) {
    if (loader instanceof DataLoader) loader.clearAll()
    else for (const nested of Object.values(loader)) nested.clearAll()
  }
}
