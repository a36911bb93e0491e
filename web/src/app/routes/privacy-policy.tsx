import { PrivacyPolicy } from '../../features/content/privacy-policy'

/** `/privacy_policy`: the privacy policy of the portal and the mobile application. */
export function Component() {
  return <PrivacyPolicy />
}
