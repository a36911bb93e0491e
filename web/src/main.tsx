import '@fontsource-variable/inter'
import './styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/providers'
import { AppRouter, SHELL_CATALOGS } from './app/router'
import { activateLocale } from './lib/i18n'
import { initialLocale } from './lib/locales'
import { followSystemTheme } from './lib/theme'

followSystemTheme()
await activateLocale(initialLocale(), SHELL_CATALOGS)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
)
