import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { useFormErrors } from '../../../components/use-form-errors'
import type { SignUpDetailsInput } from '../../../gql/graphql'
import { fieldErrorsOf, formText, hasErrors, missingFields } from '../../../lib/form-errors'
import { phoneDigits } from '../../../lib/phone'
import styles from '../account-page.module.css'
import {
  DETAILS_FIELDS,
  type DetailsField,
  InstitutionFields,
  PersonFields,
  PrivacyConsentField,
  readDetails,
} from './details-fields'
import { useRequestCode } from './use-request-code'

/**
 * Step 1: who the account is for. Every field is required and the phone needs its eight digits;
 * the gateway checks the rest (an e-mail already registered, a validity date in the past…).
 */
export function DetailsStep({
  initial,
  onCodeSent,
}: {
  initial: SignUpDetailsInput | undefined
  onCodeSent: (details: SignUpDetailsInput, challenge: string) => void
}) {
  const { t } = useLingui()
  const { formRef, errors, show } = useFormErrors<DetailsField>()
  const { requestCode, loading } = useRequestCode(DETAILS_FIELDS)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const details = readDetails(form)
    const problems = missingFields(details, DETAILS_FIELDS, t`Please fill in this field`)
    if (!details.privacyPolicyAccepted) {
      problems.privacyPolicyAccepted = t`Please accept the privacy policy to continue`
    }
    if (!details.phone && phoneDigits(formText(form, 'phone'))) {
      problems.phone = t`Enter the eight digits after +993`
    }
    if (hasErrors(problems)) return show(problems)
    const answer = await requestCode(details)
    if (answer && 'challenge' in answer) onCodeSent(details, answer.challenge)
    else if (answer) show(fieldErrorsOf(answer.userErrors, DETAILS_FIELDS))
  }

  return (
    <form ref={formRef} className={styles.form} noValidate aria-busy={loading} onSubmit={submit}>
      <p className={styles.note}>{t`Fields marked * are required.`}</p>
      <PersonFields initial={initial} errors={errors} />
      <InstitutionFields initial={initial} errors={errors} />
      <PrivacyConsentField initial={initial} errors={errors} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={loading}>
          {t`Get the code`}
        </button>
      </div>
      <div className={styles.links}>
        <p>
          {t`Already registered?`} <Link to="/login">{t`Log in`}</Link>
        </p>
      </div>
      {loading && <LoadingOverlay />}
    </form>
  )
}
