import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CheckboxField } from '../../components/field'
import { ForWriters } from '../../components/for-writers'
import { FormActions, FormSection, formCard, WideField } from '../../components/form-layout'
import { LoadFailure } from '../../components/load-failure'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { popup } from '../../components/popup'
import { useMutationForm } from '../../components/use-mutation-form'
import type { ReminderSettingsInput } from '../../gql/graphql'
import { useReminderSettings, useUpdateReminderSettings } from './api/reminder-settings'
import styles from './profile.module.css'

const FIELDS = ['clientDocuments', 'drivingLicences', 'ePermits'] as const

/** Each switch and what it turns on or off. */
const SWITCHES: [(typeof FIELDS)[number], MessageDescriptor][] = [
  ['clientDocuments', msg`Licence, patent, state register extract and certificate`],
  ['drivingLicences', msg`Drivers' driving licences`],
  ['ePermits', msg`Issued e-permits`],
]

const checked = (form: HTMLFormElement, name: (typeof FIELDS)[number]) =>
  (form.elements.namedItem(name) as HTMLInputElement | null)?.checked ?? false

/**
 * The notification settings (ADR 0105): each kind of reminder before an expiry, on or off. A
 * reminder goes by e-mail, in the account's language, and into the cabinet's inbox. They are the
 * company's, not the person's: an administrator or a dispatcher changes them, a viewer reads them.
 */
export function ReminderSettingsForm() {
  const { t } = useLingui()
  const { data, error } = useReminderSettings()
  const settings = data?.reminderSettings
  if (!settings) {
    return error ? (
      <LoadFailure
        error={error}
        failed={t`Your notification settings could not be loaded. Please try again later.`}
        className={styles.notice}
      />
    ) : null
  }
  // Starts again from what was saved (the cache holds the saved switches after a save).
  return <ReminderSwitches key={JSON.stringify(settings)} settings={settings} />
}

function ReminderSwitches({ settings }: { settings: ReminderSettingsInput }) {
  const { t, i18n } = useLingui()
  const [update] = useUpdateReminderSettings()
  const form = useMutationForm({
    fields: FIELDS,
    read: (element): ReminderSettingsInput => ({
      clientDocuments: checked(element, 'clientDocuments'),
      drivingLicences: checked(element, 'drivingLicences'),
      ePermits: checked(element, 'ePermits'),
    }),
    mutate: async (input) => (await update({ variables: { input } })).data?.updateReminderSettings,
    onSuccess: () =>
      popup.show({
        title: t`Notification settings saved`,
        message: t`You will get the reminders you chose.`,
        tone: 'success',
      }),
    failure: {
      title: t`Notification settings not saved`,
      message: t`Error has occurred, please try again later`,
    },
  })
  return (
    <MutationForm form={form} className={formCard} aria-label={t`Notification settings`}>
      <FormSection title={t`Notification settings`}>
        {/* One column: a sentence, then the three switches under each other. */}
        <WideField>
          <p className={styles.note}>
            {t`30, 7 and 1 days before a document expires we send an e-mail in your language and put a notice in your inbox.`}
          </p>
        </WideField>
        {SWITCHES.map(([name, label]) => (
          <WideField key={name}>
            <CheckboxField
              name={name}
              label={i18n._(label)}
              defaultChecked={settings[name]}
              error={form.errors[name]}
            />
          </WideField>
        ))}
      </FormSection>
      {/* The company's settings (the API keeps them per company): a viewer reads them only. */}
      <ForWriters note>
        <FormActions>
          <SubmitButton busy={form.busy} busyLabel={t`Saving…`}>
            {t`Save notification settings`}
          </SubmitButton>
        </FormActions>
      </ForWriters>
    </MutationForm>
  )
}
