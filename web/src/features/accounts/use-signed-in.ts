import { skipToken, useSuspenseQuery } from '@apollo/client/react'
import { useEffect } from 'react'
import { session, useSession } from '../../lib/session'
import { SessionCheck } from './api/session-check'

/**
 * Whether the visitor is signed in, as the gateway says, for the pages that send a signed-in
 * visitor away (login, sign-up). The page's own flag is remembered between visits and may be
 * stale (the session expired, or ended elsewhere): trusted alone, it would send a signed-out
 * person from /login to the main page. So when the flag is set, `me` is asked first (the shell's
 * Suspense shows the overlay meanwhile); no session clears the flag, a dead one ends it
 * (lib/apollo.ts), and an unreachable gateway leaves the form usable.
 */
export function useSignedIn(): boolean {
  const { authenticated } = useSession()
  const { data } = useSuspenseQuery(
    SessionCheck,
    authenticated ? { fetchPolicy: 'network-only', errorPolicy: 'all' } : skipToken,
  )
  const me = data?.me
  useEffect(() => {
    if (authenticated && data && me === null) session.clear()
    else if (me) session.open(me.name, me.role)
  }, [authenticated, data, me])
  return authenticated && Boolean(me)
}
