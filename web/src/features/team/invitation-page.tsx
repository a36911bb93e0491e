import { useApolloClient } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { LoadingOverlay } from '../../components/loading-overlay'
import { MutationForm, SubmitButton } from '../../components/mutation-form'
import { popup } from '../../components/popup'
import { useMutationForm } from '../../components/use-mutation-form'
import { cabinetPath } from '../../config/cabinet-paths'
import type { CompanyInvitationQuery } from '../../gql/graphql'
import { usePageTitle } from '../../lib/page-title'
import { withReturn } from '../../lib/return-path'
import { useSession } from '../../lib/session'
import { useLetterLanguage } from '../../lib/use-letter-language'
import { useAcceptInvitation, useCompanyInvitation } from './api/invitation'
import { RegisterForm } from './register-form'
import styles from './team.module.css'
import { roleHints, roleWords } from './team-words'

type Invitation = NonNullable<CompanyInvitationQuery['companyInvitation']>

/**
 * `/invitation?token=…`: what a company's invitation offers (the company, the role). A signed-in
 * person accepts it; a newcomer signs up with it; a person with an account logs in first. A
 * link unknown, used, revoked or expired says so, and nothing else.
 */
export function InvitationPage() {
  const { t } = useLingui()
  usePageTitle(t`Invitation to a company`)
  const token = useSearchParams()[0].get('token') ?? ''
  return (
    <section className={`page page--narrow ${styles.page}`} aria-labelledby="invitation-title">
      <h1 id="invitation-title">{t`Invitation to a company`}</h1>
      {token ? <Offer token={token} /> : <Spent />}
    </section>
  )
}

function Spent() {
  const { t } = useLingui()
  return (
    <p className={styles.notice}>
      {t`This invitation link is not valid: it may have been used, revoked or have expired. Ask the company's administrator for a new one.`}
    </p>
  )
}

function Offer({ token }: { token: string }) {
  const { t, i18n } = useLingui()
  const { authenticated } = useSession()
  const { data, loading, error } = useCompanyInvitation(token)
  useLetterLanguage(data?.companyInvitation?.language)
  if (loading) return <LoadingOverlay />
  if (error) {
    return (
      <p className={styles.notice} role="alert">
        {t`The invitation could not be checked. Please try again later.`}
      </p>
    )
  }
  const invitation = data?.companyInvitation
  if (!invitation) return <Spent />
  const role = i18n._(roleWords[invitation.role])
  return (
    <>
      <div className={styles.panel}>
        <p className={styles.name}>{invitation.companyName}</p>
        <p>{t`invites ${invitation.email} to join as ${role}.`}</p>
        <p className={styles.email}>
          {role}: {i18n._(roleHints[invitation.role])}
        </p>
      </div>
      {authenticated ? (
        <AcceptForm token={token} />
      ) : invitation.accountExists ? (
        <LogInFirst token={token} invitation={invitation} />
      ) : (
        <RegisterForm token={token} email={invitation.email} />
      )}
    </>
  )
}

function LogInFirst({ token, invitation }: { token: string; invitation: Invitation }) {
  const { t } = useLingui()
  const here = `/invitation?token=${encodeURIComponent(token)}`
  return (
    <p>
      {t`${invitation.email} already has an account: log in with it, and accept here.`}{' '}
      <Link className="button" to={withReturn('/login', here)}>
        {t`Log in to accept`}
      </Link>
    </p>
  )
}

function AcceptForm({ token }: { token: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const client = useApolloClient()
  const [accept] = useAcceptInvitation()
  const form = useMutationForm({
    fields: ['token'] as const,
    read: () => ({ token }),
    mutate: async (input) => (await accept({ variables: { input } })).data?.acceptInvitation,
    succeeded: (answer) => Boolean(answer.company) && answer.userErrors.length === 0,
    onSuccess: async (answer) => {
      // The session works for the new company now: nothing read for the old one may show,
      // and the cabinet reads its own anew (this page, spent, is left at once).
      await client.clearStore()
      popup.show({
        title: t`Welcome`,
        message: t`You work for ${answer.company?.name ?? ''} now.`,
        tone: 'success',
      })
      navigate(cabinetPath('teamTab'), { replace: true })
    },
    failure: { title: t`Not accepted`, message: t`Error has occurred, please try again later` },
  })
  return (
    <MutationForm form={form} className={styles.form}>
      <div>
        <SubmitButton busy={form.busy}>{t`Accept the invitation`}</SubmitButton>
      </div>
    </MutationForm>
  )
}
