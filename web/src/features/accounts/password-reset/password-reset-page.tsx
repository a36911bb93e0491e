import { useSuspenseQuery } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { usePageTitle } from '../../../lib/page-title'
import { AccountPage } from '../account-page'
import styles from '../account-page.module.css'
import { PasswordResetLinkValid } from '../api/password-reset-link-valid'
import { NewPasswordForm } from './new-password-form'
import { RequestLinkForm } from './request-link-form'

/**
 * /password-reset: without a link code, the e-mail form that sends a link; with the code of an
 * e-mailed link (and its `user_id`), the link is checked first, then the new password is asked.
 */
export function PasswordResetPage({
  linkCode,
  userId,
}: {
  linkCode: string | undefined
  userId: string | null
}) {
  const { t } = useLingui()
  usePageTitle(t`Password reset`)
  if (!linkCode) {
    return (
      <AccountPage
        title={t`Password reset`}
        lead={t`Enter the e-mail of your account and we will send you a link to set a new password.`}
      >
        <RequestLinkForm />
      </AccountPage>
    )
  }
  if (!userId) return <ExpiredLink />
  return <CheckedLink linkCode={linkCode} userId={userId} />
}

function CheckedLink({ linkCode, userId }: { linkCode: string; userId: string }) {
  const { t } = useLingui()
  // Asked afresh each time: a link stops working once used, whatever an earlier answer said.
  const { data } = useSuspenseQuery(PasswordResetLinkValid, {
    variables: { linkCode, userId },
    fetchPolicy: 'network-only',
  })
  if (!data.passwordResetLinkValid) return <ExpiredLink />
  return (
    <AccountPage title={t`Set a new password`} lead={t`Choose a new password for your account.`}>
      <NewPasswordForm linkCode={linkCode} userId={userId} />
    </AccountPage>
  )
}

function ExpiredLink() {
  const { t } = useLingui()
  return (
    <AccountPage
      title={t`Link has expired`}
      lead={t`A password-reset link works once and for 60 minutes. Ask for a new one and use it soon after it arrives.`}
    >
      <div className={styles.actions}>
        <Link className="button" to="/password-reset">
          {t`Request a new link`}
        </Link>
      </div>
    </AccountPage>
  )
}
