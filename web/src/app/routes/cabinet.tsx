import { Cabinet } from '../../features/cabinet/cabinet'
import { FeedbackBanner } from '../../features/feedback/feedback-banner'
import { useLogOut } from '../../features/shell/use-log-out'

// The cabinet (`/online-application/:tab?`), a lazy chunk: its first tab shows the feedback
// banner, and its side navigation logs out as the top bar does.
export function Component() {
  const { logOut, loggingOut } = useLogOut()
  return <Cabinet feedback={<FeedbackBanner />} onLogOut={logOut} loggingOut={loggingOut} />
}
