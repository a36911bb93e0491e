import { useApolloClient } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { TextField } from '../../components/field'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { PasswordField } from '../../components/password-field'
import { popup } from '../../components/popup'
import { useMutationForm } from '../../components/use-mutation-form'
import { cabinetPath } from '../../config/cabinet-paths'
import { newPasswordProblems } from '../../lib/form-checks'
import { type FieldErrors, formText, missingFields } from '../../lib/form-errors'
import { session } from '../../lib/session'
import { useRegisterWithInvitation } from './api/invitation'
import styles from './team.module.css'

const FIELDS = ['token', 'name', 'password', 'passwordConfirmation'] as const
type Field = (typeof FIELDS)[number]

/** A newcomer's sign-up with the invitation: a name and a password; then signed in. */
export function RegisterForm({ token, email }: { token: string; email: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const client = useApolloClient()
  const [register] = useRegisterWithInvitation()
  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => ({
      name: formText(element, 'name'),
      password: formText(element, 'password', { trim: false }),
      passwordConfirmation: formText(element, 'passwordConfirmation', { trim: false }),
    }),
    // Every problem in the first round, as in every form of the web: one check does not wait for
    // another field to be fixed.
    check: (input) => {
      const problems: FieldErrors<Field> = missingFields(
        input,
        ['name', 'password', 'passwordConfirmation'],
        t`Please fill in this field`,
      )
      const { tooShort, mismatch } = newPasswordProblems(input.password, input.passwordConfirmation)
      if (tooShort) problems.password = t`At least 8 characters`
      if (mismatch) problems.passwordConfirmation = t`The passwords do not match`
      return problems
    },
    mutate: async ({ name, password }) =>
      (await register({ variables: { input: { token, name, password } } })).data
        ?.registerWithInvitation,
    succeeded: (answer) => Boolean(answer.userName) && answer.userErrors.length === 0,
    onSuccess: async (answer) => {
      await client.clearStore()
      if (answer.userName) session.open(answer.userName, 'HAULIER')
      popup.show({ title: t`Welcome`, message: t`Your account is ready.`, tone: 'success' })
      navigate(cabinetPath('teamTab'), { replace: true })
    },
    failure: { title: t`Not signed up`, message: t`Error has occurred, please try again later` },
  })
  return (
    <section className={styles.panel} aria-labelledby="register-title">
      <h2 id="register-title">{t`Create your account`}</h2>
      <MutationForm form={form} className={styles.section}>
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <TextField
          label={t`Your name`}
          name="name"
          required
          autoComplete="name"
          error={form.errors.name}
        />
        <PasswordField
          label={t`Password`}
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
        <div>
          <SubmitButton busy={form.busy}>{t`Sign up and join`}</SubmitButton>
        </div>
      </MutationForm>
    </section>
  )
}
