import type { VerifiedPermitResolvers } from '../__generated__/resolvers-types.js'

export const VerifiedPermit: VerifiedPermitResolvers = {
  permitType: (row) => row.type,
  country: (row) => row.country,
  carPlate: (row) => row.car_plate,
  trailerPlate: (row) => row.trailer_plate,
  departureOn: (row) => row.departure_date,
  returnOn: (row) => row.return_date,
  issuedAt: (row) => row.issued_at,
  revokedAt: (row) => row.revoked_at,
}
