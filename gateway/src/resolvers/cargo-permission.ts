import type { CargoPermissionResolvers } from '../__generated__/resolvers-types.js'
import type { GatewayContext } from '../context.js'
import { filed, requestFields } from './request.js'

/** The reference list's country a filed name (in any of the three languages) names, if any. */
export async function knownCountry(api: GatewayContext['api'], filedName: string) {
  const name = filedName.toLowerCase()
  const { data } = await api.reference.index()
  return (
    data.countries.find((country) =>
      [country.name_tm, country.name_ru, country.name_en].some(
        (each) => each.toLowerCase() === name,
      ),
    ) ?? null
  )
}

export const CargoPermission: CargoPermissionResolvers = {
  ...requestFields,
  permissionNumber: (row) => (row.model_id === 1 ? row.permission_number : row.razresheniye_no),
  cmrNumber: (row) => (row.model_id === 1 ? row.cmr_number : row.cmr_no),
  driverFullName: (row) => row.woditel_fio ?? '',
  expiresOn: (row) => filed(row).valid_until,
  // The API keeps the country's name and the brand's title as filed; the lists name them again.
  vehicleCountry: (row, _, { api }) => knownCountry(api, filed(row).gos_prinad),
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
