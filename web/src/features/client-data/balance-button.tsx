import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { failureOf } from '../../components/mutation-failure'
import { popup } from '../../components/popup'
import { formatMoney } from '../../lib/money'
import { loginFromHere } from '../../lib/return-path'
import { useClientBalance } from './api/client-balance'
import type { ClientGroup } from './client-group'
import { WalletIcon } from './icons'

/**
 * The bank balance button of saved client data (spec §4): asks the gateway each time, then says
 * 'Balance' with the amount in manat, or 'BALANCE NOT CREATED' when no deposit was opened yet.
 */
export function BalanceButton({ group }: { group: ClientGroup }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [ask, { loading }] = useClientBalance()

  async function show() {
    try {
      const { data, error } = await ask({ variables: { legal: group === 'legal' } })
      if (error) throw error
      const profile = group === 'legal' ? data?.legalEntityProfile : data?.individualProfile
      const balance = profile?.balance
      popup.show(
        balance === null || balance === undefined
          ? { title: t`Balance`, message: t`BALANCE NOT CREATED`, tone: 'info' }
          : { title: t`Balance`, message: formatMoney(balance, i18n.locale), tone: 'info' },
      )
    } catch (error) {
      if (failureOf(error) === 'session') return navigate(loginFromHere(), { replace: true })
      popup.show({
        title: t`Balance`,
        message: t`The balance could not be read. Please try again later.`,
        tone: 'failure',
      })
    }
  }

  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={show}
      disabled={loading}
      aria-busy={loading || undefined}
    >
      <WalletIcon size={20} />
      {t`Bank balance`}
    </button>
  )
}
