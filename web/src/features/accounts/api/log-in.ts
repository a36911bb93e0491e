import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'
import { graphql } from '../../../gql'
import type { LogInInput } from '../../../gql/graphql'
import { retryDelayOf } from '../../../lib/retry-after'
import { useAskRole } from './session-role'

export const LogIn = graphql(`
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      userName
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/**
 * Logs in; the session lives in the gateway's cookie, the page keeps only the name and the
 * role. The login's answer names no role, so a successful one asks `me` for it: an operator
 * starts in the office, a haulier on the main page. A login the server refused as busy (the
 * password checks of a crowd, ADR 0074) is sent once more after the wait it named; nothing was
 * counted against the account.
 */
export function useLogIn() {
  const [logIn] = useMutation(LogIn)
  const askRole = useAskRole()
  return useCallback(
    async (input: LogInInput) => {
      const send = () => logIn({ variables: { input } })
      const result = await send().catch(async (error: unknown) => {
        const wait = retryDelayOf(error)
        if (wait === undefined) throw error
        await new Promise((resolve) => setTimeout(resolve, wait))
        return send()
      })
      const answer = result.data?.logIn
      if (!answer?.userName) return answer && { ...answer, role: null }
      return { ...answer, role: await askRole() }
    },
    [logIn, askRole],
  )
}
