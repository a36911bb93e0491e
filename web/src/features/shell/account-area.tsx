import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { UserIcon } from '../../components/icons'
import { withReturn } from '../../lib/return-path'
import { session, useSession } from '../../lib/session'
import styles from './account-area.module.css'

export type Props = { onLogOut: () => void; loggingOut: boolean }

/** Loaded for signed-in visitors only. */
const loadProfileMenu = () =>
  import('./profile-menu').then((module) => ({ default: module.ProfileMenu }))
const ProfileMenu = lazy(loadProfileMenu)
// A visitor signed in on an earlier visit needs it at once: its download starts with the page's
// own, not after the first render.
if (session.get().authenticated) void loadProfileMenu()

/** The top bar's account corner: log in and sign up, or the signed-in person's menu. */
export function AccountArea({ onLogOut, loggingOut }: Props) {
  const { authenticated, userName } = useSession()
  // Signed in from here, the visitor comes back here (ADR 0082).
  const here = useLocation()
  if (authenticated) {
    return (
      <Suspense fallback={<span className={styles.pending}>{userName}</span>}>
        <ProfileMenu userName={userName} onLogOut={onLogOut} loggingOut={loggingOut} />
      </Suspense>
    )
  }
  return (
    <div className={styles.links}>
      <Link to={withReturn('/login', `${here.pathname}${here.search}`)} className={styles.login}>
        <UserIcon size={18} />
        <Trans>Log in</Trans>
      </Link>
      <Link to="/signup" className={`button ${styles.signup}`}>
        <Trans>Sign up</Trans>
      </Link>
    </div>
  )
}
