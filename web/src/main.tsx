import './styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/providers'
import { AppRouter, SHELL_CATALOGS, startLoadingPage } from './app/router'
import { activateLocale } from './lib/i18n'
import { initialLocale } from './lib/locales'
import { followSystemTheme } from './lib/theme'

followSystemTheme()
// The page's code downloads while the texts of the shell and of the page arrive together.
const pageCatalogs = startLoadingPage(window.location.pathname)
await activateLocale(initialLocale(), [...SHELL_CATALOGS, ...pageCatalogs])

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
)
