import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { TextField } from '../../../components/field'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { MutationForm, SubmitButton } from '../../../components/mutation-form'
import { useMutationForm } from '../../../components/use-mutation-form'
import type { SignUpDetailsInput } from '../../../gql/graphql'
import { formText } from '../../../lib/form-errors'
import styles from '../account-page.module.css'
import { useVerifySignUpCode } from '../api/verify-sign-up-code'
import { useRequestCodeForm } from './use-request-code'

const FIELDS = ['code'] as const

/**
 * Step 2: the six digits from the e-mail. A wrong code says so with the tries left (ADR 0082
 * departs from the spec's bare mark); an expired or used-up code says so under it, and "Send a new code" mails another one with the
 * same details (a form of its own, of that one button, sent through the same routine).
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
  const resendId = useId()
  const [verify] = useVerifySignUpCode()
  // "A new code has been sent." belongs to the resend just answered: a code checked or a resend
  // refused after it takes it away.
  const [resent, setResent] = useState(false)
  // The code has no tries left (or has expired), so only a new one helps.
  const [codeSpent, setCodeSpent] = useState(false)
  // Why the last "Send a new code" was refused, in the gateway's words (they say when to try again).
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => ({ challenge, code: formText(element, 'code').replace(/\s/g, '') }),
    check: ({ code }) => (code ? {} : { code: t`Please enter the code from the e-mail` }),
    mutate: async (input) => {
      setResent(false)
      setRefusal(null)
      return (await verify({ variables: { input } })).data?.verifySignUpCode
    },
    succeeded: (answer) => answer.verified,
    onSuccess: onVerified,
    // A wrong code says so under the field, with the tries the code has left (the gateway's
    // count); the spec's bare red mark told a person neither what was wrong nor what was at stake.
    placeErrors: (userErrors, answer) => {
      const wrong =
        userErrors.length === 0 || userErrors.some((error) => error.code === 'INVALID_CODE')
      // Not a wrong code but one that can no longer be checked: expired, or out of tries.
      setCodeSpent(wrong ? answer.triesLeft === 0 : userErrors.some((e) => e.code === 'INVALID'))
      return wrong ? { code: wrongCode(answer.triesLeft) } : undefined
    },
    failure: {
      title: t`The code was not accepted`,
      message: t`Error has occurred, please try again later`,
    },
  })
  const wrongCode = (triesLeft: number | null | undefined) => {
    if (triesLeft === null || triesLeft === undefined) return t`The code is wrong.`
    return triesLeft > 0
      ? t`The code is wrong. Tries left: ${triesLeft}.`
      : t`The code is wrong and no tries are left. Request a new code.`
  }
  const resend = useRequestCodeForm({
    fields: [],
    read: () => details,
    onCodeSent: (_, newChallenge) => {
      form.formRef.current?.reset()
      form.clear()
      setResent(true)
      setCodeSpent(false)
      setRefusal(null)
      onNewCode(newChallenge)
    },
    onRefused: (error) => {
      setResent(false)
      setRefusal(error?.message ?? '')
    },
  })
  // A spent code and a refused resend: the person can do nothing now, so the field says until when.
  const codeError =
    codeSpent && refusal !== null
      ? `${t`No tries are left for this code, and a new one cannot be sent yet.`} ${
          refusal || t`Please try again later.`
        }`
      : form.errors.code

  const busy = form.busy || resend.busy
  // An element, not text: <Trans> reads tags in the text it is given ("<b>" typed in the
  // address would be markup), while an element it shows as it is.
  const address = <strong>{details.email}</strong>
  return (
    <>
      <MutationForm form={form} className={styles.form}>
        <p className={styles.note}>
          <Trans>We have sent a six-digit code to {address}. It is valid for 10 minutes.</Trans>
        </p>
        <TextField
          label={t`One-time code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className={styles.code}
          required
          error={codeError}
        />
        <p className={styles.status} role="status">
          {resent ? t`A new code has been sent.` : ''}
        </p>
        <div className={styles.actions}>
          <SubmitButton busy={busy}>{t`Confirm`}</SubmitButton>
          <button
            type="submit"
            form={resendId}
            className="button button--ghost"
            disabled={busy}
            aria-busy={resend.busy || undefined}
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
        {resend.busy && <LoadingOverlay />}
      </MutationForm>
      <MutationForm form={resend} id={resendId} hidden>
        {null}
      </MutationForm>
    </>
  )
}
