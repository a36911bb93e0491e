import { ContactsPage } from '../../features/content/contacts-page'
import { OfficeCard } from '../../features/content/office-card'
import { FeedbackBanner } from '../../features/feedback/feedback-banner'
import { OfficeMap } from '../../features/maps/office-map'

/** `/contacts`: departments, address and hours, then the feedback banner with the office beside. */
export function Component() {
  // Beside the feedback form: the office on the map of Turkmenistan, its address and hours.
  const besideFeedback = (
    <OfficeCard
      renderMap={(address) => <OfficeMap label="Türkmenawtoulaggözegçilik" address={address} />}
    />
  )
  return (
    <>
      <ContactsPage />
      <FeedbackBanner aside={besideFeedback} />
    </>
  )
}
