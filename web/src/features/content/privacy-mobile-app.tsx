import { Trans } from '@lingui/react/macro'
import type { ContactsPageQuery } from '../../gql/graphql'
import { useLocalized } from '../../lib/localized'
import { telHref } from './contact-links'
import styles from './privacy.module.css'
import { PrivacySection } from './privacy-section'
import { PRIVACY_SECTIONS } from './privacy-sections'

type Contacts = ContactsPageQuery['contactsPage']

/** The mobile application's data policy: data, purposes, consent, payments, rights, contacts. */
export function MobileAppSection({ contacts }: { contacts: Contacts }) {
  return (
    <PrivacySection section={PRIVACY_SECTIONS.mobileApp}>
      <p>
        <Trans>
          The enterprise's mobile application gives hauliers and drivers the services of the portal
          on a phone. It handles personal data as follows.
        </Trans>
      </p>
      <h3 className={styles.subTitle}>
        <Trans>Data the application collects</Trans>
      </h3>
      <ul className={styles.list}>
        <li>
          <Trans>the account details you enter when you sign up or edit your profile;</Trans>
        </li>
        <li>
          <Trans>
            the data of your vehicles, drivers and applications, and the documents you choose to
            attach;
          </Trans>
        </li>
        <li>
          <Trans>the results of payments received from the bank, never the card details;</Trans>
        </li>
        <li>
          <Trans>
            technical data needed for the application to work: the versions of the application and
            of the operating system, and the chosen language.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          The application does not collect your location, your contacts or files other than the
          documents you attach.
        </Trans>
      </p>
      <h3 className={styles.subTitle}>
        <Trans>Why we use it</Trans>
      </h3>
      <ul className={styles.list}>
        <li>
          <Trans>to identify you and keep your account;</Trans>
        </li>
        <li>
          <Trans>to receive, review and answer your applications and to issue permits;</Trans>
        </li>
        <li>
          <Trans>to take payment for services through the bank;</Trans>
        </li>
        <li>
          <Trans>to inform you about your applications;</Trans>
        </li>
        <li>
          <Trans>to meet the enterprise's obligations under the law of Turkmenistan.</Trans>
        </li>
      </ul>
      <h3 className={styles.subTitle}>
        <Trans>Your consent</Trans>
      </h3>
      <p>
        <Trans>
          By signing up and accepting this policy you consent to the processing of your data for the
          purposes above. You may withdraw your consent at any time by writing to us; we then close
          your account and keep only the records the law requires us to keep.
        </Trans>
      </p>
      <h3 className={styles.subTitle}>
        <Trans>Sharing with payment partners</Trans>
      </h3>
      <p>
        <Trans>
          To take a payment, the application passes to the bank that processes it only what the
          payment needs: the amount, the order reference and the service paid for. Card details are
          entered on the bank's page and stay with the bank, which keeps them under bank secrecy and
          the rules of the card systems. We pass personal data to no one else, except where the law
          of Turkmenistan requires it.
        </Trans>
      </p>
      <UserRights />
      <PolicyContacts contacts={contacts} />
    </PrivacySection>
  )
}

function UserRights() {
  return (
    <>
      <h3 className={styles.subTitle}>
        <Trans>Your rights</Trans>
      </h3>
      <ul className={styles.list}>
        <li>
          <Trans>to know what data about you we hold and to receive a copy of it;</Trans>
        </li>
        <li>
          <Trans>
            to have inaccurate data corrected — most of it you can change yourself in your profile;
          </Trans>
        </li>
        <li>
          <Trans>
            to ask for your data to be deleted when it is no longer needed for the service and the
            law does not require us to keep it;
          </Trans>
        </li>
        <li>
          <Trans>to withdraw your consent;</Trans>
        </li>
        <li>
          <Trans>
            to complain about the handling of your data to the enterprise or to the competent state
            bodies of Turkmenistan.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          We answer such requests as soon as we can, and no later than the law of Turkmenistan
          requires.
        </Trans>
      </p>
    </>
  )
}

function PolicyContacts({ contacts }: { contacts: Contacts }) {
  const localized = useLocalized()
  const general = contacts.departments.find((each) => each.code === 'GENERAL')
  const email = general?.emails[0]
  const phone = general?.phones[0]
  return (
    <>
      <h3 className={styles.subTitle}>
        <Trans>Contacts</Trans>
      </h3>
      <p>
        <Trans>Send questions about personal data and requests about your rights to:</Trans>
      </p>
      <dl className={styles.contactList}>
        {email && (
          <div>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        )}
        {phone && (
          <div>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Address</Trans>
          </dt>
          <dd>{localized(contacts.address)}</dd>
        </div>
      </dl>
    </>
  )
}

export function ChangesSection() {
  return (
    <PrivacySection section={PRIVACY_SECTIONS.changes}>
      <p>
        <Trans>
          We may update this policy when our services or the law change. The version in force is
          always the one on this page; when a change affects how we use your data, we tell
          registered users by e-mail.
        </Trans>
      </p>
    </PrivacySection>
  )
}
