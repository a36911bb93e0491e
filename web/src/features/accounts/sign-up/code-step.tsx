import { useMutation } from '@apollo/client/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { TextField } from '../../../components/field'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { popup } from '../../../components/popup'
import { useFormErrors } from '../../../components/use-form-errors'
import type { SignUpDetailsInput } from '../../../gql/graphql'
import { fieldErrorsOf, formErrorOf, formText } from '../../../lib/form-errors'
import styles from '../account-page.module.css'
import { VerifySignUpCode } from '../api/verify-sign-up-code'
import { useRequestCode } from './use-request-code'

const FIELDS = ['code'] as const

/**
 * Step 2: the six digits from the e-mail. A wrong code only marks the field (the spec's rule);
 * an expired or used-up code says so under it, and "Send a new code" mails another one with the
 * same details.
 */
export function CodeStep({
  details,
  challenge,
  onVerified,
  onNewCode,
  onBack,
}: {
  details: SignUpDetailsInput
  challenge: string
  onVerified: () => void
  onNewCode: (challenge: string) => void
  onBack: () => void
}) {
  const { t } = useLingui()
  const { formRef, errors, show, clear } = useFormErrors<'code'>()
  const [verify, { loading }] = useMutation(VerifySignUpCode)
  const { requestCode, loading: resending } = useRequestCode([])
  const [resent, setResent] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = formText(event.currentTarget, 'code').replace(/\s/g, '')
    if (!code) return show({ code: t`Please enter the code from the e-mail` })
    try {
      const { data } = await verify({ variables: { input: { challenge, code } } })
      const answer = data?.verifySignUpCode
      if (answer?.verified) return onVerified()
      const userErrors = answer?.userErrors ?? []
      show(userErrors.length ? fieldErrorsOf(userErrors, FIELDS) : { code: '' })
      const general = formErrorOf(userErrors, FIELDS)
      if (general) stepFailed(t`The code was not accepted`, general.message)
    } catch {
      stepFailed(t`The code was not accepted`, t`Error has occurred, please try again later`)
    }
  }

  async function sendNewCode() {
    const answer = await requestCode(details)
    if (answer && 'challenge' in answer) {
      formRef.current?.reset()
      clear()
      setResent(true)
      onNewCode(answer.challenge)
    }
  }

  const email = details.email
  return (
    <form ref={formRef} className={styles.form} noValidate aria-busy={loading} onSubmit={submit}>
      <p className={styles.note}>
        <Trans>
          We have sent a six-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
        </Trans>
      </p>
      <TextField
        label={t`Code from the e-mail`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className={styles.code}
        required
        error={errors.code}
      />
      <p className={styles.status} role="status">
        {resent ? t`A new code has been sent.` : ''}
      </p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={loading || resending}>
          {t`Confirm`}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={loading || resending}
          onClick={sendNewCode}
        >
          {t`Send a new code`}
        </button>
      </div>
      <div className={styles.links}>
        <p>
          <button type="button" className={styles.linkButton} onClick={onBack}>
            {t`Change the details`}
          </button>
        </p>
      </div>
      {(loading || resending) && <LoadingOverlay />}
    </form>
  )
}

const stepFailed = (title: string, message: string) =>
  popup.show({ title, message, tone: 'failure' })
