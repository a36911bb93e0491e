import { useApolloClient } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { popup } from '../../components/popup'
import { session } from '../../lib/session'
import { LogOutMutation } from './api/log-out'

/**
 * Logging out: the gateway ends the session and clears its cookie; then the page forgets the
 * session and everything private it has cached, and goes to the main page. If the gateway cannot
 * be reached the session is still open there, so the page says so instead of pretending.
 * (The client's `mutate`, not `useMutation`: the shell is on every page and this keeps it lean.)
 */
export function useLogOut() {
  const { t } = useLingui()
  const client = useApolloClient()
  const navigate = useNavigate()
  const [loggingOut, setLoggingOut] = useState(false)

  const logOut = async () => {
    setLoggingOut(true)
    try {
      await client.mutate({ mutation: LogOutMutation })
    } catch (error) {
      console.error(error)
      popup.show({
        title: t`You are still logged in`,
        message: t`We could not reach the portal to log you out. Please check your connection and try again.`,
        tone: 'failure',
      })
      return
    } finally {
      setLoggingOut(false)
    }
    navigate('/')
    session.clear()
    // No refetch: the pages still shown ask again for what they need when they are next opened.
    await client.clearStore()
  }
  return { logOut, loggingOut }
}
