import type { CreateDriverPayloadResolvers } from '../__generated__/resolvers-types.js'
import { driverPayload } from './payloads.js'

export const CreateDriverPayload: CreateDriverPayloadResolvers = driverPayload
