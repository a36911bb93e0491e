import { useApolloClient } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { popup } from '../../components/popup'
import { useMutationAction } from '../../components/use-mutation-action'
import { cabinetPath } from '../../config/cabinet-paths'
import { useLeaveCompany } from './api/leave-company'
import styles from './team.module.css'

type Company = { id: string; name: string }

/**
 * Any member may leave the session's company, after a question (ADR 0111); the API refuses its
 * last active administrator, in the popup. Afterwards everything is read again for the company
 * the session works for now; a person left in none goes to their profile.
 */
export function LeaveCompany({ company }: { company: Company }) {
  const { t } = useLingui()
  const client = useApolloClient()
  const navigate = useNavigate()
  const [leave] = useLeaveCompany()
  const action = useMutationAction({
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
      if (!now) navigate(cabinetPath('profileTab'), { replace: true })
      await client.resetStore().catch((error: unknown) => {
        console.warn('A screen could not be read again after leaving a company', error)
      })
      popup.show({
        title: t`You left ${company.name}`,
        message: now ? t`You work for ${now.name} now.` : t`You are a member of no company now.`,
        tone: 'success',
      })
    },
  })
  return (
    <section className={styles.section} aria-labelledby="leave-title">
      <h2 id="leave-title">{t`Leave the company`}</h2>
      <p className={styles.lead}>
        {t`Your account stays; the company's records stay with the company.`}
      </p>
      <button
        type="button"
        className={`button button--danger ${styles.leave}`}
        disabled={action.busy}
        onClick={() => action.run(undefined)}
      >
        {t`Leave ${company.name}`}
      </button>
      {action.dialog}
    </section>
  )
}
