import { useLingui } from '@lingui/react/macro'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { TextField } from '../../components/field'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { PasswordField } from '../../components/password-field'
import { useMutationForm } from '../../components/use-mutation-form'
import { homeOf, landingOf } from '../../config/office'
import { formText, missingFields } from '../../lib/form-errors'
import { usePageTitle } from '../../lib/page-title'
import { returnPathIn, withReturn } from '../../lib/return-path'
import { session, useSession } from '../../lib/session'
import { AccountPage } from './account-page'
import styles from './account-page.module.css'
import { useLogIn } from './api/log-in'
import { useSignedIn } from './use-signed-in'

const FIELDS = ['email', 'password'] as const

/**
 * /login: e-mail and password; signed in, the visitor goes back to the page they asked for
 * (`?next=`, ADR 0082), or to their start page (the cabinet's first tab, ADR 0090, or the office
 * for an operator). Someone already signed in who opens /login goes to the main page, as before.
 */
export function LoginPage() {
  const { t } = useLingui()
  usePageTitle(t`Log in`)
  const signedIn = useSignedIn()
  const { role } = useSession()
  const asked = returnPathIn(useLocation().search)
  if (signedIn) return <Navigate to={landingOf(role, asked, homeOf(role))} replace />
  return (
    <AccountPage title={t`Log in`} lead={t`Sign in to the online cabinet with your e-mail.`}>
      <LoginForm asked={asked} />
    </AccountPage>
  )
}

function LoginForm({ asked }: { asked: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const logIn = useLogIn()
  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => ({
      email: formText(element, 'email'),
      password: formText(element, 'password', { trim: false }),
    }),
    check: (input) => missingFields(input, FIELDS, t`Please fill in this field`),
    mutate: logIn,
    succeeded: (answer) => Boolean(answer.userName),
    onSuccess: (answer) => {
      session.open(answer.userName as string, answer.role)
      navigate(landingOf(answer.role, asked), { replace: true })
    },
    // Wrong credentials mark both fields, telling neither which one was wrong (spec §8).
    placeErrors: (userErrors) =>
      userErrors.some((error) => error.code === 'INVALID_CREDENTIALS')
        ? { email: t`Invalid data`, password: t`Invalid data` }
        : undefined,
    failure: { title: t`Could not log in`, message: t`Error has occurred, please try again later` },
  })

  return (
    <MutationForm form={form} className={styles.form}>
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="username"
        required
        error={form.errors.email}
      />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        required
        error={form.errors.password}
        revealLabel={t`Show password`}
      />
      <Link className={styles.inlineLink} to="/password-reset">
        {t`Forgot your password?`}
      </Link>
      <div className={styles.actions}>
        <SubmitButton busy={form.busy}>{t`Log in`}</SubmitButton>
      </div>
      <div className={styles.links}>
        <p>
          {t`No account yet?`} <Link to={withReturn('/signup', asked)}>{t`Sign up`}</Link>
        </p>
      </div>
    </MutationForm>
  )
}
