import { useLingui } from '@lingui/react/macro'
import { TextField } from '../../components/field'
import { FormActions } from '../../components/form-layout'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { popup } from '../../components/popup'
import { useMutationForm } from '../../components/use-mutation-form'
import { formText, missingFields } from '../../lib/form-errors'
import { useConfirmEmailChange } from './api/confirm-email-change'
import styles from './profile.module.css'

const FIELDS = ['code'] as const

/** The code's field, where the focus goes once the profile is saved with a new e-mail. */
export const emailCodeField = () =>
  document.querySelector<HTMLElement>('form[aria-labelledby="email-code-title"] [name="code"]')

/**
 * The code mailed to a new e-mail address. A wrong code marks the field (five tries per code);
 * an expired one says so in the popup, and saving the address again sends a new code. The
 * confirmed account comes back without a pending e-mail, and the cache hides this form.
 */
export function EmailCodeForm({ email }: { email: string }) {
  const { t } = useLingui()
  const [confirm] = useConfirmEmailChange()
  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => ({ code: formText(element, 'code') }),
    check: (input) => missingFields(input, FIELDS, t`Please fill in this field`),
    mutate: async (input) => (await confirm({ variables: { input } })).data?.confirmEmailChange,
    succeeded: (payload) => Boolean(payload.account),
    onSuccess: () => {
      popup.show({
        title: t`E-mail changed`,
        message: t`From now on you log in with ${email}.`,
        tone: 'success',
      })
    },
    failure: {
      title: t`E-mail not changed`,
      message: t`Please make sure your data is correct`,
    },
  })

  return (
    <MutationForm form={form} className={styles.codeCard} aria-labelledby="email-code-title">
      <h2 id="email-code-title" className={styles.codeTitle}>
        {t`Confirm your new e-mail`}
      </h2>
      <p className={styles.codeLead}>
        {t`We sent a six-digit code to ${email}. Until you enter it, you log in with your current e-mail.`}
      </p>
      <TextField
        label={t`Code from the e-mail`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={form.errors.code}
      />
      <FormActions>
        <SubmitButton busy={form.busy}>{t`Confirm`}</SubmitButton>
      </FormActions>
    </MutationForm>
  )
}
