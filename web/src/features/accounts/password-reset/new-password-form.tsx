import { useMutation } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { popup } from '../../../components/popup'
import { useFormErrors } from '../../../components/use-form-errors'
import { fieldErrorsOf, formErrorOf } from '../../../lib/form-errors'
import { session } from '../../../lib/session'
import styles from '../account-page.module.css'
import { CompletePasswordReset } from '../api/complete-password-reset'
import { NewPasswordFields, readPasswords } from '../new-password-fields'

const FIELDS = ['password', 'passwordConfirmation'] as const
type ResetField = (typeof FIELDS)[number]

/**
 * Step 3: the new password through a valid link. Success spends the link, opens the session
 * (every other session of the account ends) and goes to the main page.
 */
export function NewPasswordForm({ linkCode, userId }: { linkCode: string; userId: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { formRef, errors, show } = useFormErrors<ResetField>()
  const [complete, { loading }] = useMutation(CompletePasswordReset)
  const failed = () =>
    popup.show({
      title: t`Password not updated`,
      message: t`Error has occurred, please check your data`,
      tone: 'failure',
    })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const passwords = readPasswords(event.currentTarget, t`Please fill in this field`)
    if ('problems' in passwords) return show(passwords.problems)
    try {
      const input = { ...passwords, linkCode, userId }
      const { data } = await complete({ variables: { input } })
      const answer = data?.completePasswordReset
      if (answer?.userName) {
        session.open(answer.userName)
        popup.show({
          title: t`Password updated`,
          message: t`Your password has been successfully updated`,
          tone: 'success',
          redirectTo: '/',
        })
        navigate('/', { replace: true })
        return
      }
      const userErrors = answer?.userErrors ?? []
      show(fieldErrorsOf(userErrors, FIELDS))
      if (formErrorOf(userErrors, FIELDS) || !userErrors.length) failed()
    } catch {
      failed()
    }
  }

  return (
    <form ref={formRef} className={styles.form} noValidate aria-busy={loading} onSubmit={submit}>
      <NewPasswordFields errors={errors} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={loading}>
          {t`Save the new password`}
        </button>
      </div>
      {loading && <LoadingOverlay />}
    </form>
  )
}
