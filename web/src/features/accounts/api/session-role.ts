import { useApolloClient } from '@apollo/client/react'
import { useCallback } from 'react'
import { SessionCheck } from './session-check'

/**
 * After a session opens (a login, a password reset), the role of its account: their answers name
 * none, and an operator starts in the office, a haulier on the main page.
 */
export function useAskRole() {
  const client = useApolloClient()
  return useCallback(async () => {
    const { data } = await client.query({ query: SessionCheck, fetchPolicy: 'network-only' })
    return data?.me?.role ?? null
  }, [client])
}
