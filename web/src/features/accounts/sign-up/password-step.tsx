import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { MutationForm, SubmitButton } from '../../../components/mutation-form'
import { popup } from '../../../components/popup'
import { useMutationForm } from '../../../components/use-mutation-form'
import { session } from '../../../lib/session'
import styles from '../account-page.module.css'
import { useCompleteSignUp } from '../api/complete-sign-up'
import { checkPasswords, NewPasswordFields, readPasswords } from '../new-password-fields'

const FIELDS = ['password', 'passwordConfirmation'] as const

/**
 * Step 3: the password, twice (the gateway compares them, not the page). Success opens the
 * session and welcomes the new user in the cabinet (or on the page they asked for). A sign-up that can no longer finish (the
 * challenge expired, the e-mail was registered meanwhile) says why and goes back to step 1.
 */
export function PasswordStep({
  challenge,
  landing,
  onDone,
  onRestart,
}: {
  challenge: string
  /** Where the new account goes: the cabinet, or the page it asked for. */
  landing: string
  /** The account exists: the sign-up's kept progress goes. */
  onDone: () => void
  onRestart: () => void
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [complete] = useCompleteSignUp()
  const form = useMutationForm({
    fields: FIELDS,
    read: readPasswords,
    check: (passwords) => checkPasswords(passwords, t`Please fill in this field`),
    mutate: async (passwords) =>
      (await complete({ variables: { input: { ...passwords, challenge } } })).data?.completeSignUp,
    succeeded: (answer) => Boolean(answer.userName),
    onSuccess: (answer) => {
      onDone()
      session.open(answer.userName as string, 'HAULIER')
      popup.show({
        title: t`Welcome!`,
        message: t`New user has been created successfully`,
        tone: 'success',
        redirectTo: landing,
      })
      navigate(landing, { replace: true })
    },
    failure: {
      title: t`The account was not created`,
      message: t`Error has occured, please check your data`,
    },
    onFailure: onRestart,
  })

  return (
    <MutationForm form={form} className={styles.form}>
      <NewPasswordFields errors={form.errors} />
      <div className={styles.actions}>
        <SubmitButton busy={form.busy}>{t`Create the account`}</SubmitButton>
      </div>
    </MutationForm>
  )
}
