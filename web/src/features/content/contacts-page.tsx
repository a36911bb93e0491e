import { useSuspenseQuery } from '@apollo/client/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageHero } from '../../components/page-hero'
import type { ContactsPageQuery as ContactsPageData } from '../../gql/graphql'
import { useLocalized } from '../../lib/localized'
import { usePageTitle } from '../../lib/page-title'
import { ContactsPageQuery } from './api/contacts-page'
import { telHref } from './contact-links'
import styles from './contacts.module.css'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './icons'
import { WorkingHoursList } from './working-hours-list'

type Department = ContactsPageData['contactsPage']['departments'][number]

/**
 * `/contacts`: the departments' phones and e-mails, the address and the working hours. The
 * route puts the feedback banner (with the office map beside it) below.
 */
export function ContactsPage() {
  const { data } = useSuspenseQuery(ContactsPageQuery)
  const page = data.contactsPage
  const localized = useLocalized()
  const { t } = useLingui()
  usePageTitle(t`Contacts`)
  return (
    <>
      <PageHero
        eyebrow={<Trans>We are here to help</Trans>}
        title={t`Contacts`}
        lead={
          <p>
            <Trans>
              Call, write or visit us: the enterprise's departments answer hauliers, bus operators
              and citizens on working days.
            </Trans>
          </p>
        }
      />
      <div className="page">
        <ul className={styles.cards}>
          {page.departments.map((department) => (
            <li key={department.code} className={styles.card}>
              <DepartmentCard department={department} />
            </li>
          ))}
          <li className={styles.card}>
            <h2 className={styles.cardTitle}>
              <PinIcon />
              <Trans>Address</Trans>
            </h2>
            <address className={styles.address}>{localized(page.address)}</address>
          </li>
          <li className={styles.card}>
            <h2 className={styles.cardTitle}>
              <ClockIcon />
              <Trans>Working hours</Trans>
            </h2>
            <WorkingHoursList hours={page.workingHours} />
            <p className={styles.note}>
              <Trans>Ashgabat time (UTC+5).</Trans>
            </p>
          </li>
        </ul>
      </div>
    </>
  )
}

function DepartmentCard({ department }: { department: Department }) {
  const localized = useLocalized()
  return (
    <>
      <h2 className={styles.cardTitle}>{localized(department.name)}</h2>
      <h3 className={styles.label}>
        <PhoneIcon />
        <Trans>Phone</Trans>
      </h3>
      <ul className={styles.links}>
        {department.phones.map((phone) => (
          <li key={phone}>
            <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
      </ul>
      <h3 className={styles.label}>
        <MailIcon />
        <Trans>E-mail</Trans>
      </h3>
      <ul className={styles.links}>
        {department.emails.map((email) => (
          <li key={email}>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        ))}
      </ul>
    </>
  )
}
