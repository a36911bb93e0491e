import { useSuspenseQuery } from '@apollo/client/react'
import { Trans } from '@lingui/react/macro'
import { useLocalized } from '../../lib/localized'
import { ContactsPageQuery } from './api/contacts-page'
import styles from './contacts.module.css'
import { PinIcon } from './icons'
import { WorkingHoursList } from './working-hours-list'

/**
 * Where the office is, beside the contacts page's feedback form: address and hours. It holds
 * the place of the office map until that is wired in (the route swaps one element).
 */
export function OfficeCard() {
  const { data } = useSuspenseQuery(ContactsPageQuery)
  const localized = useLocalized()
  const page = data.contactsPage
  return (
    <section className={styles.office} aria-labelledby="office-card-heading">
      <span className={styles.officePin}>
        <PinIcon />
      </span>
      <h2 id="office-card-heading" className={styles.officeTitle}>
        <Trans>Visit us</Trans>
      </h2>
      <address className={styles.address}>{localized(page.address)}</address>
      <WorkingHoursList hours={page.workingHours} />
    </section>
  )
}
