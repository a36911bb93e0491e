import { SignUpPage } from '../../features/accounts/sign-up/sign-up-page'

/** /signup */
export function Component() {
  return <SignUpPage />
}
