import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { MutationForm, SubmitButton } from '../../../components/mutation-form'
import { readPhone, usePhoneProblem } from '../../../components/phone-field'
import type { SignUpDetailsInput } from '../../../gql/graphql'
import { missingFields } from '../../../lib/form-errors'
import { withReturn } from '../../../lib/return-path'
import styles from '../account-page.module.css'
import {
  DETAILS_FIELDS,
  InstitutionFields,
  PersonFields,
  PrivacyConsentField,
  readDetails,
} from './details-fields'
import { useRequestCodeForm } from './use-request-code'

/**
 * Step 1: who the account is for. Every field is required and the phone needs its eight digits;
 * the gateway checks the rest (a validity date in the past…). An e-mail already registered is
 * answered like any other: its owner gets a mail instead of a code, so step 2 waits as it would.
 */
export function DetailsStep({
  initial,
  asked,
  onTyped,
  onCodeSent,
}: {
  initial: Partial<SignUpDetailsInput> | undefined
  /** The page the visitor asked for before signing up, kept on the way to the login page. */
  asked: string | undefined
  /** What is typed, as it is typed: kept so a reload does not empty the form. */
  onTyped: (draft: Partial<SignUpDetailsInput>) => void
  onCodeSent: (details: SignUpDetailsInput, challenge: string) => void
}) {
  const { t } = useLingui()
  const phoneProblem = usePhoneProblem()
  const form = useRequestCodeForm({
    fields: DETAILS_FIELDS,
    read: readDetails,
    check: (details, element) => {
      const problems = missingFields(details, DETAILS_FIELDS, t`Please fill in this field`)
      if (!details.privacyPolicyAccepted) {
        problems.privacyPolicyAccepted = t`Please accept the privacy policy to continue`
      }
      if (!details.phone && readPhone(element, 'phone').typed) problems.phone = phoneProblem
      return problems
    },
    onCodeSent,
  })

  return (
    <MutationForm
      form={form}
      className={styles.form}
      onChange={(event) => onTyped(readDetails(event.currentTarget))}
    >
      <p className={styles.note}>{t`Fields marked * are required.`}</p>
      <PersonFields initial={initial} errors={form.errors} />
      <InstitutionFields initial={initial} errors={form.errors} />
      <PrivacyConsentField initial={initial} errors={form.errors} />
      <div className={styles.actions}>
        <SubmitButton busy={form.busy}>{t`Get the code`}</SubmitButton>
      </div>
      <div className={styles.links}>
        <p>
          {t`Already registered?`} <Link to={withReturn('/login', asked)}>{t`Log in`}</Link>
        </p>
      </div>
    </MutationForm>
  )
}
