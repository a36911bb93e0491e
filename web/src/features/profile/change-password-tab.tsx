import { useLingui } from '@lingui/react/macro'
import { FormActions, formCard } from '../../components/form-layout'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { PasswordField } from '../../components/password-field'
import { popup } from '../../components/popup'
import { useMutationForm } from '../../components/use-mutation-form'
import { formText, missingFields } from '../../lib/form-errors'
import { useChangePassword } from './api/change-password'
import styles from './profile.module.css'

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const

/**
 * The change-password tab (spec §2): the current password, the new one and its confirmation.
 * A wrong current password says 'Password not updated' (§8) and marks its field; the gateway
 * checks the new one's length and the confirmation, each under its field. Other sessions end.
 */
export function ChangePasswordTab({ title }: { title: string }) {
  const { t } = useLingui()
  const [changePassword] = useChangePassword()
  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => ({
      currentPassword: formText(element, 'currentPassword', { trim: false }),
      newPassword: formText(element, 'newPassword', { trim: false }),
      newPasswordConfirmation: formText(element, 'newPasswordConfirmation', { trim: false }),
    }),
    check: (input) => missingFields(input, FIELDS, t`Please fill in this field`),
    mutate: async (input) => (await changePassword({ variables: { input } })).data?.changePassword,
    succeeded: (payload) => payload.changed,
    onSuccess: (_, element) => {
      element.reset()
      popup.show({
        title: t`Password updated`,
        message: t`Your password has been successfully updated`,
        tone: 'success',
      })
    },
    placeErrors: (userErrors) => {
      if (!userErrors.some((error) => error.code === 'INVALID_CREDENTIALS')) return undefined
      popup.show({
        title: t`Password not updated`,
        message: t`Please make sure your data is correct`,
        tone: 'failure',
      })
      return { currentPassword: t`The current password is not right` }
    },
    failure: {
      title: t`Password not updated`,
      message: t`Please make sure your data is correct`,
    },
  })

  return (
    <section className={styles.tab} aria-labelledby="change-password-title">
      <h1 id="change-password-title" className={styles.title}>
        {title}
      </h1>
      <MutationForm form={form} className={`${formCard} ${styles.narrow}`}>
        <PasswordField
          label={t`Old password`}
          name="currentPassword"
          autoComplete="current-password"
          required
          error={form.errors.currentPassword}
          revealLabel={t`Show password`}
        />
        <PasswordField
          label={t`New password`}
          name="newPassword"
          autoComplete="new-password"
          required
          hint={t`At least 8 characters.`}
          error={form.errors.newPassword}
          revealLabel={t`Show password`}
        />
        <PasswordField
          label={t`Password confirmation`}
          name="newPasswordConfirmation"
          autoComplete="new-password"
          required
          error={form.errors.newPasswordConfirmation}
          revealLabel={t`Show password`}
        />
        <p className={styles.note}>{t`Your other sessions end; this one stays signed in.`}</p>
        <FormActions>
          <SubmitButton busy={form.busy} busyLabel={t`Saving…`}>
            {t`Change password`}
          </SubmitButton>
        </FormActions>
      </MutationForm>
    </section>
  )
}
