import type { CargoPermissionForReviewResolvers } from '../__generated__/resolvers-types.js'
import { reviewRequestFields } from './requests-for-review.js'

export const CargoPermissionForReview: CargoPermissionForReviewResolvers = {
  ...reviewRequestFields,
  permissionNumber: (row) => row.razresheniye_no,
  cmrNumber: (row) => row.cmr_no,
  vehicleCountry: (row) => row.gos_prinad,
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
