import { useApolloClient } from '@apollo/client/react'
import { Trans } from '@lingui/react/macro'
import { Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { LoadingOverlay } from '../components/loading-overlay'
import { PopupHost } from '../components/popup'
import { CABINET_PATH } from '../config/cabinet-paths'
import { Footer } from '../features/shell/footer'
import { checkSessionOnce, sessionCheckRunning } from '../features/shell/session-check'
import { TopBar } from '../features/shell/top-bar'
import { loginFromHere } from '../lib/return-path'
import { session } from '../lib/session'
import { focusPageHeading } from './focus-page-heading'
import { PageErrorBoundary } from './route-error'

/**
 * The shell around every page: skip link, top bar, the page, footer, the popup. At start the
 * session the page remembers is checked with the gateway. After each navigation the page
 * scrolls smoothly to the top and focus moves to the new page's heading (the top bar closes its menu,
 * which gives the body its scrolling back; the page sets the title).
 */
export function RootLayout() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const client = useApolloClient()
  const main = useRef<HTMLElement>(null)
  const firstPath = useRef(pathname)

  useEffect(() => {
    checkSessionOnce(client)
  }, [client])
  useEffect(
    () =>
      session.onEnd(() => {
        // A session found dead by the start's check, on a public page, is only forgotten.
        if (sessionCheckRunning() && !window.location.pathname.startsWith(CABINET_PATH)) return
        // Already sent to log in by another of the page's requests that found the session dead
        // (the cabinet's first tab asks as the start's check does): keep the way back it named.
        if (window.location.pathname === '/login') return
        navigate(loginFromHere())
      }),
    [navigate],
  )
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' })
    // Not on the first page shown: there the reader starts at the top, with the skip link.
    if (pathname !== firstPath.current && main.current) {
      firstPath.current = ''
      return focusPageHeading(main.current)
    }
  }, [pathname])

  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <TopBar />
      <main id="main" ref={main} tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<LoadingOverlay />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <PopupHost />
    </>
  )
}
