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
import { CompleteSignUp } from '../api/complete-sign-up'
import { NewPasswordFields, type PasswordInput, readPasswords } from '../new-password-fields'

const FIELDS = ['password', 'passwordConfirmation'] as const
type PasswordField = (typeof FIELDS)[number]

/**
 * Step 3: the password, twice (the gateway compares them, not the page). Success opens the
 * session and welcomes the new user on the main page. A sign-up that can no longer finish (the
 * challenge expired, the e-mail was registered meanwhile) says why and goes back to step 1.
 */
export function PasswordStep({
  challenge,
  onRestart,
}: {
  challenge: string
  onRestart: () => void
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { formRef, errors, show } = useFormErrors<PasswordField>()
  const [complete, { loading }] = useMutation(CompleteSignUp)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const passwords = readPasswords(event.currentTarget, t`Please fill in this field`)
    if ('problems' in passwords) return show(passwords.problems)
    try {
      const input: PasswordInput & { challenge: string } = { ...passwords, challenge }
      const { data } = await complete({ variables: { input } })
      const answer = data?.completeSignUp
      if (answer?.userName) return welcome(answer.userName)
      const userErrors = answer?.userErrors ?? []
      show(fieldErrorsOf(userErrors, FIELDS))
      const general = formErrorOf(userErrors, FIELDS)
      if (general || !userErrors.length) {
        signUpFailed(general?.message || t`Error has occurred, please check your data`)
        onRestart()
      }
    } catch {
      signUpFailed(t`Error has occurred, please try again later`)
    }
  }

  function welcome(userName: string) {
    session.open(userName)
    popup.show({
      title: t`Welcome!`,
      message: t`New user has been created successfully`,
      tone: 'success',
      redirectTo: '/',
    })
    navigate('/', { replace: true })
  }

  const signUpFailed = (message: string) =>
    popup.show({ title: t`The account was not created`, message, tone: 'failure' })

  return (
    <form ref={formRef} className={styles.form} noValidate aria-busy={loading} onSubmit={submit}>
      <NewPasswordFields errors={errors} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={loading}>
          {t`Create the account`}
        </button>
      </div>
      {loading && <LoadingOverlay />}
    </form>
  )
}
