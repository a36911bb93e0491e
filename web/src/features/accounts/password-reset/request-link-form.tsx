import { useMutation } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { TextField } from '../../../components/field'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { popup } from '../../../components/popup'
import { useFormErrors } from '../../../components/use-form-errors'
import { fieldErrorsOf, formErrorOf, formText } from '../../../lib/form-errors'
import styles from '../account-page.module.css'
import { RequestPasswordReset } from '../api/request-password-reset'

const FIELDS = ['email'] as const

/**
 * Step 1: the account's e-mail. The answer is the same whether or not the address has an
 * account (nobody learns who is registered), and so is the popup.
 */
export function RequestLinkForm() {
  const { t } = useLingui()
  const { formRef, errors, show, clear } = useFormErrors<'email'>()
  const [request, { loading }] = useMutation(RequestPasswordReset)
  const failed = (message: string) =>
    popup.show({ title: t`The link was not sent`, message, tone: 'failure' })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const email = formText(form, 'email')
    if (!email) return show({ email: t`Please fill in this field` })
    try {
      const { data } = await request({ variables: { input: { email } } })
      const answer = data?.requestPasswordReset
      if (answer?.requested) {
        form.reset()
        clear()
        popup.show({
          title: t`Check your e-mail`,
          message: t`If an account with this e-mail exists, we have sent it a link to set a new password. The link is valid for 60 minutes.`,
          tone: 'success',
        })
        return
      }
      const userErrors = answer?.userErrors ?? []
      show(fieldErrorsOf(userErrors, FIELDS))
      const general = formErrorOf(userErrors, FIELDS)
      if (general?.code === 'RATE_LIMITED') failed(general.message)
      else if (general || !userErrors.length) failed(t`Error has occurred, please check your data`)
    } catch {
      failed(t`Error has occurred, please try again later`)
    }
  }

  return (
    <form ref={formRef} className={styles.form} noValidate aria-busy={loading} onSubmit={submit}>
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={loading}>
          {t`Send the link`}
        </button>
      </div>
      <div className={styles.links}>
        <p>
          {t`Remembered your password?`} <Link to="/login">{t`Log in`}</Link>
        </p>
      </div>
      {loading && <LoadingOverlay />}
    </form>
  )
}
