import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { TextField } from '../../components/field'
import { FormActions, FormSection, formCard } from '../../components/form-layout'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { PasswordField } from '../../components/password-field'
import { PhoneField, readPhone, usePhoneProblem } from '../../components/phone-field'
import { popup } from '../../components/popup'
import { useMutationForm } from '../../components/use-mutation-form'
import { type FragmentType, getFragmentData, graphql } from '../../gql'
import type { ProfileForm_AccountFragment, UpdateAccountInput } from '../../gql/graphql'
import { type FieldErrors, formText, missingFields } from '../../lib/form-errors'
import { session } from '../../lib/session'
import { useUpdateAccount } from './api/update-account'
import { emailCodeField } from './email-code-form'

export const ProfileForm_account = graphql(`
  fragment ProfileForm_account on Account {
    id
    name
    email
    phone
    institutionName
    certificateNumber
    stateRegisterNumber
    pendingEmail
  }
`)

const FIELDS = [
  'name',
  'email',
  'phone',
  'institutionName',
  'certificateNumber',
  'stateRegisterNumber',
  'currentPassword',
] as const
const REQUIRED = FIELDS.filter((field) => field !== 'currentPassword')

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

type Props = { account: FragmentType<typeof ProfileForm_account> | null }

/**
 * The account's details (spec §2, profile tab). A new e-mail asks for the current password: the
 * address is the login, so whoever changes it must know the password; it takes effect once the
 * code mailed to it is confirmed. After a save the form starts again from what was saved.
 */
export function ProfileForm({ account: ref }: Props) {
  const account = getFragmentData(ProfileForm_account, ref)
  const [saves, setSaves] = useState(0)
  if (!account) return null
  return (
    <ProfileFields
      // A save, or the new e-mail confirmed: the form starts again from the account as it is.
      key={`${saves}:${account.email}`}
      account={account}
      onSaved={() => setSaves((count) => count + 1)}
    />
  )
}

type Account = ProfileForm_AccountFragment

function ProfileFields({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const { t } = useLingui()
  const [updateAccount] = useUpdateAccount()
  const [emailChanged, setEmailChanged] = useState(false)
  const phoneProblem = usePhoneProblem()
  const form = useMutationForm({
    fields: FIELDS,
    read: (element): UpdateAccountInput => {
      const email = formText(element, 'email')
      return {
        name: formText(element, 'name'),
        email,
        phone: readPhone(element, 'phone').value,
        institutionName: formText(element, 'institutionName'),
        certificateNumber: formText(element, 'certificateNumber'),
        stateRegisterNumber: formText(element, 'stateRegisterNumber'),
        currentPassword: sameEmail(email, account.email)
          ? null
          : formText(element, 'currentPassword', { trim: false }),
      }
    },
    check: (input, element) => {
      const problems: FieldErrors<(typeof FIELDS)[number]> = missingFields(
        input,
        REQUIRED,
        t`Please fill in this field`,
      )
      if (!input.phone && readPhone(element, 'phone').typed) problems.phone = phoneProblem
      if (input.currentPassword === '') {
        problems.currentPassword = t`Enter your password to change the e-mail`
      }
      return problems
    },
    mutate: async (input) => (await updateAccount({ variables: { input } })).data?.updateAccount,
    onSuccess: (payload) => {
      const saved = getFragmentData(ProfileForm_account, payload.account)
      if (saved) session.open(saved.name)
      const pending = payload.pendingEmail ?? null
      popup.show(
        pending
          ? {
              title: t`Profile updated`,
              message: t`Your details have been saved. We sent a code to ${pending}: enter it at the top of this page to start using the new e-mail.`,
              tone: 'success',
              // The code's field shows above this form once the account waits for the code.
              returnFocus: emailCodeField,
            }
          : {
              title: t`Profile updated`,
              message: t`Your details have been saved.`,
              tone: 'success',
            },
      )
      onSaved()
    },
    failure: {
      title: t`Profile not updated`,
      message: t`Please make sure your data is correct`,
    },
  })

  return (
    <MutationForm form={form} className={formCard} aria-label={t`Your details`}>
      <FormSection title={t`Responsible employee`}>
        <TextField
          label={t`Full name`}
          name="name"
          autoComplete="name"
          required
          defaultValue={account.name}
          error={form.errors.name}
        />
        <PhoneField
          label={t`Phone`}
          name="phone"
          required
          defaultValue={account.phone}
          error={form.errors.phone}
        />
        <TextField
          label={t`E-mail`}
          name="email"
          type="email"
          autoComplete="email"
          required
          hint={t`You log in with it. A new address is used once you enter the code we send to it.`}
          defaultValue={account.email}
          error={form.errors.email}
          onChange={(event) =>
            setEmailChanged(!sameEmail(event.currentTarget.value, account.email))
          }
        />
        {emailChanged && (
          <PasswordField
            label={t`Current password`}
            name="currentPassword"
            autoComplete="current-password"
            required
            hint={t`Needed to change the e-mail.`}
            error={form.errors.currentPassword}
            revealLabel={t`Show password`}
          />
        )}
      </FormSection>
      <FormSection title={t`Institution`}>
        <TextField
          label={t`Institution name`}
          name="institutionName"
          autoComplete="organization"
          required
          defaultValue={account.institutionName}
          error={form.errors.institutionName}
        />
        <TextField
          label={t`Certificate number`}
          name="certificateNumber"
          required
          defaultValue={account.certificateNumber}
          error={form.errors.certificateNumber}
        />
        <TextField
          label={t`State register number`}
          name="stateRegisterNumber"
          required
          defaultValue={account.stateRegisterNumber}
          error={form.errors.stateRegisterNumber}
        />
      </FormSection>
      <FormActions>
        <SubmitButton busy={form.busy} busyLabel={t`Saving…`}>
          {t`Save`}
        </SubmitButton>
      </FormActions>
    </MutationForm>
  )
}
