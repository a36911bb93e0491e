import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { CheckboxField, TextField } from '../../../components/field'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { PhoneField } from '../../../components/phone-field'
import { useFormErrors } from '../../../components/use-form-errors'
import type { SignUpDetailsInput } from '../../../gql/graphql'
import { fieldErrorsOf, formText, hasErrors, missingFields } from '../../../lib/form-errors'
import { maskPhone, phoneDigits, phoneValue } from '../../../lib/phone'
import styles from '../account-page.module.css'
import { useRequestCode } from './use-request-code'

const FIELDS = [
  'name',
  'phone',
  'email',
  'institutionName',
  'certificateNumber',
  'certificateExpiresOn',
  'stateRegisterNumber',
  'privacyPolicyAccepted',
] as const
type DetailsField = (typeof FIELDS)[number]

/** Step 1: who the account is for. Every field is required; the gateway checks the rest. */
export function DetailsStep({
  initial,
  onCodeSent,
}: {
  initial: SignUpDetailsInput | undefined
  onCodeSent: (details: SignUpDetailsInput, challenge: string) => void
}) {
  const { t } = useLingui()
  const { formRef, errors, show } = useFormErrors<DetailsField>()
  const { requestCode, loading } = useRequestCode(FIELDS)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const details = readDetails(form)
    const problems = missingFields(details, FIELDS, t`Please fill in this field`)
    if (!details.privacyPolicyAccepted) {
      problems.privacyPolicyAccepted = t`Please accept the privacy policy to continue`
    }
    if (!details.phone && phoneDigits(formText(form, 'phone'))) {
      problems.phone = t`Enter the eight digits after +993`
    }
    if (hasErrors(problems)) return show(problems)
    const answer = await requestCode(details)
    if (answer && 'challenge' in answer) onCodeSent(details, answer.challenge)
    else if (answer) show(fieldErrorsOf(answer.userErrors, FIELDS))
  }

  return (
    <form ref={formRef} className={styles.form} noValidate aria-busy={loading} onSubmit={submit}>
      <p className={styles.note}>{t`Fields marked * are required.`}</p>
      <TextField
        label={t`Responsible employee's full name`}
        name="name"
        autoComplete="name"
        required
        defaultValue={initial?.name}
        error={errors.name}
      />
      <PhoneField
        label={t`Phone`}
        name="phone"
        required
        hint={t`+993 and 8 digits`}
        defaultValue={initial ? maskPhone(initial.phone) : undefined}
        error={errors.phone}
      />
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="email"
        required
        hint={t`We will send a confirmation code here; it becomes your login.`}
        defaultValue={initial?.email}
        error={errors.email}
      />
      <TextField
        label={t`Institution name`}
        name="institutionName"
        autoComplete="organization"
        required
        defaultValue={initial?.institutionName}
        error={errors.institutionName}
      />
      <CertificateFields initial={initial} errors={errors} />
      <TextField
        label={t`State register number`}
        name="stateRegisterNumber"
        required
        defaultValue={initial?.stateRegisterNumber}
        error={errors.stateRegisterNumber}
      />
      <CheckboxField
        label={<PrivacyConsent />}
        name="privacyPolicyAccepted"
        required
        defaultChecked={initial?.privacyPolicyAccepted}
        error={errors.privacyPolicyAccepted}
      />
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

function CertificateFields({
  initial,
  errors,
}: {
  initial: SignUpDetailsInput | undefined
  errors: Partial<Record<DetailsField, string>>
}) {
  const { t } = useLingui()
  return (
    <div className={styles.pair}>
      <TextField
        label={t`Certificate number`}
        name="certificateNumber"
        required
        defaultValue={initial?.certificateNumber}
        error={errors.certificateNumber}
      />
      <TextField
        label={t`Certificate valid until`}
        name="certificateExpiresOn"
        type="date"
        required
        min={todayIso()}
        defaultValue={initial?.certificateExpiresOn}
        error={errors.certificateExpiresOn}
      />
    </div>
  )
}

function PrivacyConsent() {
  return (
    <Trans>
      I have read and accept the{' '}
      <Link to="/privacy_policy" target="_blank" rel="noopener">
        privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
      </Link>
    </Trans>
  )
}

function readDetails(form: HTMLFormElement): SignUpDetailsInput {
  const checkbox = form.elements.namedItem('privacyPolicyAccepted') as HTMLInputElement | null
  return {
    name: formText(form, 'name'),
    phone: phoneValue(formText(form, 'phone')),
    email: formText(form, 'email'),
    institutionName: formText(form, 'institutionName'),
    certificateNumber: formText(form, 'certificateNumber'),
    certificateExpiresOn: formText(form, 'certificateExpiresOn'),
    stateRegisterNumber: formText(form, 'stateRegisterNumber'),
    privacyPolicyAccepted: checkbox?.checked === true,
  }
}

/** Today as `yyyy-mm-dd` on the visitor's calendar: the earliest validity date to pick. */
function todayIso(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
