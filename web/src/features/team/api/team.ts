import { useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** A member as the team's list shows them. */
export const TeamTab_member = graphql(`
  fragment TeamTab_member on CompanyMember {
    id
    name
    email
    role
    status
    since
    isYou
  }
`)

/** An invitation still waiting, as the team's list shows it. */
export const TeamTab_invitation = graphql(`
  fragment TeamTab_invitation on PendingInvitation {
    id
    email
    role
    language
    expiresAt
  }
`)

/** The members and invitations of the session's company, as every change re-selects them. */
export const TeamTab_members = graphql(`
  fragment TeamTab_members on CompanyMembers {
    members {
      ...TeamTab_member
    }
    invitations {
      ...TeamTab_invitation
    }
  }
`)

export const TeamQuery = graphql(`
  query Team {
    me {
      id
      company {
        id
        name
        role
      }
      suspendedCompanies {
        id
        name
        role
      }
    }
    companyMembers {
      ...TeamTab_members
    }
  }
`)

/**
 * `companyMembers` is FORBIDDEN to a person in no company; `me` still comes, and says so
 * (errorPolicy 'all').
 */
export const useTeam = () =>
  useQuery(TeamQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' })
