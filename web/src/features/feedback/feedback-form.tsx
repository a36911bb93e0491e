import { useMutation } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { Field, TextField } from '../../components/field'
import { LoadingOverlay } from '../../components/loading-overlay'
import { PhoneField } from '../../components/phone-field'
import { popup } from '../../components/popup'
import { useFormErrors } from '../../components/use-form-errors'
import type { DepartmentCode } from '../../gql/graphql'
import {
  type FieldErrors,
  fieldErrorsOf,
  formErrorOf,
  formText,
  hasErrors,
  missingFields,
} from '../../lib/form-errors'
import { phoneDigits, phoneValue } from '../../lib/phone'
import { SendFeedback } from './api/send-feedback'
import { DepartmentChoice } from './department-choice'
import styles from './feedback-banner.module.css'

const FIELDS = ['department', 'name', 'email', 'phone', 'message'] as const
type FeedbackField = (typeof FIELDS)[number]

/**
 * The feedback form: department, name, phone, e-mail, message. Required fields and the phone's
 * eight digits are checked here; the gateway's other problems show under their fields. A sent
 * message clears the form; a failure keeps what was typed.
 */
export function FeedbackForm() {
  const { t } = useLingui()
  const { formRef, errors, show, clear } = useFormErrors<FeedbackField>()
  const [send, { loading }] = useMutation(SendFeedback)

  const failed = (message: string) =>
    popup.show({ title: t`Message not sent`, message, tone: 'failure' })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const input = readInput(form)
    const problems = checkInput(form, input, {
      required: t`Please fill in this field`,
      phone: t`Enter the eight digits after +993`,
    })
    if (hasErrors(problems)) return show(problems)
    try {
      const { data } = await send({ variables: { input } })
      const answer = data?.sendFeedback
      if (answer?.sent) {
        form.reset()
        clear()
        popup.show({
          title: t`Message sent`,
          message: t`Your message has been sent successfully`,
          tone: 'success',
        })
        return
      }
      const userErrors = answer?.userErrors ?? []
      show(fieldErrorsOf(userErrors, FIELDS))
      const general = formErrorOf(userErrors, FIELDS)
      if (general?.code === 'RATE_LIMITED') failed(general.message)
      else if (general || !userErrors.length) failed(t`Error occurred while sending your message`)
    } catch {
      failed(t`Error occurred while sending your message`)
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-busy={loading}
      aria-label={t`Feedback form`}
      onSubmit={submit}
    >
      <FeedbackFields errors={errors} />
      <p className={styles.note}>{t`Fields marked * are required.`}</p>
      <button type="submit" className={`button ${styles.submit}`} disabled={loading}>
        {loading ? t`Sending…` : t`Send message`}
      </button>
      {loading && <LoadingOverlay />}
    </form>
  )
}

/** The form's inputs: department, name, phone, optional e-mail, message. */
function FeedbackFields({ errors }: { errors: FieldErrors<FeedbackField> }) {
  const { t } = useLingui()
  return (
    <>
      <DepartmentChoice error={errors.department} />
      <TextField
        label={t`Your name`}
        name="name"
        autoComplete="name"
        required
        error={errors.name}
      />
      <div className={styles.pair}>
        <PhoneField
          label={t`Phone`}
          name="phone"
          required
          error={errors.phone}
          hint={t`+993 and 8 digits`}
        />
        <TextField
          label={t`E-mail`}
          name="email"
          type="email"
          autoComplete="email"
          hint={t`Optional, for a written answer`}
          error={errors.email}
        />
      </div>
      <Field label={t`Message`} required error={errors.message}>
        {(control) => <textarea {...control} name="message" maxLength={5000} rows={5} />}
      </Field>
    </>
  )
}

function readInput(form: HTMLFormElement) {
  const email = formText(form, 'email')
  return {
    department: (formText(form, 'department') || 'GENERAL') as DepartmentCode,
    name: formText(form, 'name'),
    phone: phoneValue(formText(form, 'phone')),
    message: formText(form, 'message'),
    ...(email ? { email } : {}),
  }
}

function checkInput(
  form: HTMLFormElement,
  input: ReturnType<typeof readInput>,
  messages: { required: string; phone: string },
): FieldErrors<FeedbackField> {
  const problems = missingFields(input, ['name', 'phone', 'message'], messages.required)
  // Some digits typed but not eight: say what is missing rather than "required".
  if (!input.phone && phoneDigits(formText(form, 'phone'))) problems.phone = messages.phone
  return problems
}
