import { LoginPage } from '../../features/accounts/login-page'

/** /login */
export function Component() {
  return <LoginPage />
}
