import { useLingui } from '@lingui/react/macro'
import { TextField } from '../../components/field'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { popup } from '../../components/popup'
import { SelectField } from '../../components/select-field'
import { useMutationForm } from '../../components/use-mutation-form'
import type { Language, MemberRole } from '../../gql/graphql'
import { formText, missingFields } from '../../lib/form-errors'
import { useInviteMember } from './api/invite-member'
import styles from './team.module.css'
import { languageWords, ROLES, roleHints, roleWords } from './team-words'

const FIELDS = ['email', 'role', 'language'] as const
const LANGUAGES = ['TM', 'RU', 'EN'] as const satisfies Language[]

/** An administrator invites a person by e-mail with a role: a letter with a 72-hour link. */
export function InviteForm() {
  const { t, i18n } = useLingui()
  const [invite] = useInviteMember()
  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => ({
      email: formText(element, 'email'),
      role: formText(element, 'role') as MemberRole,
      language: formText(element, 'language') as Language,
    }),
    check: (input) => missingFields(input, FIELDS, t`Please fill in this field`),
    mutate: async (input) => (await invite({ variables: { input } })).data?.inviteMember,
    onSuccess: (_, element) => {
      popup.show({
        title: t`Invitation sent`,
        message: t`The link in the letter is valid for 72 hours.`,
        tone: 'success',
      })
      element.reset()
    },
    failure: { title: t`Not invited`, message: t`Error has occurred, please try again later` },
  })
  const uiLanguage = i18n.locale.toUpperCase()
  return (
    <section className={styles.panel} aria-labelledby="invite-title">
      <h2 id="invite-title">{t`Invite a member`}</h2>
      <MutationForm form={form} className={styles.form}>
        <TextField
          label={t`E-mail`}
          name="email"
          type="email"
          required
          autoComplete="off"
          error={form.errors.email}
        />
        <SelectField
          label={t`Role`}
          name="role"
          required
          defaultValue=""
          placeholder={t`Choose a role`}
          options={ROLES.map((role) => ({
            value: role,
            label: `${i18n._(roleWords[role])}: ${i18n._(roleHints[role])}`,
          }))}
          error={form.errors.role}
        />
        <SelectField
          label={t`Language of the letter`}
          name="language"
          required
          defaultValue={LANGUAGES.find((language) => language === uiLanguage) ?? ''}
          placeholder={t`Choose a language`}
          options={LANGUAGES.map((value) => ({ value, label: i18n._(languageWords[value]) }))}
          error={form.errors.language}
        />
        <div>
          <SubmitButton busy={form.busy} busyLabel={t`Sending…`}>
            {t`Send the invitation`}
          </SubmitButton>
        </div>
      </MutationForm>
    </section>
  )
}
