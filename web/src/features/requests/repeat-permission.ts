import { cabinetPath } from '../../config/cabinet-paths'
import type { CargoPermissionInput, RequestHistory_PageFragment } from '../../gql/graphql'

export const PERMISSION_FIELDS = [
  'permissionNumber',
  'vehicleBrandId',
  'driverFullName',
  'unloadingPoint',
  'cargo',
  'applicant',
  'placeOfIssue',
  'vehicleCountryId',
  'plateNumber',
  'loadingPoint',
  'route',
  'cargoOwner',
  'cmrNumber',
] as const satisfies readonly (keyof CargoPermissionInput)[]

export type PermissionField = (typeof PERMISSION_FIELDS)[number]

type HistoryItem = RequestHistory_PageFragment['items'][number]
type FiledPermission = Extract<HistoryItem, { __typename: 'CargoPermission' }>

/** A filed permission as the start of a new one: its number and the values it passes on. */
export type PermissionRepeat = {
  number: string
  values: Partial<Record<PermissionField, string>>
}

/** The tab that files a permission of the item's direction. */
export const permissionTabOf = (item: FiledPermission) =>
  cabinetPath(item.model === 'UNLOADING_PERMISSION' ? 'unloadPermissionTab' : 'loadPermissionTab')

/**
 * What "Repeat" passes to the form, in the address's history state (a reload of the form keeps
 * it). The permission's and the CMR's numbers are left out: they name one filing, and a new trip
 * has new ones, as a repeated e-permit leaves its dates to choose.
 */
export function repeatStateOf(item: FiledPermission): { repeat: PermissionRepeat } {
  return {
    repeat: {
      number: item.permissionNumber,
      values: {
        vehicleBrandId: item.vehicleBrand?.id ?? '',
        vehicleCountryId: item.vehicleCountry?.id ?? '',
        driverFullName: item.driverFullName,
        plateNumber: item.plateNumber,
        loadingPoint: item.loadingPoint,
        unloadingPoint: item.unloadingPoint,
        route: item.route,
        cargo: item.cargo,
        cargoOwner: item.cargoOwner,
        applicant: item.applicant,
        placeOfIssue: item.placeOfIssue,
      },
    },
  }
}

/** The repeat a location's state carries, if any (anything else there is ignored). */
export function repeatOf(state: unknown): PermissionRepeat | null {
  if (typeof state !== 'object' || state === null || !('repeat' in state)) return null
  const { repeat } = state as { repeat: unknown }
  if (typeof repeat !== 'object' || repeat === null) return null
  const { number, values } = repeat as Partial<PermissionRepeat>
  if (typeof number !== 'string' || typeof values !== 'object' || values === null) return null
  const known = Object.entries(values).filter(
    (entry): entry is [PermissionField, string] =>
      (PERMISSION_FIELDS as readonly string[]).includes(entry[0]) && typeof entry[1] === 'string',
  )
  return { number, values: Object.fromEntries(known) }
}
