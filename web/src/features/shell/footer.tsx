import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { Link } from 'react-router'
import { MailIcon, MapPinIcon, PhoneIcon, RssIcon } from '../../components/icons'
import { appConfig } from '../../config/app-config'
import { intlLocale } from '../../lib/locales'
import { useLocale, useLocalized } from '../../lib/localized'
import { Brand } from './brand'
import styles from './footer.module.css'
import { NavList } from './nav-list'
import { telHref, useShellContacts } from './use-shell-contacts'

/**
 * The portal's footer: what the enterprise is, the main menu, its address, phone and e-mail (from
 * the gateway), the news feed, the privacy policy and the copyright of this year.
 */
export function Footer() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section className={styles.about} aria-label={t`About the portal`}>
          <Brand />
          <p className={styles.blurb}>
            <Trans>
              Permits, e-permits and supervision of international road transport in Turkmenistan.
            </Trans>
          </p>
        </section>
        <nav aria-label={t`Footer menu`}>
          <h2 className={styles.heading}>
            <Trans>Sections</Trans>
          </h2>
          <NavList className={styles.list} linkClassName={styles.link} />
        </nav>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            <Trans>Contacts</Trans>
          </h2>
          <address className={styles.list}>
            <Suspense fallback={null}>
              <FooterContacts />
            </Suspense>
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          © {new Date().getFullYear()} Türkmenawtoulaggözegçilik.{' '}
          <Trans>All rights reserved.</Trans>
        </p>
        <ul className={styles.bottomLinks}>
          <li>
            <Link to="/privacy_policy" className={styles.link}>
              <Trans>Privacy policy</Trans>
            </Link>
          </li>
          <li>
            <a
              href={`${appConfig.rssPath}?lang=${locale}`}
              hrefLang={intlLocale(locale)}
              className={styles.rss}
              type="application/rss+xml"
            >
              <RssIcon size={18} />
              <Trans>News feed (RSS)</Trans>
            </a>
          </li>
        </ul>
      </div>
    </footer>
  )
}

function FooterContacts() {
  const localized = useLocalized()
  const { address, phone, email } = useShellContacts()
  return (
    <>
      {address && (
        <p className={styles.line}>
          <MapPinIcon size={18} />
          <span>{localized(address)}</span>
        </p>
      )}
      {phone && (
        <a href={telHref(phone)} className={`${styles.line} ${styles.link}`}>
          <PhoneIcon size={18} />
          <span>{phone}</span>
        </a>
      )}
      {email && (
        <a href={`mailto:${email}`} className={`${styles.line} ${styles.link}`}>
          <MailIcon size={18} />
          <span>{email}</span>
        </a>
      )}
    </>
  )
}
