import { useSuspenseQuery } from '@apollo/client/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageHero } from '../../components/page-hero'
import { usePageTitle } from '../../lib/page-title'
import { ContactsPageQuery } from './api/contacts-page'
import styles from './privacy.module.css'
import { ChangesSection, MobileAppSection } from './privacy-mobile-app'
import {
  CookiesSection,
  DataProtectionSection,
  MailingSection,
  SecuritySection,
} from './privacy-portal'
import { PRIVACY_SECTIONS } from './privacy-sections'

/**
 * `/privacy_policy`: how the enterprise handles personal data on the portal and in its mobile
 * application, with a list of contents. Written for this portal as it works (one session
 * cookie; theme, language and sign-in flag in local storage; card details only on the bank's
 * page). The contacts come from the contacts page's data, so they are never out of date.
 */
export function PrivacyPolicy() {
  const { t, i18n } = useLingui()
  usePageTitle(t`Privacy policy`)
  const { data } = useSuspenseQuery(ContactsPageQuery)
  return (
    <>
      <PageHero
        eyebrow={<Trans>Legal information</Trans>}
        title={t`Privacy policy`}
        lead={
          <p>
            <Trans>
              How the Türkmenawtoulaggözegçilik State Enterprise collects, uses and protects the
              personal data of the portal's visitors and of the users of its mobile application.
            </Trans>
          </p>
        }
      />
      <div className={`page ${styles.layout}`}>
        <nav className={styles.contents} aria-labelledby="privacy-contents-heading">
          <h2 id="privacy-contents-heading" className={styles.contentsTitle}>
            <Trans>On this page</Trans>
          </h2>
          <ol className={styles.contentsList}>
            {Object.values(PRIVACY_SECTIONS).map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{i18n._(section.title)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          <DataProtectionSection />
          <SecuritySection />
          <MailingSection />
          <CookiesSection />
          <MobileAppSection contacts={data.contactsPage} />
          <ChangesSection />
        </div>
      </div>
    </>
  )
}
