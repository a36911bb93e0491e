import type { CargoPermissionForReviewResolvers } from '../__generated__/resolvers-types.js'
import { knownCountry } from './cargo-permission.js'
import { reviewRequestFields } from './requests-for-review.js'

export const CargoPermissionForReview: CargoPermissionForReviewResolvers = {
  ...reviewRequestFields,
  permissionNumber: (row) => row.razresheniye_no,
  cmrNumber: (row) => row.cmr_no,
  // In the operator's language when the filed name is a country of the list (hauliers file it in
  // theirs), else as filed.
  async vehicleCountry(row, _, { api, lang }) {
    const country = await knownCountry(api, row.gos_prinad)
    return country ? country[`name_${lang}`] : row.gos_prinad
  },
  vehicleBrand: (row) => row.marka,
  plateNumber: (row) => row.gos_nomer,
  driverFullName: (row) => row.woditel_fio,
  loadingPoint: (row) => row.punkt_pog,
  unloadingPoint: (row) => row.punkt_wyg,
  route: (row) => row.marshrut,
  cargo: (row) => row.gruz,
  cargoOwner: (row) => row.prinad,
  applicantName: (row) => row.zayawitel,
  placeOfIssue: (row) => row.mesto_wydachi,
  validUntil: (row) => row.valid_until,
}
