import { ContactsPage } from '../../features/content/contacts-page'
import { OfficeCard } from '../../features/content/office-card'
import { FeedbackBanner } from '../../features/feedback/feedback-banner'

/** `/contacts`: departments, address and hours, then the feedback banner with the office beside. */
export function Component() {
  // What sits beside the feedback form: the office map once it is wired in (one element here).
  const besideFeedback = <OfficeCard />
  return (
    <>
      <ContactsPage />
      <FeedbackBanner aside={besideFeedback} />
    </>
  )
}
