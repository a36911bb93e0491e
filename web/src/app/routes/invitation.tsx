import { InvitationPage } from '../../features/team/invitation-page'

/** /invitation?token=… (a company's invitation) */
export function Component() {
  return <InvitationPage />
}
