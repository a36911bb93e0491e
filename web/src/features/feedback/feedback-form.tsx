import { useLingui } from '@lingui/react/macro'
import { fieldsSideBySide, TextField } from '../../components/field'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { PhoneField, readPhone, usePhoneProblem } from '../../components/phone-field'
import { popup } from '../../components/popup'
import { TextAreaField } from '../../components/text-area-field'
import { useMutationForm } from '../../components/use-mutation-form'
import type { DepartmentCode } from '../../gql/graphql'
import { type FieldErrors, formText, missingFields } from '../../lib/form-errors'
import { useSendFeedback } from './api/send-feedback'
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
  const [send] = useSendFeedback()
  const phoneProblem = usePhoneProblem()
  const form = useMutationForm({
    fields: FIELDS,
    read: readInput,
    check: (input, element) =>
      checkInput(element, input, {
        required: t`Please fill in this field`,
        phone: phoneProblem,
      }),
    mutate: async (input, attempt) =>
      (await send({ variables: { input }, context: attempt.context })).data?.sendFeedback,
    succeeded: (answer) => answer.sent,
    onSuccess: (_, element) => {
      element.reset()
      popup.show({
        title: t`Message sent`,
        message: t`Your message has been sent successfully`,
        tone: 'success',
      })
    },
    failure: { title: t`Message not sent`, message: t`Error occured while sending your message` },
    ownMessage: (error) => error.code === 'RATE_LIMITED',
  })

  return (
    <MutationForm form={form} className={styles.form} aria-label={t`Feedback form`}>
      <FeedbackFields errors={form.errors} />
      <p className={styles.note}>{t`Fields marked * are required.`}</p>
      <SubmitButton busy={form.busy} busyLabel={t`Sending…`} className={`button ${styles.submit}`}>
        {t`Send message`}
      </SubmitButton>
    </MutationForm>
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
      <div className={`${styles.pair} ${fieldsSideBySide}`}>
        <PhoneField label={t`Phone`} name="phone" required error={errors.phone} />
        <TextField
          label={t`E-mail`}
          name="email"
          type="email"
          autoComplete="email"
          hint={t`Optional, for a written answer`}
          error={errors.email}
        />
      </div>
      <TextAreaField
        label={t`Message`}
        name="message"
        required
        maxLength={5000}
        rows={5}
        error={errors.message}
      />
    </>
  )
}

function readInput(form: HTMLFormElement) {
  const email = formText(form, 'email')
  return {
    department: (formText(form, 'department') || 'GENERAL') as DepartmentCode,
    name: formText(form, 'name'),
    phone: readPhone(form, 'phone').value,
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
  // Part of a number typed: say what is missing rather than "required".
  if (!input.phone && readPhone(form, 'phone').typed) problems.phone = messages.phone
  return problems
}
