import { useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'react-router'
import { LoadingOverlay } from '../../components/loading-overlay'
import { popup } from '../../components/popup'
import { failureOf } from '../../components/use-mutation-form'
import { getFragmentData } from '../../gql'
import type { PermitHistory_PermitFragment } from '../../gql/graphql'
import { usePayForPermit } from './api/pay-for-permit'
import { PermitHistory_permit, usePermitHistory } from './api/permit-history'
import { PermitCard } from './permit-card'
import { permitPaths } from './permit-paths'
import styles from './permits.module.css'
import { usePaymentOutcome } from './use-payment-outcome'

/**
 * The e-permit history tab (spec §2): the haulier's e-permits, newest first, a link to request
 * one, Pay on those to pay (the browser goes to the payment page and comes back here with
 * `?payment={id}`, whose outcome the popup tells once).
 */
export function PermitHistoryTab({ title }: { title: string }) {
  const { t } = useLingui()
  // The request form comes here with the list its answer put in the cache.
  const fresh = (useLocation().state as { requested?: unknown } | null)?.requested === true
  const { data, loading, error } = usePermitHistory({ fresh })
  const permits = data?.permitHistory.permits.map((each) =>
    getFragmentData(PermitHistory_permit, each),
  )
  usePaymentOutcome(permits)
  const [payForPermit, { loading: paying }] = usePayForPermit()

  async function pay(permit: PermitHistory_PermitFragment) {
    const failure = { title: t`Payment not started`, tone: 'failure' as const }
    try {
      const answer = (await payForPermit({ variables: { input: { permitId: permit.id } } })).data
        ?.payForPermit
      if (answer?.paymentUrl) {
        window.location.assign(answer.paymentUrl)
        return
      }
      popup.show({ ...failure, message: answer?.userErrors[0]?.message ?? t`Error has occured` })
    } catch (problem) {
      if (failureOf(problem) === 'session') return
      popup.show({ ...failure, message: t`Error has occurred, please try again later` })
    }
  }

  return (
    <section className={styles.tab} aria-labelledby="permit-history-title">
      <div className={styles.heading}>
        <h1 id="permit-history-title" className={styles.title}>
          {title}
        </h1>
        <Link to={permitPaths.create} className="button">
          {t`Request an e-permit`}
        </Link>
      </div>
      {permits ? (
        permits.length === 0 ? (
          <p className={styles.notice}>{t`You have not requested any e-permits yet.`}</p>
        ) : (
          <ol className={styles.permits} aria-label={t`Your e-permits`}>
            {permits.map((permit) => (
              <PermitCard key={permit.id} permit={permit} onPay={pay} paying={paying} />
            ))}
          </ol>
        )
      ) : loading ? (
        <LoadingOverlay />
      ) : error ? (
        <p className={styles.notice} role="alert">
          {t`The e-permits could not be loaded. Please try again later.`}
        </p>
      ) : null}
    </section>
  )
}
