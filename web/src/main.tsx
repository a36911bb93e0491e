import './styles/global.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/providers'
import { AppRouter, pageAt, SHELL_CATALOGS } from './app/router'
import { activateLocale } from './lib/i18n'
import { initialLocale } from './lib/locales'
import { followSystemTheme } from './lib/theme'

followSystemTheme()
// The texts of the shell and of the page, and the page's code, arrive together (index.html
// names them all); the first render draws the page itself, not a fallback first. Not a
// top-level await: the page's chunk imports from this one, which must have finished evaluating.
async function start() {
  const firstPage = pageAt(window.location.pathname)
  // A page whose code fails to arrive renders through its error boundary, as on a later visit.
  await Promise.all([
    activateLocale(initialLocale(), [...SHELL_CATALOGS, ...firstPage.features]),
    firstPage.load().catch(() => undefined),
  ])
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // As a transition, the first render is done in slices that give the main thread back every
  // few milliseconds, instead of one long task that blocks a phone's input.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  )
}

void start()
