import { useApolloClient } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { popup } from '../../components/popup'
import { useMyCompanies, useSwitchCompany } from './api/my-companies'
import styles from './profile-menu.module.css'

/**
 * In the profile menu, for a person in more than one company: which one the session works for,
 * and the others to switch to. After a switch everything read so far is read again (Apollo's
 * store is reset), so no screen keeps the old company's records.
 */
export function CompanySwitch({
  onSwitched,
  itemClassName = styles.item,
}: {
  onSwitched: () => void
  /** The class of each company's button: the menu's entries, or the mobile panel's. */
  itemClassName?: string | undefined
}) {
  const { t } = useLingui()
  const titleId = useId()
  const client = useApolloClient()
  const { data } = useMyCompanies()
  const [switchCompany, { loading }] = useSwitchCompany()
  const me = data?.me
  if (!me || me.companies.length < 2) return null

  async function choose(id: string) {
    const failed = (message: string) =>
      popup.show({ title: t`Company not switched`, message, tone: 'failure' })
    try {
      const answer = (await switchCompany({ variables: { input: { companyId: id } } })).data
        ?.switchCompany
      if (!answer?.company) {
        failed(answer?.userErrors[0]?.message ?? t`Error has occurred, please try again later`)
        return
      }
      // Every query on the screen is asked again, for the new company. A screen whose read fails
      // says so itself; the switch is done either way.
      await client.resetStore().catch((error: unknown) => {
        console.warn('A screen could not be read again after the switch of company', error)
      })
      onSwitched()
      popup.show({
        title: t`Company switched`,
        message: t`You work for ${answer.company.name} now.`,
        tone: 'success',
      })
    } catch {
      failed(t`Error has occurred, please try again later`)
    }
  }

  return (
    <div className={styles.companies}>
      <p id={titleId} className={styles.companiesTitle}>
        {t`Working for`}
      </p>
      <ul className={styles.items} aria-labelledby={titleId}>
        {me.companies.map((company) => {
          const current = company.id === me.company?.id
          return (
            <li key={company.id}>
              <button
                type="button"
                className={itemClassName}
                aria-current={current ? 'true' : undefined}
                disabled={loading}
                onClick={() => (current ? onSwitched() : choose(company.id))}
              >
                <span className={styles.companyName}>{company.name}</span>
                {current && <span className={styles.check}>{t`(current)`}</span>}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
