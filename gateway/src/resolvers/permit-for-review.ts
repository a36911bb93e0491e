import type { PermitForReviewResolvers } from '../__generated__/resolvers-types.js'
import { clientKindOf, permitStatusOf } from './enums.js'
import { permitReviewFields } from './office/review.js'
import { reviewCompanyFields } from './office/review-company.js'
import { reference } from './reference.js'

export const PermitForReview: PermitForReviewResolvers = {
  id: (row) => String(row.id),
  kind: (row) => clientKindOf(row.is_legal),
  status: (row) => permitStatusOf(row.status),
  payable: (row) => row.to_pay,
  rejectionReason: (row) => row.reason,
  applicant: (row) => row.owner,
  clientName: (row) => row.client,
  country: (row, _, context) => reference(context, 'country', row.country.id),
  async permitType(row, _, context) {
    const type = (await context.api.reference.index()).permitTypeByNumber.get(
      row.permit_type.number,
    )
    if (!type) throw new Error(`permit type number ${row.permit_type.number} is missing`)
    return type
  },
  cargoType: (row) => row.type_of_cargo,
  containerCount: (row) => Number(row.container_number),
  description: (row) => row.permit_description,
  departureOn: (row) => row.departure_date,
  returnOn: (row) => row.return_date,
  driverName: (row) => row.driver,
  carPlateNumber: (row) => row.car_plate,
  trailerPlateNumber: (row) => row.trailer_plate,
  createdAt: (row) => row.created_at,
  updatedAt: (row) => row.updated_at,
  statusHistory: (row, _, { loaders }) => loaders.statusHistory.permit.load(row.id),
  ...permitReviewFields,
  ...reviewCompanyFields,
}
