import type { UserError } from '../__generated__/resolvers-types.js'

/** A mutation's payload before its object field is resolved: the id of what it saved. */
export interface SavedPayload {
  savedId: number | null
  userErrors: UserError[]
}
