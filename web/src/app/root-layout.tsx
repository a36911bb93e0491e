import { Trans } from '@lingui/react/macro'
import { Suspense, useEffect } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { LoadingOverlay } from '../components/loading-overlay'
import { PopupHost } from '../components/popup'
import { session } from '../lib/session'
import { PageErrorBoundary } from './route-error'

/**
 * The shell around every page: skip link, top bar, the page, footer, the popup. After each
 * navigation the page scrolls smoothly to the top; a session the gateway ended leads to /login.
 */
export function RootLayout() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path, by design
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }, [pathname])
  useEffect(() => session.onEnd(() => navigate('/login')), [navigate])
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<LoadingOverlay />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <PopupHost />
    </>
  )
}
