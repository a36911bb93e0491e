import { Trans } from '@lingui/react/macro'
import styles from './privacy.module.css'
import { PrivacySection } from './privacy-section'
import { PRIVACY_SECTIONS } from './privacy-sections'

// The policy's sections about the portal. Each statement describes what the portal does
// (see docs/decisions/0043-web-content-pages.md); change the text when the portal changes.

export function DataProtectionSection() {
  return (
    <PrivacySection section={PRIVACY_SECTIONS.dataProtection}>
      <p>
        <Trans>
          The Türkmenawtoulaggözegçilik State Enterprise (“the enterprise”, “we”) processes personal
          data in accordance with the legislation of Turkmenistan on information about private life
          and its protection. We collect only the data needed to provide our services and use it
          only for the purposes described here.
        </Trans>
      </p>
      <h3 className={styles.subTitle}>
        <Trans>What we collect on this portal</Trans>
      </h3>
      <ul className={styles.list}>
        <li>
          <Trans>
            Account details: the responsible employee's name, phone and e-mail, the institution's
            name, its certificate number and validity, and its register number.
          </Trans>
        </li>
        <li>
          <Trans>
            Your applications, the documents you upload with them and the history of their statuses.
          </Trans>
        </li>
        <li>
          <Trans>
            Messages sent through the feedback form: your name, phone, e-mail and the message.
          </Trans>
        </li>
        <li>
          <Trans>
            The network address and time of requests, used to limit abuse of the portal and to
            investigate faults.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Personal data is available only to the enterprise's staff who handle your applications and
          messages. We do not sell personal data and do not pass it to others, except where the law
          of Turkmenistan requires it or as this policy describes for payments. We keep the data
          while your account exists and for as long as the law requires records of issued permits to
          be kept.
        </Trans>
      </p>
    </PrivacySection>
  )
}

export function SecuritySection() {
  return (
    <PrivacySection section={PRIVACY_SECTIONS.security}>
      <p>
        <Trans>
          The portal is reached over an encrypted connection (HTTPS). Passwords are stored only in a
          form from which they cannot be recovered, and your session is kept in a cookie that the
          page's scripts cannot read.
        </Trans>
      </p>
      <div className={styles.callout}>
        <h3 className={styles.subTitle}>
          <Trans>Paying by card</Trans>
        </h3>
        <p>
          <Trans>
            Services are paid for by bank card on the secure payment page of the bank. The card
            number, expiry date and security code are entered on the bank's page over an encrypted
            connection: they never reach the portal and the enterprise does not store them. We
            receive only the result of the payment and its reference.
          </Trans>
        </p>
      </div>
      <p>
        <Trans>
          Never tell anyone the password of your account or the codes we send you. The enterprise's
          staff will never ask for them.
        </Trans>
      </p>
    </PrivacySection>
  )
}

export function MailingSection() {
  return (
    <PrivacySection section={PRIVACY_SECTIONS.mailing}>
      <p>
        <Trans>We send e-mail only when the service requires it:</Trans>
      </p>
      <ul className={styles.list}>
        <li>
          <Trans>a confirmation code when you sign up;</Trans>
        </li>
        <li>
          <Trans>a link to set a new password when you ask for one;</Trans>
        </li>
        <li>
          <Trans>a notice when the status of your application changes;</Trans>
        </li>
        <li>
          <Trans>an answer to a message you sent us.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          We do not send advertising or newsletters and do not give your address to anyone for
          mailings. If a message in the enterprise's name asks for your password or card details, do
          not answer it.
        </Trans>
      </p>
    </PrivacySection>
  )
}

export function CookiesSection() {
  return (
    <PrivacySection section={PRIVACY_SECTIONS.cookies}>
      <p>
        <Trans>
          The portal uses one cookie and the browser's local storage, only so that the portal works.
          There are no advertising, analytics or third-party cookies.
        </Trans>
      </p>
      <dl className={styles.definitions}>
        <div>
          <dt>
            <code>tmulag_session</code> (
            <Trans>
              <code>__Host-tmulag_session</code> over HTTPS
            </Trans>
            )
          </dt>
          <dd>
            <Trans>
              A cookie that keeps you signed in. It is set when you log in, the page's scripts
              cannot read it, and it is removed when you log out. The session it holds ends after 30
              minutes without use, and 12 hours after you logged in.
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Local storage</Trans>
          </dt>
          <dd>
            <Trans>
              The theme and language you chose, and whether you are signed in and under which name,
              so that the top bar shows them at once. These values stay in your browser; clearing
              the site's data removes them.
            </Trans>
          </dd>
        </div>
      </dl>
      <p>
        <Trans>If you block cookies, you can still read the portal but cannot sign in.</Trans>
      </p>
    </PrivacySection>
  )
}
