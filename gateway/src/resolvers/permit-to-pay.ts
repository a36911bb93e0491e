import type { PermitToPayResolvers } from '../__generated__/resolvers-types.js'
import { clientKindOf } from './enums.js'
import { reference } from './reference.js'

export const PermitToPay: PermitToPayResolvers = {
  key: (row) => `to-pay:${row.id}`,
  permitId: (row) => String(row.id),
  kind: (row) => clientKindOf(row.is_legal),
  country: (row, _, context) => reference(context, 'country', row.country_id),
  async permitType(row, _, { api }) {
    const type = (await api.reference.index()).permitTypeByNumber.get(row.permit_type)
    if (!type) throw new Error(`permit type number ${row.permit_type} is missing`)
    return type
  },
  price: (row) => row.price,
  departureOn: (row) => row.departure_date,
  returnOn: (row) => row.return_date,
}
