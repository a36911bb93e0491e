import type { UpdateDriverPayloadResolvers } from '../__generated__/resolvers-types.js'
import { driverPayload } from './payloads.js'

export const UpdateDriverPayload: UpdateDriverPayloadResolvers = driverPayload
