import { useMutation } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { TextField } from '../../components/field'
import { LoadingOverlay } from '../../components/loading-overlay'
import { PasswordField } from '../../components/password-field'
import { popup } from '../../components/popup'
import { useFormErrors } from '../../components/use-form-errors'
import {
  fieldErrorsOf,
  formErrorOf,
  formText,
  hasErrors,
  missingFields,
} from '../../lib/form-errors'
import { usePageTitle } from '../../lib/page-title'
import { session } from '../../lib/session'
import { AccountPage } from './account-page'
import styles from './account-page.module.css'
import { LogIn } from './api/log-in'
import { useSignedIn } from './use-signed-in'

const FIELDS = ['email', 'password'] as const
type LoginField = (typeof FIELDS)[number]

/** /login: e-mail and password; a visitor already signed in goes to the main page. */
export function LoginPage() {
  const { t } = useLingui()
  usePageTitle(t`Log in`)
  const signedIn = useSignedIn()
  if (signedIn) return <Navigate to="/" replace />
  return (
    <AccountPage title={t`Log in`} lead={t`Sign in to the online cabinet with your e-mail.`}>
      <LoginForm />
    </AccountPage>
  )
}

function LoginForm() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { formRef, errors, show } = useFormErrors<LoginField>()
  const [logIn, { loading }] = useMutation(LogIn)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const input = {
      email: formText(form, 'email'),
      password: formText(form, 'password', { trim: false }),
    }
    const missing = missingFields(input, FIELDS, t`Please fill in this field`)
    if (hasErrors(missing)) return show(missing)
    try {
      const { data } = await logIn({ variables: { input } })
      const answer = data?.logIn
      if (answer?.userName) {
        session.open(answer.userName)
        navigate('/', { replace: true })
        return
      }
      const userErrors = answer?.userErrors ?? []
      if (userErrors.some((error) => error.code === 'INVALID_CREDENTIALS')) {
        return show({ email: t`Invalid data`, password: t`Invalid data` })
      }
      show(fieldErrorsOf(userErrors, FIELDS))
      const general = formErrorOf(userErrors, FIELDS)
      if (general) loginFailed(t`Could not log in`, general.message)
    } catch {
      loginFailed(t`Could not log in`, t`Error has occurred, please try again later`)
    }
  }

  return (
    <form ref={formRef} className={styles.form} noValidate aria-busy={loading} onSubmit={submit}>
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="username"
        required
        error={errors.email}
      />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        required
        error={errors.password}
        revealLabel={t`Show password`}
      />
      <Link className={styles.inlineLink} to="/password-reset">
        {t`Forgot your password?`}
      </Link>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={loading}>
          {t`Log in`}
        </button>
      </div>
      <div className={styles.links}>
        <p>
          {t`No account yet?`} <Link to="/signup">{t`Sign up`}</Link>
        </p>
      </div>
      {loading && <LoadingOverlay />}
    </form>
  )
}

const loginFailed = (title: string, message: string) =>
  popup.show({ title, message, tone: 'failure' })
