import type { FileCargoPermissionPayloadResolvers } from '../__generated__/resolvers-types.js'
import { filedRequest } from './payloads.js'

export const FileCargoPermissionPayload: FileCargoPermissionPayloadResolvers = {
  permission: ({ savedId }, _, context) => filedRequest(savedId, [2, 3], context),
}
