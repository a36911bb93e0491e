import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { TextField } from '../../../components/field'
import { MutationForm, SubmitButton } from '../../../components/mutation-form'
import { popup } from '../../../components/popup'
import { useMutationForm } from '../../../components/use-mutation-form'
import { formText } from '../../../lib/form-errors'
import styles from '../account-page.module.css'
import { useRequestPasswordReset } from '../api/request-password-reset'

const FIELDS = ['email'] as const

/**
 * Step 1: the account's e-mail. The answer is the same whether or not the address has an
 * account (nobody learns who is registered), and so is the popup.
 */
export function RequestLinkForm() {
  const { t } = useLingui()
  const [request] = useRequestPasswordReset()
  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => ({ email: formText(element, 'email') }),
    check: ({ email }) => (email ? {} : { email: t`Please fill in this field` }),
    mutate: async (input) => (await request({ variables: { input } })).data?.requestPasswordReset,
    succeeded: (answer) => answer.requested,
    onSuccess: (_, element) => {
      element.reset()
      popup.show({
        title: t`Check your e-mail`,
        message: t`If an account with this e-mail exists, we have sent it a link to set a new password. The link is valid for 60 minutes.`,
        tone: 'success',
      })
    },
    failure: {
      title: t`The link was not sent`,
      message: t`Error has occured, please check your data`,
    },
    ownMessage: (error) => error.code === 'RATE_LIMITED',
  })

  return (
    <MutationForm form={form} className={styles.form}>
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={form.errors.email}
      />
      <div className={styles.actions}>
        <SubmitButton busy={form.busy}>{t`Send the link`}</SubmitButton>
      </div>
      <div className={styles.links}>
        <p>
          {t`Remembered your password?`} <Link to="/login">{t`Log in`}</Link>
        </p>
      </div>
    </MutationForm>
  )
}
