import type { UpdateVehiclePayloadResolvers } from '../__generated__/resolvers-types.js'
import { driverOfKind, vehicle } from './payloads.js'

export const UpdateVehiclePayload: UpdateVehiclePayloadResolvers = {
  vehicle,
  previousDriver: ({ previousDriver }, _, context) =>
    previousDriver && driverOfKind(context, previousDriver.isLegal, previousDriver.id),
}
