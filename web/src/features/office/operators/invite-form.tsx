import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { TextField } from '../../../components/field'
import { MutationForm, SubmitButton } from '../../../components/mutation-form'
import { popup } from '../../../components/popup'
import { SelectField } from '../../../components/select-field'
import { useMutationForm } from '../../../components/use-mutation-form'
import type { Language } from '../../../gql/graphql'
import { formText, missingFields } from '../../../lib/form-errors'
import { useInviteOperator } from '../api/operators'
import styles from '../screens.module.css'

export const languageNames: Record<Language, MessageDescriptor> = {
  TM: msg`Turkmen`,
  RU: msg`Russian`,
  EN: msg`English`,
}

const FIELDS = ['name', 'email', 'language'] as const

/** Invites a person to become an operator: an e-mail in their language with a link. */
export function InviteForm() {
  const { t, i18n } = useLingui()
  const [invite] = useInviteOperator()
  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => ({
      name: formText(element, 'name'),
      email: formText(element, 'email'),
      language: formText(element, 'language') as Language,
    }),
    check: (input) => missingFields(input, FIELDS, t`Please fill in this field`),
    mutate: async (input) => (await invite({ variables: { input } })).data?.inviteOperator,
    onSuccess: (_, element) => {
      popup.show({
        title: t`Invitation sent`,
        message: t`The link to set a password is valid for 72 hours.`,
        tone: 'success',
      })
      element.reset()
    },
    failure: { title: t`Not invited`, message: t`Error has occurred, please try again later` },
  })
  return (
    <section className={styles.panel} aria-labelledby="invite-title">
      <h2 id="invite-title">{t`Invite an operator`}</h2>
      <MutationForm form={form} className={styles.screen}>
        <TextField
          label={t`Name`}
          name="name"
          required
          autoComplete="off"
          error={form.errors.name}
        />
        <TextField
          label={t`E-mail`}
          name="email"
          type="email"
          required
          autoComplete="off"
          error={form.errors.email}
        />
        <SelectField
          label={t`Language of the e-mail`}
          name="language"
          required
          defaultValue=""
          placeholder={t`Choose a language`}
          options={(['TM', 'RU', 'EN'] as const).map((value) => ({
            value,
            label: i18n._(languageNames[value]),
          }))}
          error={form.errors.language}
        />
        <div className={styles.actions}>
          <SubmitButton busy={form.busy} busyLabel={t`Sending…`}>
            {t`Send the invitation`}
          </SubmitButton>
        </div>
      </MutationForm>
    </section>
  )
}
