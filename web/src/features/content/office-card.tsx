import { useSuspenseQuery } from '@apollo/client/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLocalized } from '../../lib/localized'
import { ContactsPageQuery } from './api/contacts-page'
import styles from './contacts.module.css'
import { PinIcon } from './icons'
import { WorkingHoursList } from './working-hours-list'

/**
 * Where the office is, beside the contacts page's feedback form: a map (drawn by whatever the
 * route passes in `renderMap`, given the address in the reader's language), address and hours.
 */
export function OfficeCard({ renderMap }: { renderMap?: (address: string) => ReactNode }) {
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
      {renderMap?.(localized(page.address))}
      <address className={styles.address}>{localized(page.address)}</address>
      <WorkingHoursList hours={page.workingHours} />
    </section>
  )
}
