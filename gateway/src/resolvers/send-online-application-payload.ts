import type { SendOnlineApplicationPayloadResolvers } from '../__generated__/resolvers-types.js'
import { filedRequest } from './payloads.js'

export const SendOnlineApplicationPayload: SendOnlineApplicationPayloadResolvers = {
  application: ({ savedId }, _, context) => filedRequest(savedId, [1], context),
}
