import { useQuery } from '@apollo/client/react'
import { graphql } from '../gql'
import { useSession } from './session'

/** The signed-in person's role in the company the session works for (ADR 0103). */
export const MemberRoleQuery = graphql(`
  query MemberRole {
    me {
      id
      company {
        id
        role
      }
    }
  }
`)

/**
 * What the person may do in the session's company, for hiding what they may not: a viewer
 * changes nothing, only an administrator manages the team. The API refuses either way; this
 * only spares a person buttons that would be refused. While the role is not known yet, changes
 * show (most people may make them) and the team's management does not.
 */
export function useMemberRole() {
  const { authenticated, role: accountRole } = useSession()
  const { data } = useQuery(MemberRoleQuery, { skip: !authenticated || accountRole === 'OPERATOR' })
  const role = data?.me?.company?.role ?? null
  return { role, canWrite: role !== 'VIEWER', canManage: role === 'ADMINISTRATOR' }
}
