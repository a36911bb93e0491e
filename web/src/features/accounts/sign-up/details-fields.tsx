import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { DateField } from '../../../components/date-field'
import { CheckboxField, fieldsSideBySide, TextField } from '../../../components/field'
import { PhoneField, readPhone } from '../../../components/phone-field'
import type { SignUpDetailsInput } from '../../../gql/graphql'
import { todayIso } from '../../../lib/form-checks'
import { type FieldErrors, formText } from '../../../lib/form-errors'
import styles from '../account-page.module.css'

/** The inputs of sign-up step 1, by their names in `SignUpDetailsInput`. */
export const DETAILS_FIELDS = [
  'name',
  'phone',
  'email',
  'institutionName',
  'certificateNumber',
  'certificateExpiresOn',
  'stateRegisterNumber',
  'privacyPolicyAccepted',
] as const
export type DetailsField = (typeof DETAILS_FIELDS)[number]

type FieldsProps = {
  /** The details sent or typed before (a return to step 1, a reload). */
  initial: Partial<SignUpDetailsInput> | undefined
  errors: FieldErrors<DetailsField>
}

/** Who is responsible for the account, and how to reach them. */
export function PersonFields({ initial, errors }: FieldsProps) {
  const { t } = useLingui()
  return (
    <>
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
        defaultValue={initial?.phone}
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
    </>
  )
}

/** The institution: its name, certificate and state register number. */
export function InstitutionFields({ initial, errors }: FieldsProps) {
  const { t } = useLingui()
  return (
    <>
      <TextField
        label={t`Institution name`}
        name="institutionName"
        autoComplete="organization"
        required
        defaultValue={initial?.institutionName}
        error={errors.institutionName}
      />
      <div className={`${styles.pair} ${fieldsSideBySide}`}>
        <TextField
          label={t`Certificate number`}
          name="certificateNumber"
          required
          defaultValue={initial?.certificateNumber}
          error={errors.certificateNumber}
        />
        <DateField
          label={t`Certificate valid until`}
          name="certificateExpiresOn"
          required
          min={todayIso()}
          defaultValue={initial?.certificateExpiresOn}
          error={errors.certificateExpiresOn}
        />
      </div>
      <TextField
        label={t`State register number`}
        name="stateRegisterNumber"
        required
        defaultValue={initial?.stateRegisterNumber}
        error={errors.stateRegisterNumber}
      />
    </>
  )
}

/** The privacy policy's acceptance; the policy opens in a new tab, so the form keeps its data. */
export function PrivacyConsentField({ initial, errors }: FieldsProps) {
  return (
    <CheckboxField
      label={
        <Trans>
          I have read and accept the{' '}
          <Link to="/privacy_policy" target="_blank" rel="noopener">
            privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
          </Link>
        </Trans>
      }
      name="privacyPolicyAccepted"
      required
      defaultChecked={initial?.privacyPolicyAccepted}
      error={errors.privacyPolicyAccepted}
    />
  )
}

/** The details as typed: texts trimmed, the phone in E.164 ('' when incomplete). */
export function readDetails(form: HTMLFormElement): SignUpDetailsInput {
  const checkbox = form.elements.namedItem('privacyPolicyAccepted') as HTMLInputElement | null
  return {
    name: formText(form, 'name'),
    phone: readPhone(form, 'phone').value,
    email: formText(form, 'email'),
    institutionName: formText(form, 'institutionName'),
    certificateNumber: formText(form, 'certificateNumber'),
    certificateExpiresOn: formText(form, 'certificateExpiresOn'),
    stateRegisterNumber: formText(form, 'stateRegisterNumber'),
    privacyPolicyAccepted: checkbox?.checked === true,
  }
}
