import { AboutPage } from '../../features/content/about-page'
import { FeedbackBanner } from '../../features/feedback/feedback-banner'

/** `/about-us`: the enterprise, its founding and duties, then the feedback banner. */
export function Component() {
  return (
    <>
      <AboutPage />
      <FeedbackBanner />
    </>
  )
}
