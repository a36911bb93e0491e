import { useLingui } from '@lingui/react/macro'
import { PasswordField } from '../../components/password-field'
import { type FieldErrors, formText, missingFields } from '../../lib/form-errors'

export type PasswordInput = { password: string; passwordConfirmation: string }

/**
 * A new password and its confirmation (sign-up step 3, password reset). The page does not
 * compare them: the gateway does, and its message shows under the confirmation.
 */
export function NewPasswordFields({
  errors,
}: {
  errors: FieldErrors<'password' | 'passwordConfirmation'>
}) {
  const { t } = useLingui()
  return (
    <>
      <PasswordField
        label={t`New password`}
        name="password"
        autoComplete="new-password"
        required
        hint={t`At least 8 characters`}
        error={errors.password}
        revealLabel={t`Show password`}
      />
      <PasswordField
        label={t`Password confirmation`}
        name="passwordConfirmation"
        autoComplete="new-password"
        required
        error={errors.passwordConfirmation}
        revealLabel={t`Show password`}
      />
    </>
  )
}

/** The two passwords as typed (never trimmed). */
export function readPasswords(form: HTMLFormElement): PasswordInput {
  return {
    password: formText(form, 'password', { trim: false }),
    passwordConfirmation: formText(form, 'passwordConfirmation', { trim: false }),
  }
}

/** Which of the two passwords are missing. */
export const checkPasswords = (input: PasswordInput, requiredMessage: string) =>
  missingFields(input, ['password', 'passwordConfirmation'], requiredMessage)
