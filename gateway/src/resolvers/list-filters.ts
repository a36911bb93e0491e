import type { PermitFilter, RequestFilter } from '../__generated__/resolvers-types.js'
import type { Lang } from '../i18n/messages.js'
import type { PermitFilter as RestPermitFilter } from '../rest/permits.js'
import type { HistoryFilter } from '../rest/requests.js'
import { permitStatusNumber, requestModelNumber, requestStatusNumber } from './enums.js'
import { inputId } from './ids.js'

/**
 * The haulier's list filters as the API's query parameters. Days and lengths are the API's to
 * check (its 422 names the parameter); an id that cannot be one is refused here, at its field.
 */
export function requestFilter(filter: RequestFilter): HistoryFilter {
  return {
    status: filter.status ? requestStatusNumber(filter.status) : undefined,
    model_id: filter.model ? requestModelNumber(filter.model) : undefined,
    filed_from: filter.filedFrom ?? undefined,
    filed_to: filter.filedTo ?? undefined,
    q: filter.search ?? undefined,
  }
}

export function permitFilter(filter: PermitFilter, lang: Lang): RestPermitFilter {
  return {
    status: filter.status ? permitStatusNumber(filter.status) : undefined,
    country_id: filter.countryId
      ? inputId(filter.countryId, ['filter', 'countryId'], lang)
      : undefined,
    filed_from: filter.filedFrom ?? undefined,
    filed_to: filter.filedTo ?? undefined,
    q: filter.search ?? undefined,
  }
}
