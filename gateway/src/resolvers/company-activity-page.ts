import type {
  CompanyActivityFilter,
  CompanyActivityPageResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.js'
import type { Lang } from '../i18n/messages.js'
import type { ActivityFilter } from '../rest/company-activity.js'
import { inputId } from './ids.js'
import { pageInfoOf, validPage } from './pages.js'

export const CompanyActivityPage: CompanyActivityPageResolvers = {
  pageInfo: (page) => pageInfoOf(page.page, page.per_page, page.total),
}

/**
 * The log's filter as the API's query parameters. Days are the API's to check (its 422 names
 * the parameter); a member id that cannot be one is refused here, at its field.
 */
function activityFilter(filter: CompanyActivityFilter, lang: Lang): ActivityFilter {
  return {
    member_id: filter.memberId ? inputId(filter.memberId, ['filter', 'memberId'], lang) : undefined,
    kind: filter.kind ? (filter.kind.toLowerCase() as ActivityFilter['kind']) : undefined,
    from: filter.from ?? undefined,
    to: filter.to ?? undefined,
  }
}

export const companyActivityQuery: Pick<QueryResolvers, 'companyActivity'> = {
  async companyActivity(_, { page, filter }, { api, lang }) {
    if (!validPage(page)) return null
    const found = await api.companyActivity.page(page, filter ? activityFilter(filter, lang) : {})
    // The API answers an empty list past the last page; the schema says null there.
    return found.page === 1 || found.items.length > 0 ? found : null
  },
}
