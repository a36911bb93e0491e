import type { QueryResolvers } from '../__generated__/resolvers-types.js'
import { RestValidationFailure } from '../rest/failures.js'

/** The session's company's members, and an invitation as its link's page reads it. */
export const companiesQuery: QueryResolvers = {
  companyMembers: (_, __, { api }) => api.companies.members(),
  async companyInvitation(_, { token }, { api }) {
    if (token.length === 0 || token.length > 200) return null
    try {
      return await api.companies.checkInvitation(token)
    } catch (error) {
      // An unknown, used, revoked or expired link is refused on `token`: there is none to show.
      if (error instanceof RestValidationFailure) return null
      throw error
    }
  },
}
