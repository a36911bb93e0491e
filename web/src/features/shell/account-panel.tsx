import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { DashboardIcon, LogOutIcon, UserIcon } from '../../components/icons'
import { CABINET_PATH } from '../../config/cabinet-paths'
import { OFFICE_PATH } from '../../config/office'
import { withReturn } from '../../lib/return-path'
import { useSession } from '../../lib/session'
import type { Props } from './account-area'
import styles from './account-area.module.css'

// Only for a signed-in haulier, and only once the menu shows the account: not in the page's
// first download.
const CompanySwitch = lazy(() =>
  import('./company-switch').then((module) => ({ default: module.CompanySwitch })),
)

/** The account in the mobile menu: plain entries instead of the top bar's dropdown. */
export function AccountPanel({
  onLogOut,
  loggingOut,
  open,
  onSwitched,
}: Props & { open: boolean; onSwitched: () => void }) {
  const { authenticated, userName, role } = useSession()
  const here = useLocation()
  if (!authenticated) {
    return (
      <div className={styles.panelLinks}>
        <Link
          to={withReturn('/login', `${here.pathname}${here.search}`)}
          className="button button--ghost"
        >
          <Trans>Log in</Trans>
        </Link>
        <Link to="/signup" className="button">
          <Trans>Sign up</Trans>
        </Link>
      </div>
    )
  }
  return (
    <div className={styles.panelAccount}>
      <p className={styles.signedIn}>
        <span className={styles.avatar}>
          <UserIcon size={18} />
        </span>
        <span>
          <Trans>Signed in as</Trans> <strong>{userName}</strong>
        </span>
      </p>
      {open && role !== 'OPERATOR' && (
        <Suspense fallback={null}>
          <CompanySwitch onSwitched={onSwitched} itemClassName={styles.entry} />
        </Suspense>
      )}
      <Link to={role === 'OPERATOR' ? OFFICE_PATH : CABINET_PATH} className={styles.entry}>
        <DashboardIcon size={18} />
        {role === 'OPERATOR' ? <Trans>Operator office</Trans> : <Trans>My cabinet</Trans>}
      </Link>
      <button type="button" className={styles.entry} onClick={onLogOut} disabled={loggingOut}>
        <LogOutIcon size={18} />
        <Trans>Logout</Trans>
      </button>
    </div>
  )
}
