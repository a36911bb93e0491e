import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { MutationForm, SubmitButton } from '../../../components/mutation-form'
import { PasswordField } from '../../../components/password-field'
import { popup } from '../../../components/popup'
import { useMutationForm } from '../../../components/use-mutation-form'
import { OFFICE_PATH } from '../../../config/office'
import { formatDayTime } from '../../../lib/dates'
import { newPasswordProblems } from '../../../lib/form-checks'
import { type FieldErrors, formText, missingFields } from '../../../lib/form-errors'
import { usePageTitle } from '../../../lib/page-title'
import { session } from '../../../lib/session'
import { useLetterLanguage } from '../../../lib/use-letter-language'
import { useAcceptOperatorInvitation, useOperatorInvitation } from '../api/invitation'
import styles from '../screens.module.css'

/**
 * `/office/invitation?token=…`: the invited operator sets a password; the account is then
 * signed in and the office opens. A link unknown, used or expired says so, and nothing else.
 */
export function InvitationPage() {
  const { t } = useLingui()
  usePageTitle(t`Become an operator`)
  const token = useSearchParams()[0].get('token') ?? ''
  return (
    <section className={`page page--narrow ${styles.screen}`} aria-labelledby="invitation-title">
      <h1 id="invitation-title">{t`Become an operator`}</h1>
      {token ? <Invitation token={token} /> : <Spent />}
    </section>
  )
}

function Spent() {
  const { t } = useLingui()
  return (
    <p className={styles.notice}>
      {t`This invitation link is not valid: it may have been used or have expired. Ask an operator for a new one.`}{' '}
      <Link to="/login">{t`Log in`}</Link>
    </p>
  )
}

function Invitation({ token }: { token: string }) {
  const { t } = useLingui()
  const { data, loading, error } = useOperatorInvitation(token)
  useLetterLanguage(data?.operatorInvitation?.language)
  if (loading) return <LoadingOverlay />
  if (error) {
    return (
      <p className={styles.notice} role="alert">
        {t`The invitation could not be checked. Please try again later.`}
      </p>
    )
  }
  const invitation = data?.operatorInvitation
  if (!invitation) return <Spent />
  return (
    <>
      <p>
        {t`${invitation.name}, set a password for ${invitation.email}. The link works until ${formatDayTime(invitation.expiresAt)}.`}
      </p>
      <PasswordForm token={token} email={invitation.email} />
    </>
  )
}

const FIELDS = ['password', 'passwordConfirmation'] as const

/** The invited operator's password, set with the invitation's token (exported for its test). */
export function PasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [accept] = useAcceptOperatorInvitation()
  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => ({
      password: formText(element, 'password', { trim: false }),
      passwordConfirmation: formText(element, 'passwordConfirmation', { trim: false }),
    }),
    // Every problem in the first round, as in every form of the web.
    check: (input) => {
      const problems: FieldErrors<(typeof FIELDS)[number]> = missingFields(
        input,
        FIELDS,
        t`Please fill in this field`,
      )
      const { tooShort, mismatch } = newPasswordProblems(input.password, input.passwordConfirmation)
      if (tooShort) problems.password = t`At least 8 characters`
      if (mismatch) problems.passwordConfirmation = t`The passwords do not match`
      return problems
    },
    mutate: async ({ password }) =>
      (await accept({ variables: { input: { token, password } } })).data?.acceptOperatorInvitation,
    succeeded: (answer) => Boolean(answer.account) && answer.userErrors.length === 0,
    onSuccess: (answer) => {
      if (answer.account) session.open(answer.account.name, answer.account.role)
      popup.show({ title: t`Welcome`, message: t`Your password is set.`, tone: 'success' })
      navigate(OFFICE_PATH, { replace: true })
    },
    failure: { title: t`Password not set`, message: t`Error has occurred, please try again later` },
  })
  return (
    <MutationForm form={form} className={styles.panel}>
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <PasswordField
        label={t`New password`}
        hint={t`At least 8 characters`}
        name="password"
        autoComplete="new-password"
        required
        error={form.errors.password}
        revealLabel={t`Show password`}
      />
      <PasswordField
        label={t`Repeat the password`}
        name="passwordConfirmation"
        autoComplete="new-password"
        required
        error={form.errors.passwordConfirmation}
        revealLabel={t`Show password`}
      />
      <div className={styles.actions}>
        <SubmitButton busy={form.busy}>{t`Set the password`}</SubmitButton>
      </div>
    </MutationForm>
  )
}
