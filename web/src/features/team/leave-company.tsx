import { useApolloClient } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { popup } from '../../components/popup'
import { useMutationAction } from '../../components/use-mutation-action'
import { cabinetPath } from '../../config/cabinet-paths'
import type { MemberRole } from '../../gql/graphql'
import { useLeaveCompany } from './api/leave-company'
import styles from './team.module.css'
import { roleWords } from './team-words'

type Company = { id: string; name: string }

/**
 * Any member may leave the session's company, after a question (ADR 0111). Its only active
 * administrator may not (the API refuses them): they are told so, and why, in place of the
 * button, rather than after confirming.
 */
export function LeaveCompany({
  company,
  onlyAdministrator,
}: {
  company: Company
  onlyAdministrator: boolean
}) {
  const { t } = useLingui()
  const action = useLeave(company, { stay: false })
  return (
    <section className={styles.section} aria-labelledby="leave-title">
      <h2 id="leave-title">{t`Leave the company`}</h2>
      <p className={styles.lead}>
        {t`Your account stays; the company's records stay with the company.`}
      </p>
      {onlyAdministrator ? (
        <p className={styles.lead}>
          {t`You are the only administrator of ${company.name}, so you cannot leave it: first make another member an administrator.`}
        </p>
      ) : (
        <button
          type="button"
          className={`button button--danger ${styles.leave}`}
          disabled={action.busy}
          onClick={() => action.run(undefined)}
        >
          {t`Leave ${company.name}`}
        </button>
      )}
      {action.dialog}
    </section>
  )
}

/**
 * A person whose membership was suspended reaches none of the company's records, and sees the
 * company here instead; they may wait for an administrator to reactivate them, or leave it.
 */
export function SuspendedMemberships({
  companies,
}: {
  companies: readonly (Company & { role: MemberRole })[]
}) {
  const { t } = useLingui()
  return (
    <section className={styles.section} aria-labelledby="suspended-title">
      <h2 id="suspended-title">{t`Suspended memberships`}</h2>
      <p className={styles.lead}>
        {t`An administrator suspended your membership: you reach none of the company's records until they reactivate it. You may also leave the company.`}
      </p>
      <ul className={styles.list}>
        {companies.map((company) => (
          <SuspendedMembership key={company.id} company={company} />
        ))}
      </ul>
    </section>
  )
}

function SuspendedMembership({ company }: { company: Company & { role: MemberRole } }) {
  const { t, i18n } = useLingui()
  const action = useLeave(company, { stay: true })
  return (
    <li className={styles.card}>
      <p className={styles.name}>
        {t`${company.name}: your role is ${i18n._(roleWords[company.role])}.`}
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={action.busy}
        onClick={() => action.run(undefined)}
      >
        {t`Leave ${company.name}`}
      </button>
      {action.dialog}
    </li>
  )
}

/**
 * Leaving `company` after a question. Afterwards everything is read again for the company the
 * session works for now; a person left in none goes to their profile, unless `stay` keeps them
 * on the page (a suspended membership's list, which reads itself again).
 */
function useLeave(company: Company, { stay }: { stay: boolean }) {
  const { t } = useLingui()
  const client = useApolloClient()
  const navigate = useNavigate()
  const [leave] = useLeaveCompany()
  return useMutationAction({
    confirm: () => ({
      title: t`Leave ${company.name}?`,
      message: t`You will reach none of its records until an administrator invites you again.`,
      confirmLabel: t`Leave the company`,
      danger: true,
      busyLabel: t`Leaving…`,
    }),
    mutate: async () =>
      (await leave({ variables: { input: { companyId: company.id } } })).data?.leaveCompany,
    succeeded: (payload) => payload.left,
    failureTitle: t`You did not leave`,
    onSuccess: async (payload) => {
      const now = payload.company
      if (!now && !stay) navigate(cabinetPath('profileTab'), { replace: true })
      await client.resetStore().catch((error: unknown) => {
        console.warn('A screen could not be read again after leaving a company', error)
      })
      popup.show({
        title: t`You left ${company.name}`,
        message: stay
          ? t`Only a new invitation brings you back to it.`
          : now
            ? t`You work for ${now.name} now.`
            : t`You are a member of no company now.`,
        tone: 'success',
      })
    },
  })
}
