import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, Suspense } from 'react'
import { Link } from 'react-router'
import { useSession } from '../../lib/session'
import styles from './cabinet.module.css'
import { ChevronRightIcon } from './icons'
import { tiles } from './tiles'

/**
 * The cabinet's first tab: for a signed-in haulier, what needs them (another feature's panel,
 * ADR 0090); then five tiles into the work a haulier comes for, and the feedback banner. A
 * visitor without a session sees it too, with an invitation to log in or sign up.
 */
export function InitialTab({ feedback, needsMe }: { feedback: ReactNode; needsMe: ReactNode }) {
  const { i18n, t } = useLingui()
  const { authenticated, userName } = useSession()
  return (
    <section className={styles.tab}>
      <p className={styles.eyebrow}>
        <Trans>Personal cabinet</Trans>
      </p>
      <h1 className={styles.title}>
        {/* A string, not <Trans>: the name is shown as typed, tags and all (<Trans> would read
            "<b>" in it as markup). */}
        {authenticated ? t`Welcome, ${userName}` : <Trans>Welcome to the cabinet</Trans>}
      </h1>
      {!authenticated && <Invitation />}
      {/* What needs the haulier, and all below it, shows at once when its answer is in: the
          tiles never move down under a list arriving late (ADR 0090). */}
      <Suspense fallback={null}>
        {authenticated && needsMe}
        {authenticated && (
          <h2 className={styles.sectionTitle}>
            <Trans>Start something new</Trans>
          </h2>
        )}
        <ul className={styles.tiles}>
          {tiles.map((tile) => (
            <li key={tile.tab}>
              <Link to={tile.to} className={styles.tile}>
                <span className={styles.tileIcon}>
                  <tile.icon size={26} />
                </span>
                <span className={styles.tileText}>
                  <span className={styles.tileTitle}>{i18n._(tile.title)}</span>
                  <span className={styles.tileDescription}>{i18n._(tile.description)}</span>
                </span>
                <ChevronRightIcon size={20} className={styles.tileArrow} />
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.feedback}>{feedback}</div>
      </Suspense>
    </section>
  )
}

function Invitation() {
  return (
    <div className={styles.invitation}>
      <p>
        <Trans>
          Log in to request e-permits, file loading and unloading permissions and send online
          applications. New to the portal? Register your institution first.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Link to="/login" className="button">
          <Trans>Log in</Trans>
        </Link>
        <Link to="/signup" className="button button--ghost">
          <Trans>Sign up</Trans>
        </Link>
      </div>
    </div>
  )
}
