import { useLingui } from '@lingui/react/macro'
import { LoadingOverlay } from '../../components/loading-overlay'
import { getFragmentData } from '../../gql'
import { useProfileAccount } from './api/profile-account'
import { EmailCodeForm } from './email-code-form'
import styles from './profile.module.css'
import { ProfileForm, ProfileForm_account } from './profile-form'
import { ReminderSettingsForm } from './reminder-settings-form'

/**
 * The profile tab: whose account it is, its details to change, and — while a new e-mail waits —
 * the code that confirms it. (The cabinet gives the tab's title.)
 */
export function ProfileTab({ title }: { title: string }) {
  const { t } = useLingui()
  const { data, error, loading } = useProfileAccount()
  const account = data?.me ? getFragmentData(ProfileForm_account, data.me) : null

  return (
    <section className={styles.tab} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        {title}
      </h1>
      {account ? (
        <>
          <div className={styles.person}>
            <span className={styles.avatar} aria-hidden="true">
              {initialsOf(account.name)}
            </span>
            <p className={styles.personText}>
              <span className={styles.personName}>{account.name}</span>
              <span className={styles.personEmail}>{account.email}</span>
            </p>
          </div>
          {/* A new e-mail waits for its code, also after a reload (the account says so). */}
          {account.pendingEmail && <EmailCodeForm email={account.pendingEmail} />}
          <ProfileForm account={data?.me ?? null} />
          <ReminderSettingsForm />
        </>
      ) : loading ? (
        <LoadingOverlay />
      ) : (
        error && (
          <p className={styles.notice} role="alert">
            {t`Your details could not be loaded. Please try again later.`}
          </p>
        )
      )}
    </section>
  )
}

/** Up to two letters of a name, for the badge beside it. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join('')
}
