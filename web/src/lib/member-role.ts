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
 * What the person may do in the session's company, for hiding what they may not: an
 * administrator or a dispatcher changes the company's records, a viewer only reads, and a person
 * in no company (removed, suspended: the gateway answers no company) changes nothing; only an
 * administrator manages the team. The API refuses either way; this only spares a person buttons
 * that would be refused. Until the first answer (it stays in Apollo's cache after), changes show:
 * most people may make them, so they do not flash away; the team's management does not.
 */
export function useMemberRole() {
  const { authenticated, role: accountRole } = useSession()
  const { data } = useQuery(MemberRoleQuery, { skip: !authenticated || accountRole === 'OPERATOR' })
  const role = data?.me?.company?.role ?? null
  const answered = data !== undefined
  return {
    role,
    canWrite: answered ? role === 'ADMINISTRATOR' || role === 'DISPATCHER' : true,
    canManage: role === 'ADMINISTRATOR',
  }
}
