import type { CreateDriverPayloadResolvers } from '../__generated__/resolvers-types.js'
import { driver, reassignedVehicles } from './payloads.js'

export const CreateDriverPayload: CreateDriverPayloadResolvers = { driver, reassignedVehicles }
