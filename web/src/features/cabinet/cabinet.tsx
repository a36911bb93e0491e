import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { usePageTitle } from '../../lib/page-title'
import { useSession } from '../../lib/session'
import styles from './cabinet.module.css'
import { groupEntry, titleOf } from './cabinet-nav'
import { ComingSoon } from './coming-soon'
import { InitialTab } from './initial-tab'
import { SideNav } from './side-nav'
import { CABINET_PATH, canOpen, groupOf, INITIAL_TAB, resolveTab, type Tab } from './tabs'

type Props = {
  /** The feedback banner of the initial tab (another feature's; the route passes it in). */
  feedback: ReactNode
  onLogOut: () => void
  loggingOut: boolean
}

/**
 * The cabinet (`/online-application/:tab?`): the side navigation and the chosen tab. An unknown
 * tab leads to the initial one; opening any tab but the initial one without a session leads to
 * the login page. Only the initial tab is built yet; the others say so plainly.
 */
export function Cabinet({ feedback, onLogOut, loggingOut }: Props) {
  const { t, i18n } = useLingui()
  const tab = resolveTab(useParams().tab)
  const { authenticated } = useSession()
  const navigate = useNavigate()
  const title = tab ? i18n._(titleOf(tab)) : ''
  usePageTitle(tab === INITIAL_TAB ? t`Personal cabinet` : `${title} · ${t`Personal cabinet`}`)

  // On each tab, and again if the session ends while a tab is open (the start's check found
  // none). A logout has already moved the browser to the main page: nothing to redirect then.
  useEffect(() => {
    if (!window.location.pathname.startsWith(CABINET_PATH)) return
    if (tab === null) navigate(CABINET_PATH, { replace: true })
    else if (!canOpen(tab, authenticated)) navigate('/login', { replace: true })
  }, [tab, authenticated, navigate])

  if (tab === null || !canOpen(tab, authenticated)) return null
  return (
    <div className={`page ${styles.layout}`}>
      <SideNav current={tab} onLogOut={onLogOut} loggingOut={loggingOut} />
      <div className={styles.content}>
        <TabContent tab={tab} title={title} feedback={feedback} />
      </div>
    </div>
  )
}

function TabContent({ tab, title, feedback }: { tab: Tab; title: string; feedback: ReactNode }) {
  const { i18n } = useLingui()
  if (tab === INITIAL_TAB) return <InitialTab feedback={feedback} />
  const group = groupEntry(groupOf(tab))
  return (
    <ComingSoon
      title={title}
      eyebrow={group && group.tab !== tab ? i18n._(group.label) : undefined}
    />
  )
}
