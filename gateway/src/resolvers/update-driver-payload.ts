import type { UpdateDriverPayloadResolvers } from '../__generated__/resolvers-types.js'
import { driver, reassignedVehicles } from './payloads.js'

export const UpdateDriverPayload: UpdateDriverPayloadResolvers = { driver, reassignedVehicles }
