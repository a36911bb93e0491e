import type { SelectOption } from '../../components/select-field'
import { type FragmentType, getFragmentData } from '../../gql'
import type { UserErrorLike } from '../../lib/form-errors'
import { FleetList_vehicle, fullName } from './fleet-rows'

/**
 * The cars or trailers a driver may take, as options: brand and plate, and the name of another
 * driver who has one now (linking it here moves it to this driver).
 */
export function linkedVehicleOptions(
  refs: readonly FragmentType<typeof FleetList_vehicle>[],
  driverId: string | undefined,
  withOther: (name: string) => string,
): SelectOption[] {
  return refs.map((ref) => {
    const vehicle = getFragmentData(FleetList_vehicle, ref)
    const other = vehicle.driver && vehicle.driver.id !== driverId ? vehicle.driver : null
    const label = `${vehicle.brand.title} · ${vehicle.plateNumber}`
    return { value: vehicle.id, label: other ? `${label} (${withOther(fullName(other))})` : label }
  })
}

const pathOf = (field: UserErrorLike['field']): readonly string[] =>
  field == null ? [] : typeof field === 'string' ? field.split('.') : field

/**
 * The form sends its cars and its trailers as one `vehicleIds` list, cars first; a problem with
 * an item of it belongs under the cars or the trailers, by its index.
 */
export function withVehicleFields<P extends { userErrors: readonly UserErrorLike[] }>(
  payload: P,
  carCount: number,
): P {
  const userErrors = payload.userErrors.map((error) => {
    const [name, index] = pathOf(error.field)
    if (name !== 'vehicleIds') return error
    const field = index !== undefined && Number(index) >= carCount ? 'trailerIds' : 'carIds'
    return { ...error, field: [field] }
  })
  return { ...payload, userErrors }
}
