import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { MutationForm, SubmitButton } from '../../../components/mutation-form'
import { popup } from '../../../components/popup'
import { useMutationForm } from '../../../components/use-mutation-form'
import { startPageOf } from '../../../config/office'
import { session } from '../../../lib/session'
import styles from '../account-page.module.css'
import { useCompletePasswordReset } from '../api/complete-password-reset'
import { useAskRole } from '../api/session-role'
import { checkPasswords, NewPasswordFields, readPasswords } from '../new-password-fields'

const FIELDS = ['password', 'passwordConfirmation'] as const

/**
 * Step 3: the new password through a valid link. Success spends the link, opens the session
 * (every other session of the account ends) and goes to the main page (an operator's: the office).
 */
export function NewPasswordForm({ linkCode, userId }: { linkCode: string; userId: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [complete] = useCompletePasswordReset()
  const askRole = useAskRole()
  const form = useMutationForm({
    fields: FIELDS,
    read: readPasswords,
    check: (passwords) => checkPasswords(passwords, t`Please fill in this field`),
    mutate: async (passwords) => {
      const answer = (await complete({ variables: { input: { ...passwords, linkCode, userId } } }))
        .data?.completePasswordReset
      return answer && { ...answer, role: answer.userName ? await askRole() : null }
    },
    succeeded: (answer) => Boolean(answer.userName),
    onSuccess: (answer) => {
      session.open(answer.userName as string, answer.role)
      const start = startPageOf(answer.role)
      popup.show({
        title: t`Password updated`,
        message: t`Your password has been successfully updated`,
        tone: 'success',
        redirectTo: start,
      })
      navigate(start, { replace: true })
    },
    failure: {
      title: t`Password not updated`,
      message: t`Error has occured, please check your data`,
    },
    ownMessage: () => false,
  })

  return (
    <MutationForm form={form} className={styles.form}>
      <NewPasswordFields errors={form.errors} />
      <div className={styles.actions}>
        <SubmitButton busy={form.busy}>{t`Save the new password`}</SubmitButton>
      </div>
    </MutationForm>
  )
}
