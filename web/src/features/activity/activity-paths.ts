import { cabinetPath } from '../../config/cabinet-paths'
import type { CompanyActivity_PageFragment } from '../../gql/graphql'

type ActivityRecord = CompanyActivity_PageFragment['items'][number]['record']

const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`

/** The request history's `kind` filter for each kind of request. */
const HISTORY_KIND = {
  ONLINE_APPLICATION: 'online_application',
  LOADING_PERMISSION: 'loading_permission',
  UNLOADING_PERMISSION: 'unloading_permission',
} as const

/** The fleet's edit tab of each kind of vehicle, by profile (the product's own tab names). */
const VEHICLE_TABS = {
  CAR: { LEGAL_ENTITY: 'legalCarEdit', INDIVIDUAL: 'individualCarEdit' },
  TRAILER: { LEGAL_ENTITY: 'legalTrailerEdit', INDIVIDUAL: 'individualTrailerEdit' },
} as const
const DRIVER_TABS = {
  LEGAL_ENTITY: 'legalDriverEdit',
  INDIVIDUAL: 'individualDriversEdit',
} as const

/**
 * Where an entry of the log leads (ADR 0111): an e-permit to the e-permit history narrowed to it,
 * a request to the request history narrowed to its kind and number, a driver or a vehicle still
 * in the fleet to its page there. A member, an invitation or a removed record has no page: null.
 */
export function recordPath(record: ActivityRecord): string | null {
  switch (record.kind) {
    case 'PERMIT':
      return cabinetPath('ePermitHistory', query({ q: record.id }))
    case 'ONLINE_APPLICATION':
    case 'CARGO_PERMISSION': {
      if (!record.requestModel) return null
      const kind = HISTORY_KIND[record.requestModel]
      return cabinetPath('historyTab', query(record.title ? { kind, q: record.title } : { kind }))
    }
    case 'DRIVER':
      return record.clientKind
        ? cabinetPath(DRIVER_TABS[record.clientKind], query({ id: record.id }))
        : null
    case 'VEHICLE':
      return record.clientKind && record.vehicleType
        ? cabinetPath(VEHICLE_TABS[record.vehicleType][record.clientKind], query({ id: record.id }))
        : null
    default:
      return null
  }
}
