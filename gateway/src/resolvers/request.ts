import type {
  CargoPermissionResolvers,
  OnlineApplicationResolvers,
  RequestPageResolvers,
  RequestResolvers,
  RequestStatusChangeResolvers,
} from '../__generated__/resolvers-types.js'
import type { GatewayContext } from '../context.js'
import type { HistoryRow } from '../rest/requests.js'
import { HISTORY_PAGE_SIZE } from '../rest/requests.js'
import type { HistorySubject } from '../rest/status-history.js'
import { requestModelOf, requestStatusOf, statusActorOf } from './enums.js'
import { pageInfoOf } from './pages.js'

/** The timeline subject of each request model (1, 2, 3). */
export const SUBJECT_OF_MODEL: Record<number, HistorySubject> = {
  1: 'online-application',
  2: 'load-permission',
  3: 'unload-permission',
}

const common = {
  id: (row: HistoryRow) => String(row.id),
  model: (row: HistoryRow) => requestModelOf(row.model_id),
  status: (row: HistoryRow) => requestStatusOf(row.status),
  createdAt: (row: HistoryRow) => row.created_at,
  statusHistory: (row: HistoryRow, _: unknown, { loaders }: GatewayContext) =>
    loaders.statusHistory[SUBJECT_OF_MODEL[row.model_id] ?? 'online-application'].load(row.id),
}

export const Request: RequestResolvers = {
  __resolveType: (row) => (row.model_id === 1 ? 'OnlineApplication' : 'CargoPermission'),
}

export const CargoPermission: CargoPermissionResolvers = {
  ...common,
  permissionNumber: (row) => (row.model_id === 1 ? row.permission_number : row.razresheniye_no),
  cmrNumber: (row) => (row.model_id === 1 ? row.cmr_number : row.cmr_no),
  driverFullName: (row) => row.woditel_fio ?? '',
  expiresOn: (row) => filed(row).valid_until,
  // The API keeps the country's name and the brand's title as filed; the lists name them again.
  async vehicleCountry(row, _, { api }) {
    const name = filed(row).gos_prinad.toLowerCase()
    const { data } = await api.reference.index()
    return (
      data.countries.find((country) =>
        [country.name_tm, country.name_ru, country.name_en].some(
          (each) => each.toLowerCase() === name,
        ),
      ) ?? null
    )
  },
  async vehicleBrand(row, _, { api }) {
    const title = filed(row).marka.toLowerCase()
    const { data } = await api.reference.index()
    return data.brands.find((brand) => brand.title.toLowerCase() === title) ?? null
  },
  plateNumber: (row) => filed(row).gos_nomer,
  loadingPoint: (row) => filed(row).punkt_pog,
  unloadingPoint: (row) => filed(row).punkt_wyg,
  route: (row) => filed(row).marshrut,
  cargo: (row) => filed(row).gruz,
  cargoOwner: (row) => filed(row).prinad,
  applicant: (row) => filed(row).zayawitel,
  placeOfIssue: (row) => filed(row).mesto_wydachi,
}

/** A history row that is a loading or unloading permission. */
function filed(row: HistoryRow): Extract<HistoryRow, { model_id: 2 | 3 }> {
  if (row.model_id === 1) throw new Error('an online application is not a cargo permission')
  return row
}

export const OnlineApplication: OnlineApplicationResolvers = {
  ...common,
  permissionNumber: (row) => (row.model_id === 1 ? row.permission_number : row.razresheniye_no),
  cmrNumber: (row) => (row.model_id === 1 ? row.cmr_number : row.cmr_no),
}

export const RequestPage: RequestPageResolvers = {
  items: (page) => page.payload,
  pageInfo: (page) => pageInfoOf(page.page, HISTORY_PAGE_SIZE, page.history_length),
}

export const RequestStatusChange: RequestStatusChangeResolvers = {
  fromStatus: (row) => (row.from_status === null ? null : requestStatusOf(row.from_status)),
  toStatus: (row) => requestStatusOf(row.to_status),
  actor: (row) => statusActorOf(row.actor_role),
  changedAt: (row) => row.created_at,
}
