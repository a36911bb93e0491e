import type { CreateVehiclePayloadResolvers } from '../__generated__/resolvers-types.js'
import { vehicle } from './payloads.js'

export const CreateVehiclePayload: CreateVehiclePayloadResolvers = { vehicle }
