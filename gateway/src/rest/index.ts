import { AccountsApi } from './accounts.js'
import { ClientsApi } from './clients.js'
import { CompaniesApi } from './companies.js'
import { CompanyActivityApi } from './company-activity.js'
import { ContentApi } from './content.js'
import { DriversApi } from './drivers.js'
import { type Caller, RestHttp } from './http.js'
import { NeedsMeApi } from './needs-me.js'
import { NoticesApi } from './notices.js'
import { OfficeCompaniesApi } from './office-companies.js'
import { OfficeNewsApi } from './office-news.js'
import { OperatorsApi } from './operators.js'
import { PermitDocumentsApi } from './permit-documents.js'
import { PermitsApi } from './permits.js'
import type { PublicCache } from './public-cache.js'
import { ReceiptsApi } from './receipts.js'
import { ReferenceApi } from './reference.js'
import { RequestsApi } from './requests.js'
import { StatusHistoryApi } from './status-history.js'
import { TransportsApi } from './transports.js'
import type { Upstream } from './upstream.js'
import type { UpstreamReads } from './upstream-reads.js'

/**
 * One REST client per domain, created for each GraphQL request with the caller's identity; what
 * they read is written down in `reads`.
 */
export function restClients(
  upstream: Upstream,
  cache: PublicCache,
  caller: Caller,
  reads: UpstreamReads,
) {
  const http = new RestHttp(upstream, caller, reads)
  return {
    accounts: new AccountsApi(http),
    clients: new ClientsApi(http),
    companyActivity: new CompanyActivityApi(http),
    companies: new CompaniesApi(http),
    content: new ContentApi(http, cache),
    drivers: new DriversApi(http),
    needsMe: new NeedsMeApi(http),
    notices: new NoticesApi(http),
    officeCompanies: new OfficeCompaniesApi(http),
    officeNews: new OfficeNewsApi(http),
    operators: new OperatorsApi(http),
    permits: new PermitsApi(http),
    permitDocuments: new PermitDocumentsApi(http),
    receipts: new ReceiptsApi(http),
    reference: new ReferenceApi(http, cache),
    requests: new RequestsApi(http),
    statusHistory: new StatusHistoryApi(http),
    transports: new TransportsApi(http),
  }
}

export type RestClients = ReturnType<typeof restClients>
