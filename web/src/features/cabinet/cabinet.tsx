import { useLingui } from '@lingui/react/macro'
import { type ComponentType, type MouseEvent, type ReactNode, Suspense, useEffect } from 'react'
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router'
import { LoadingOverlay } from '../../components/loading-overlay'
import { CABINET_PATH } from '../../config/cabinet-paths'
import { OFFICE_PATH } from '../../config/office'
import { useLiveChanges } from '../../lib/live-changes'
import { usePageTitle } from '../../lib/page-title'
import { loginFromHere } from '../../lib/return-path'
import { useSession } from '../../lib/session'
import styles from './cabinet.module.css'
import { groupEntry } from './cabinet-nav'
import { ComingSoon } from './coming-soon'
import { InitialTab } from './initial-tab'
import type { ScreenProps, Screens } from './screens'
import { type Badges, SideNav } from './side-nav'
import { confirmsRequests, tabRegistry } from './tab-registry'
import {
  canOpen,
  groupOf,
  INITIAL_TAB,
  recordIdOf,
  resolveTab,
  submittedIdOf,
  type Tab,
  tabHref,
} from './tabs'

type Props = {
  /** The feedback banner of the initial tab (another feature's; the route passes it in). */
  feedback: ReactNode
  /** What needs a signed-in haulier, atop the initial tab (another feature's, ADR 0090). */
  needsMe: ReactNode
  /**
   * What the side menu shows beside a tab's name (the inbox's unread count, ADR 0105): other
   * features', passed in by the route.
   */
  badges?: Badges
  /** The portal's 404 page (the shell's; the route passes it in). */
  notFound: ReactNode
  /** The screens built so far, by kind (other features'; the route passes them in). */
  screens: Screens
  onLogOut: () => void
  loggingOut: boolean
}

/**
 * The cabinet (`/online-application/:tab?`): the side navigation and the chosen tab. The address
 * is the truth: the tab is its path, an edit tab's record its `?id=`, so a reload and back/forward
 * keep the screen. An unknown tab, or an edit tab naming no record, is the 404 page; any tab but
 * the initial one without a session leads to the login page. An operator has no cabinet: every
 * address of it leads to the office.
 */
export function Cabinet({ notFound, ...props }: Props) {
  const params = useParams()
  const tab = resolveTab(params.tab)
  const [search] = useSearchParams()
  const { role } = useSession()
  if (role === 'OPERATOR') return <Navigate to={OFFICE_PATH} replace />
  if (tab === null) return notFound
  const recordId = tabRegistry[tab].record ? recordIdOf(search) : null
  if (tabRegistry[tab].record && recordId === null) return notFound
  // A confirmation page (`/online-application/:tab/submitted/:id`) only in a tab that sends.
  const submittedId = submittedIdOf(params.submissionId)
  if (params.submissionId !== undefined && (submittedId === null || !confirmsRequests(tab))) {
    return notFound
  }
  return <CabinetTab {...props} tab={tab} recordId={recordId} submittedId={submittedId} />
}

type Opened = { tab: Tab; recordId: string | null; submittedId: string | null }

function CabinetTab({
  tab,
  recordId,
  submittedId,
  feedback,
  needsMe,
  screens,
  badges,
  onLogOut,
  loggingOut,
}: Omit<Props, 'notFound'> & Opened) {
  const { t, i18n } = useLingui()
  const { authenticated } = useSession()
  // The company's e-permits and requests change on screen as operators act (ADR 0107).
  useLiveChanges('haulier', authenticated)
  const navigate = useNavigate()
  const title = i18n._(tabRegistry[tab].title)
  const tabTitle = tab === INITIAL_TAB ? t`Personal cabinet` : `${title} · ${t`Personal cabinet`}`
  // A confirmation page names the document itself, by what was sent.
  usePageTitle(submittedId === null ? tabTitle : null)

  // On each tab, and again if the session ends while a tab is open (the start's check found
  // none). A logout has already moved the browser to the main page: nothing to redirect then.
  useEffect(() => {
    if (!window.location.pathname.startsWith(CABINET_PATH)) return
    if (!canOpen(tab, authenticated)) navigate(loginFromHere(), { replace: true })
  }, [tab, authenticated, navigate])

  if (!canOpen(tab, authenticated)) return null
  return (
    <div className={`page ${styles.layout}`}>
      <a className={styles.skip} href={`#${CONTENT_ID}`} onClick={skipMenu}>
        {t`Skip the cabinet menu`}
      </a>
      <SideNav current={tab} badges={badges} onLogOut={onLogOut} loggingOut={loggingOut} />
      <div className={styles.content} id={CONTENT_ID} tabIndex={-1}>
        <TabContent
          // A new record is a new form: its uncontrolled inputs start from that record.
          key={`${tab}:${recordId ?? ''}`}
          tab={tab}
          title={title}
          recordId={recordId}
          submittedId={submittedId}
          feedback={feedback}
          needsMe={needsMe}
          screens={screens}
        />
      </div>
    </div>
  )
}

const CONTENT_ID = 'cabinet-content'

/**
 * The skip link past the side menu's 15 or so entries: to the tab's heading (focusable by
 * script only), or its content when it has none. Handled here, so the address keeps no `#`.
 */
function skipMenu(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault()
  const content = document.getElementById(CONTENT_ID)
  const heading = content?.querySelector('h1')
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  ;(heading ?? content)?.focus()
}

function TabContent({
  tab,
  title,
  recordId,
  submittedId,
  feedback,
  needsMe,
  screens,
}: Opened & { title: string; feedback: ReactNode; needsMe: ReactNode; screens: Screens }) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const { screen } = tabRegistry[tab]
  if (screen.kind === 'initial') return <InitialTab feedback={feedback} needsMe={needsMe} />
  const Screen = screens[screen.kind] as ComponentType<ScreenProps> | undefined
  if (Screen) {
    return (
      <Suspense fallback={<LoadingOverlay />}>
        <Screen
          screen={screen}
          title={title}
          recordId={recordId}
          submittedId={submittedId}
          open={(next, id) => navigate(tabHref(next, id))}
        />
      </Suspense>
    )
  }
  const group = groupEntry(groupOf(tab))
  return (
    <ComingSoon
      title={title}
      eyebrow={group && group.tab !== tab ? i18n._(group.label) : undefined}
    />
  )
}
