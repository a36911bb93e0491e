import { ApolloProvider } from '@apollo/client/react'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { createApolloClient } from '../lib/apollo'
import { i18n } from '../lib/i18n'
import { session } from '../lib/session'

// When the gateway says the session is gone: forget it on the page; the shell asks for a login.
const apollo = createApolloClient(() => session.end())

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ApolloProvider client={apollo}>{children}</ApolloProvider>
    </I18nProvider>
  )
}
