import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { TextField } from '../../components/field'
import { FileField } from '../../components/file-field'
import { ForWriters } from '../../components/for-writers'
import { FormActions, FormSection, formCard } from '../../components/form-layout'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { PhoneField, readPhone, usePhoneProblem } from '../../components/phone-field'
import { popup } from '../../components/popup'
import { useMutationForm } from '../../components/use-mutation-form'
import { APPLICATION_FILES, formatLimit } from '../../lib/files'
import { type FieldErrors, formFile, formText, missingFields } from '../../lib/form-errors'
import { useOnlineApplicationStart } from './api/online-application-start'
import { useSendOnlineApplication } from './api/send-online-application'
import { applicationStart } from './application-start'
import { OnlineApplicationHelp } from './online-application-help'
import { requestPaths } from './request-paths'
import { RequestSubmitted } from './request-submitted'
import styles from './requests.module.css'
import { UploadProgress, useUploadProgress } from './upload-progress'

const TEXT_FIELDS = [
  'institutionName',
  'permissionNumber',
  'cmrNumber',
  'responsiblePerson',
  'phone',
  'email',
  'directorFullName',
] as const
type TextName = (typeof TEXT_FIELDS)[number]
const FIELDS = [...TEXT_FIELDS, 'applicationLetter', 'certificate', 'stateRegistration'] as const
type Field = (typeof FIELDS)[number]

/**
 * The online (CMR) application tab (spec §2): the institution and its people on the left, three
 * documents on the right (the state registration one required), each checked for its type and
 * size before anything is sent; a refused file also says so in a popup. The institution and the
 * responsible person start as the company and the person signed in (application-start.ts). Sent, it leads to its
 * confirmation page (`/submitted/:id`, ADR 0091).
 */
export function OnlineApplicationTab({
  title,
  submittedId,
}: {
  title: string
  submittedId: string | null
}) {
  if (submittedId !== null) {
    return <RequestSubmitted model="ONLINE_APPLICATION" requestId={submittedId} />
  }
  return <StartedOnlineApplication title={title} />
}

/** The form, its fields started from the person signed in and their company. */
function StartedOnlineApplication({ title }: { title: string }) {
  const { data } = useOnlineApplicationStart()
  return <OnlineApplicationForm title={title} start={applicationStart(data?.me)} />
}

export function OnlineApplicationForm({
  title,
  start,
}: {
  title: string
  /** What the fields start from (`applicationStart`). */
  start: Partial<Record<TextName, string>>
}) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [send] = useSendOnlineApplication()
  const upload = useUploadProgress()
  const phoneProblem = usePhoneProblem()

  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => ({
      ...(Object.fromEntries(
        TEXT_FIELDS.map((field) => [field, formText(element, field)]),
      ) as Record<TextName, string>),
      phone: readPhone(element, 'phone').value,
      applicationLetter: formFile(element, 'applicationLetter'),
      certificate: formFile(element, 'certificate'),
      stateRegistration: formFile(element, 'stateRegistration'),
    }),
    check: (input, element) => {
      const problems: FieldErrors<Field> = missingFields(
        input,
        TEXT_FIELDS,
        t`Please fill in this field`,
      )
      if (!input.phone && readPhone(element, 'phone').typed) problems.phone = phoneProblem
      if (!input.stateRegistration) problems.stateRegistration = t`Choose the document`
      return problems
    },
    mutate: async ({ stateRegistration, ...input }, attempt) => {
      if (!stateRegistration) return null
      upload.reset()
      const sent = await send({
        variables: { input: { ...input, stateRegistration } },
        context: { ...attempt.context, fetchOptions: { onUploadProgress: upload.listener } },
      })
      return sent.data?.sendOnlineApplication
    },
    onSuccess: (payload) => {
      if (payload.application) {
        navigate(requestPaths.submitted('ONLINE_APPLICATION', payload.application.id))
      }
    },
    failure: { title: t`Application not accepted`, message: t`Error has occured` },
  })

  // Written as the field writes it under itself, so the popup and the field give one limit.
  const limit = formatLimit(APPLICATION_FILES.maxBytes, i18n.locale)
  const refused = (problem: 'type' | 'size') =>
    popup.show(
      problem === 'type'
        ? {
            title: t`Current file format not supported`,
            message: t`Choose a JPG, JPEG, PNG, BMP, GIF, SVG, WebP or PDF file.`,
            tone: 'failure',
          }
        : {
            title: t`Too Large File`,
            message: t`Choose a file smaller than ${limit}.`,
            tone: 'failure',
          },
    )

  const text = (name: TextName, label: string, type = 'text') => (
    <TextField
      label={label}
      name={name}
      type={type}
      required
      maxLength={255}
      defaultValue={start[name]}
      error={form.errors[name]}
    />
  )

  return (
    <section className={styles.tab} aria-labelledby="application-title">
      <h1 id="application-title" className={styles.title}>
        {title}
      </h1>
      <OnlineApplicationHelp />
      <MutationForm
        form={form}
        className={formCard}
        aria-labelledby="application-title"
        busyView={<UploadProgress state={upload.state} />}
      >
        <FormSection title={t`Institution and people`}>
          {text('institutionName', t`Institution name`)}
          {text('permissionNumber', t`Loading permission number`)}
          {text('cmrNumber', t`CMR number`)}
          {text('responsiblePerson', t`Responsible person's full name`)}
          <PhoneField
            label={t`Responsible person's phone`}
            name="phone"
            required
            defaultValue={start.phone}
            error={form.errors.phone}
          />
          {text('email', t`Responsible person's e-mail`, 'email')}
          {text('directorFullName', t`Director's full name`)}
        </FormSection>
        <FormSection title={t`Documents`}>
          <FileField
            label={t`Application letter`}
            name="applicationLetter"
            rule={APPLICATION_FILES}
            error={form.errors.applicationLetter}
            onRefused={refused}
          />
          <FileField
            label={t`Certificate`}
            name="certificate"
            rule={APPLICATION_FILES}
            error={form.errors.certificate}
            onRefused={refused}
          />
          <FileField
            label={t`State registration document`}
            name="stateRegistration"
            rule={APPLICATION_FILES}
            required
            error={form.errors.stateRegistration}
            onRefused={refused}
          />
        </FormSection>
        <ForWriters note>
          <FormActions>
            <SubmitButton busy={form.busy} busyLabel={t`Sending…`}>
              {t`Submit`}
            </SubmitButton>
          </FormActions>
        </ForWriters>
      </MutationForm>
    </section>
  )
}
